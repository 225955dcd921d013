// Two pages may not meet in the output. The check is made on what is written
// and served, not on route strings: "/index" and "/" are both index.html, a
// town "404" is 404.html, "/Contact" and "/contact" are one file on the
// owner's Mac, "/sitemap.xml" as a page path is answered by the sitemap. For
// each page of the route table (host/output-paths.ts) the file it becomes
// and the URL paths a host answers with it are compared, by pathKey, with
// those of the pages before it and with the reserved paths
// (host/reserved-paths.ts); each clash is located at the later content item
// and names the other side with its file and line.

import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { pathKey, servedPaths } from '../host/output-paths.ts';
import { isReserved, RESERVED_PATHS, reservedExpression, type ReservedPath } from '../host/reserved-paths.ts';
import { pageRoutes } from '../routes/table.ts';
import type { PageRoute, RouteOf } from '../routes/types.ts';
import { locateRef, type ContentRef, type Origins } from './origins.ts';
import type { Content } from './types.ts';

/** Who writes an output file: a content item's page, or the build itself. */
interface Owner {
  /** For messages: "the town page /index", "the not-found page". */
  name: string;
  file: string;
  /** Where the content sets it (none for what every build writes). */
  ref?: ContentRef;
  /** The content list and value that name it: two items with the same one are duplicateKeyProblems' to report. */
  identity?: string;
  /** What to change, for a content item: "choose another slug". */
  fix?: string;
}

/** Every output clash of the content's pages, each at the content item that meets an earlier owner or a reserved path. */
export function outputClashProblems(content: Content, origins: Origins): ContentProblem[] {
  const claims = [...pageRoutes(content)];
  const owners = new Owners();
  const claimants: Owner[] = [];
  const homePage = { value: undefined as Owner | undefined };
  const describe = ownerOf(content, origins);
  for (const route of claims) {
    if (route.kind === 'not-found') continue; // the reserved not-found page itself
    const owner = describe(route);
    if (route.path === '/') homePage.value ??= owner;
    claimants.push(owner);
  }
  for (const entry of RESERVED_PATHS) owners.reserve(entry, fillerOf(entry, homePage.value, origins));
  return [
    ...claimed(
      owners,
      claimants.filter((claimant) => claimant !== homePage.value),
    ),
    ...socialCardClashes(claims, content, origins),
  ];
}

/** Each claimant registered in turn; a problem at each that meets an earlier owner. */
function claimed(owners: Owners, claimants: Owner[]): ContentProblem[] {
  return claimants.flatMap((claimant) => {
    const clash = owners.claim(claimant);
    return clash ? [locateRef(claimant.ref, ErrorCodes.outputClash, clash)] : [];
  });
}

/**
 * A town's social card is named after the town (lower case, spaces as
 * hyphens), so "Ten Sleep" and "Ten  sleep", or a town called "Big Horn
 * Basin" and the site-wide card, would be one file: one page would show the
 * other's card. The cards are the ones the page routes name.
 */
function socialCardClashes(routes: PageRoute[], content: Content, origins: Origins): ContentProblem[] {
  const cards = new Owners();
  const siteCard = routes.find((route) => route.kind === 'not-found')?.socialImage;
  if (siteCard) cards.reserve({ file: siteCard.slice(1), what: 'the site-wide social card' }, undefined);
  const towns = new Map(content.towns.map((town, i) => [town, i]));
  const townPages = routes.filter((route) => route.kind === 'town' && route.canonical === route.path);
  return claimed(
    cards,
    townPages.map((route) => {
      const town = (route as RouteOf<'town'>).props.town;
      return {
        name: `the social card of ${town.name}`,
        file: route.socialImage.slice(1),
        ref: origins.ref('towns', towns.get(town)!, 'name'),
        identity: `towns ${town.slug}`,
        fix: 'give the town a name that differs in more than letter case and spacing',
      };
    }),
  );
}

/** The owners of the files and URL paths seen so far, by pathKey. */
class Owners {
  private readonly files = new Map<string, Owner>();
  private readonly urls = new Map<string, { owner: Owner; url: string }>();
  /** Folders and families of files (no owner stands for them file by file)… */
  private readonly patterns: ReservedPath[] = [];
  /** …and one expression for them all, so that most paths are cleared with one test. */
  private inPatterns = /$^/;

  reserve(entry: ReservedPath, filler: Owner | undefined): void {
    if (entry.file.endsWith('/') || entry.file.includes('*')) {
      this.patterns.push(entry);
      this.inPatterns = reservedExpression(this.patterns);
    } else this.add(filler ?? { name: entry.what, file: entry.file });
  }

  /** Registers `claimant`, or says why it cannot be (the first clash found). */
  claim(claimant: Owner): string | undefined {
    const keys = keysOf(claimant);
    const clash = this.clash(claimant, keys);
    if (clash === null) return undefined;
    if (clash) return clash;
    this.add(claimant, keys);
    return undefined;
  }

  /** The clash message, null for a duplicate reported elsewhere, undefined for none. */
  private clash(claimant: Owner, { file, urls }: Keys): string | null | undefined {
    const sameFile = this.files.get(file);
    if (sameFile) return sameFile.identity && sameFile.identity === claimant.identity ? null : fileClash(claimant, sameFile);
    for (const { url, key } of urls) {
      const other = this.urls.get(key);
      if (other) return other.owner.identity && other.owner.identity === claimant.identity ? null : urlClash(claimant, url, other);
    }
    if (!this.inPatterns.test(file) && !urls.some(({ key }) => this.inPatterns.test(key.slice(1)))) return undefined;
    for (const entry of this.patterns) {
      const hit = urls.find(({ key }) => isReserved(entry, key.slice(1)));
      if (hit || isReserved(entry, file)) return reservedClash(claimant, entry, (hit ?? urls[0]!).url);
    }
    return undefined;
  }

