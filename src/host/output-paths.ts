// What a route becomes once written and served: the output file a path is
// written to, and every URL path Cloudflare Pages and Netlify answer with a
// file of the output folder. Both hosts serve "a/b.html" at "/a/b" and send
// "/a/b.html" and "/a/b/" there; "a/b/index.html" at "/a/b/", with "/a/b",
// "/a/b/index" and "/a/b/index.html" sent there; any other file at its own
// path. Two files answering one URL path, or one file written for two routes,
// is one page replacing another, which the output-clash check refuses.

/** The file a route path is written to: "/" → index.html, "/a/b" → a/b.html, "/a/b/" → a/b/index.html. */
export function fileFor(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

/** Every URL path a host answers with `file` (a path from the output folder), the canonical one first. */
export function servedPaths(file: string): string[] {
  if (file === 'index.html') return ['/', '/index', '/index.html'];
  if (file.endsWith('/index.html')) {
    const folder = `/${file.slice(0, -'index.html'.length)}`;
    return [folder, folder.slice(0, -1), `${folder}index`, `${folder}index.html`];
  }
  if (file.endsWith('.html')) {
    const page = `/${file.slice(0, -'.html'.length)}`;
    return [page, `${page}/`, `/${file}`];
  }
  return [`/${file}`];
}

/**
 * The key two output paths (files or URL paths) are compared by: percent
 * escapes decoded, Unicode NFC, lower case. macOS and Windows file systems
 * ignore letter case and Unicode normalization by default, where most owners
 * build and preview; two paths with one key are one file there.
 */
export function pathKey(path: string): string {
  // most paths are plain ASCII: nothing to decode or normalize (a tenth of the time at 10,000 towns)
  return PLAIN.test(path) ? path.toLowerCase() : decoded(path).normalize('NFC').toLowerCase();
}

/** ASCII without percent escapes. */
const PLAIN = /^[\x20-\x24\x26-\x7e]*$/;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
