// The one table of the output paths no content value may take: the files and
// folders the build writes whatever the content says (the home and not-found
// pages, sitemaps, the host's configuration files, bundles and images), the
// paths the host answers itself (the Worker's endpoints) and the folders a feature
// adds. The output-clash check (host/output-clashes.ts) refuses content whose
// pages would be written or answered there; the printers take their names
// from here, so the check and the output cannot drift apart. A feature that
// writes a new file or folder into the output adds one entry.

/** A file or folder of the output that belongs to the build or the host. */
export interface ReservedPath {
  /**
   * Where it is in the output folder, as a path from it: a file ("_headers"),
   * a folder and everything below it ("assets/"), or a family of files with
   * one `*` standing for any run of characters without a slash ("sitemap-*.xml").
   */
  file: string;
  /** What is there, for messages: "the not-found page". */
  what: string;
  /**
   * The route that fills it, when one route of the table does: the page whose
   * path is "/" (home), the not-found route, a sitemap. That route is the
   * reserved path itself, not a clash; any other claimant is.
   */
  filledBy?: 'home-page' | 'not-found-page' | 'sitemap';
}

/** Every reserved output path, by name; the printers and the route table use these names. */
export const RESERVED = {
  home: { file: 'index.html', what: 'the home page', filledBy: 'home-page' },
  notFound: { file: '404.html', what: 'the not-found page', filledBy: 'not-found-page' },
  sitemap: { file: 'sitemap.xml', what: 'the sitemap', filledBy: 'sitemap' },
  sitemaps: { file: 'sitemap-*.xml', what: 'a sitemap', filledBy: 'sitemap' },
  redirects: { file: '_redirects', what: 'the redirect rules of the host' },
  headers: { file: '_headers', what: 'the response headers of the host' },
  routes: { file: '_routes.json', what: "Cloudflare Pages' Functions routing file" },
  worker: { file: '_worker.js', what: "Cloudflare Pages' advanced-mode worker" },
  robots: { file: 'robots.txt', what: 'the rules for crawlers' },
  manifest: { file: '.site-build.json', what: 'the build manifest' },
  assets: { file: 'assets/', what: 'the folder of client scripts and styles' },
  photos: { file: 'img/', what: 'the folder of processed photos' },
  images: { file: 'images/', what: 'the folder of drawings and icons copied from data/images/' },
  functions: { file: 'api/', what: "the paths of the Worker's endpoints (src/edge/)" },
  admin: { file: 'admin/', what: 'the browser CMS, /admin/ (docs/cms.md)' },
  townAlias: { file: 'service-areas/', what: 'the paths /service-areas/{slug}, which serve the town pages (host/town-alias.ts)' },
} as const satisfies Record<string, ReservedPath>;

/** The table as a list, in the order above. */
export const RESERVED_PATHS: readonly ReservedPath[] = Object.values(RESERVED);

/** The folder of a folder entry without its slash ("assets"), for printers that join paths. */
export function folderName(entry: ReservedPath): string {
  if (!entry.file.endsWith('/')) throw new Error(`${entry.file} is not a folder entry of the reserved paths`);
  return entry.file.slice(0, -1);
}

/** Whether `file` (a path from the output folder) is the reserved path `entry` or lies in its folder. */
export function isReserved(entry: ReservedPath, file: string): boolean {
  if (entry.file.endsWith('/')) return file.startsWith(entry.file) && file.length > entry.file.length;
  if (!entry.file.includes('*')) return file === entry.file;
  const [before, after] = entry.file.split('*') as [string, string];
  return (
    file.length >= before.length + after.length &&
    file.startsWith(before) &&
    file.endsWith(after) &&
    !file.slice(before.length, file.length - after.length).includes('/')
  );
}

/** One expression that matches what isReserved matches for any of `entries`. */
export function reservedExpression(entries: readonly ReservedPath[]): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = (entry: ReservedPath) => (entry.file.endsWith('/') ? `${literal(entry.file)}.+` : entry.file.split('*').map(literal).join('[^/]*'));
  return new RegExp(`^(?:${entries.map(one).join('|')})$`);
}
