// Incremental builds: each build records, per page, a hash of what the page
// is rendered from; the next build into the same folder renders a page again
// only when that hash changed. Every other page is kept: left where it is
// when the build publishes in place (output/update.ts), else hard-linked from
// the previous output into the new staging folder that replaces it whole. A
// page that no longer exists is not kept. Social cards are recorded too, by
// the key of their text, and kept the same way.
//
// A page's inputs, declared rather than observed (watching every read costs
// more than rendering saves): what every page is rendered with except the
// towns (the rest of the content as published on the build date, so what is
// live that day, the towns' slugs and names, the engine and template code, the
// locked dependencies, the client bundle, the processed images, the date),
// hashed once per build; the page's file and template;
// and the towns whose fields it shows, as its template declares them
// (PageTemplate.towns: a town page, its town and nearby areas; the service-area
// map, every town; most pages, none).
//
// The records live in the tool's cache (node_modules/.cache/site-pages, one
// file per output folder, those of the 64 folders built last), not in the
// published folder, and are trusted only while the folder's build manifest is
// the one the recorded build wrote.

import { createHash, hash as oneShotHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Content, Town } from '../content/types.ts';
import { cacheFolder, pruneCache } from '../files/cache.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import type { Templates } from '../render/templates.ts';
import type { PageRoute } from '../routes/types.ts';
import { BUILD_MANIFEST } from './manifest.ts';
import { linkOrCopy } from '../files/write.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';

/** Bump when what a hash covers, or how the records are kept, changes. */
const VERSION = 5;

/** Input hashes by output file: a page's ("service-areas/cody.html" → hash), a social card's text key ("images/social/cody.png" → key). */
export type PageHashes = Map<string, string>;

/** What the hash of every page of one build is computed from. */
export interface PageInputs {
  /** The version of the tool's code (src/code-version.ts). */
  code: string;
  content: Content;
  /** Keys of the texts content values were parsed from (LoadedContent.sources): a town with one is hashed by it. */
  sources?: WeakMap<object, string>;
  manifest: ClientManifest | null;
  images: ImageSet;
  date: string;
  templates: Templates;
}

/** Pure: every page route's input hash. */
export function pageHashes(inputs: PageInputs, pages: readonly PageRoute[]): PageHashes {
  const shared = sharedHash(inputs);
  const townHashes = new Map<Town, string>();
  const townHash = (town: Town) => {
    let value = townHashes.get(town);
    // the key of the text a town was parsed from stands for the town (its value is a function of that
    // text and the code, which the shared hash covers): 10,000 towns need no JSON and no hashing
    if (value === undefined) townHashes.set(town, (value = inputs.sources?.get(town) ?? hash(JSON.stringify(town))));
    return value;
  };
  const hashes: PageHashes = new Map();
  for (const route of pages) {
    const towns = (inputs.templates.pages[route.template]?.towns?.(route, inputs.content) ?? []).map(townHash).join(',');
    hashes.set(route.file, hash(`${shared}\n${route.file}\n${route.template}\n${towns}`));
  }
  return hashes;
}

function sharedHash({ code, content, manifest, images, date }: PageInputs): string {
  const shared = createHash('sha256').update(`site-pages ${VERSION}\n${date}\n${code}\n`);
  const townList = content.towns.map((t) => [t.slug, t.name]);
  shared.update(JSON.stringify({ ...content, towns: townList }));
  shared.update(JSON.stringify(manifest)).update(JSON.stringify([...images]));
  return shared.digest('hex');
}

/**
 * The records of the last build into a folder: its page hashes, valid while
 * its manifest is unchanged. Kept as two lists, files and their hashes, in
 * the same order: at 30,000 files a third of the time of an object keyed by
 * file, to write and to read back.
 */
interface Records {
  version: number;
  /** The folder's build manifest as that build wrote it. */
  manifest: { size: number; mtimeMs: number; ino: number };
  files: string[];
  hashes: string[];
}

/**
 * Records kept: those of the output folders built most recently. A person
 * builds into a few; tests and the bench into thousands, some of them at once
 * (hence not just a few: a build's records must outlive what others build
 * before its next build).
 */
const KEEP_RECORDS = 64;

function recordsDir(root: string): string {
  return cacheFolder(root, 'pages');
}

function recordsFile(root: string, outDir: string): string {
  const name = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(recordsDir(root), `${name}.json`);
}

/** The page hashes of the build that wrote `outDir`, or none (first build, another tool version, a folder changed since). */
export async function readPageHashes(root: string, outDir: string): Promise<PageHashes> {
  try {
    const records = JSON.parse(await readFile(recordsFile(root, outDir), 'utf8')) as Records;
    const now = await stat(path.join(outDir, BUILD_MANIFEST));
    const then = records.manifest;
    if (records.version !== VERSION || now.size !== then.size || now.mtimeMs !== then.mtimeMs || now.ino !== then.ino) return new Map();
    const hashes: PageHashes = new Map();
    records.files.forEach((file, i) => hashes.set(file, records.hashes[i]));
    return hashes;
  } catch {
    return new Map();
  }
}

/** Saves the page hashes of the build just published into `outDir`. */
export async function writePageHashes(root: string, outDir: string, hashes: PageHashes): Promise<void> {
  const file = recordsFile(root, outDir);
  const { size, mtimeMs, ino } = await stat(path.join(outDir, BUILD_MANIFEST));
  const records: Records = { version: VERSION, manifest: { size, mtimeMs, ino }, files: [...hashes.keys()], hashes: [...hashes.values()] };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, JSON.stringify(records));
  pruneCache(recordsDir(root), { entries: KEEP_RECORDS }, { entry: (name) => name.endsWith('.json') });
}

/**
 * Hard-links from the previous output `from` into the staging folder `to`
 * (copies where a link cannot be made) each page whose hash is the one
 * recorded for it; returns the pages carried over. A page that is missing
 * from the previous output is left out, and the build renders it.
 */
export function carryOver(from: string, to: string, hashes: PageHashes, previous: PageHashes): Set<string> {
  const unchanged = [...hashes].filter(([file, hash]) => previous.get(file) === hash).map(([file]) => file);
  for (const folder of new Set(unchanged.map((file) => path.dirname(path.join(to, file))))) mkdirSync(folder, { recursive: true });
  const carried = new Set<string>();
  for (const file of unchanged) {
    try {
      linkOrCopy(path.join(from, file), path.join(to, file));
      carried.add(file);
    } catch {
      // missing: rendered again
    }
  }
  return carried;
}

/**
 * Whether the previous output, which a build publishes into in place, holds
 * a file as this build would write it: its hash is the one recorded, and it
 * is still there (present: the folder's files, from one walk, much cheaper
 * than an existsSync call per page).
 */
export function keepsFile(previous: PageHashes, present: ReadonlySet<string>): (file: string, hash: string | undefined) => boolean {
  return (file, hash) => hash !== undefined && previous.get(file) === hash && present.has(file);
}

/** One-shot hashing: several times faster than createHash's streaming objects for many small inputs. */
function hash(text: string): string {
  return oneShotHash('sha256', text).slice(0, 32);
}