  private add(owner: Owner, { file, urls }: Keys = keysOf(owner)): void {
    this.files.set(file, owner);
    for (const { url, key } of urls) if (!this.urls.has(key)) this.urls.set(key, { owner, url });
  }
}

/** An owner's file and the URL paths it is served at, each with its pathKey. */
type Keys = { file: string; urls: { url: string; key: string }[] };

function keysOf(owner: Owner): Keys {
  return { file: pathKey(owner.file), urls: servedPaths(owner.file).map((url) => ({ url, key: pathKey(url) })) };
}

function fileClash(claimant: Owner, other: Owner): string {
  const same = claimant.file === other.file ? 'the file of' : `the same file as ${other.file}${spelling(claimant.file, other.file)}:`;
  return `${claimant.name} would be written to ${claimant.file}, ${same} ${other.name}${placeOf(other)}; ${claimant.fix}`;
}

function urlClash(claimant: Owner, url: string, other: { owner: Owner; url: string }): string {
  const answered = `which hosts already answer with ${other.owner.file}${spelling(url, other.url)}`;
  return `${claimant.name} would be served at ${url}, ${answered}: ${other.owner.name}${placeOf(other.owner)}; ${claimant.fix}`;
}

function reservedClash(claimant: Owner, entry: ReservedPath, url: string | undefined): string {
  if (entry.file.endsWith('/'))
    return `${claimant.name} would be written to ${claimant.file}, inside ${entry.file}, ${entry.what}, which the build keeps for itself; ${claimant.fix}`;
  return `${claimant.name} would be served at ${url}, a name the build keeps for ${entry.what} (${entry.file}); ${claimant.fix}`;
}

/** " (data/pages/home.yaml:2)", or " (written by every build)". */
function placeOf(owner: Owner): string {
  if (!owner.ref) return owner.identity ? '' : ' (written by every build)'; // a content item of unknown place, or the build's own
  const at = locateRef(owner.ref, '', '').location;
  return at ? ` (${at.file}:${at.line})` : '';
}

/** Why two different spellings are one path: nothing when they are the same. */
function spelling(a: string, b: string): string {
  const [x, y] = [decodeSafely(a), decodeSafely(b)];
  if (x === y) return '';
  if (x.normalize('NFC') === y.normalize('NFC')) return ' once accented letters are encoded alike, as file systems do';
  return ' on macOS and Windows, which ignore letter case';
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The owner a reserved file has: the home page from data/pages, the not-found page from its file; none for the others. */
function fillerOf(entry: ReservedPath, home: Owner | undefined, origins: Origins): Owner | undefined {
  if (entry.filledBy === 'home-page' && home) return home;
  if (entry.filledBy === 'not-found-page') return { name: entry.what, file: entry.file, ref: origins.ref('notFound', null, 'title') };
  return undefined;
}

/** How each page route of the table is named, located and fixed. */
function ownerOf(content: Content, origins: Origins): (route: PageRoute) => Owner {
  const index = <T extends object>(list: T[]) => new Map(list.map((item, i) => [item, i]));
  const pages = index(content.pages);
  const services = index(content.services);
  const towns = index(content.towns);
  const zips = index(content.zips);
  const posts = index(content.blog);
  return (route) => {
    const file = route.file;
    switch (route.kind) {
      case 'fixed': {
        const i = pages.get(route.props.page)!;
        const name = route.path === '/' ? 'the home page' : `the page ${route.path}`;
        return { name, file, ref: origins.ref('pages', i, 'path'), identity: `pages ${route.path}`, fix: 'choose another path' };
      }
      case 'town-directory': {
        const i = pages.get(route.props.page)!;
        return {
          name: `page ${route.props.number} of the town directory of ${route.props.page.path}`,
          file,
          ref: origins.ref('pages', i, 'path'),
          identity: `directory ${route.path}`,
          fix: 'choose another path',
        };
      }
      case 'service': {
        const i = services.get(route.props.service)!;
        return {
          name: `the service page ${route.path}`,
          file,
          ref: origins.ref('services', i, 'path'),
          identity: `services ${route.path}`,
          fix: 'choose another path',
        };
      }
      case 'town': {
        const i = towns.get(route.props.town)!;
        return {
          name: `the town page ${route.path}`,
          file,
          ref: origins.ref('towns', i, 'slug'),
          identity: `towns ${route.path}`,
          fix: 'give the town another slug',
        };
      }
      case 'zip': {
        const i = zips.get(route.props.zip)!;
        return { name: `the ZIP page ${route.path}`, file, ref: origins.ref('zips', i, 'zip'), identity: `zips ${route.path}`, fix: 'correct the ZIP code' };
      }
      case 'post': {
        const i = posts.get(route.props.post)!;
        return {
          name: `the blog post ${route.path}`,
          file,
          ref: origins.ref('blog', i, 'slug'),
          identity: `blog ${route.path}`,
          fix: 'give the post another slug',
        };
      }
      case 'not-found':
        return { name: 'the not-found page', file };
    }
  };
}
