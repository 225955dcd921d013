import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves another folder in place of the tool's templates/ (`site dev
 * --templates DIR`, so tests can edit a copy). Imports are resolved as if the
 * importing file sat in templates/; results inside templates/ are read from DIR.
 */
export function mountTemplates(root: string, dir: string): Plugin {
  const real = path.join(root, 'templates');
  const mounted = path.resolve(dir);
  const swap = (id: string, from: string, to: string) => (id.startsWith(from + path.sep) ? path.join(to, id.slice(from.length + 1)) : null);
  return {
    name: 'site-templates-mount',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (mounted === real || source.startsWith('\0') || source.startsWith('virtual:')) return null;
      const asIfReal = importer ? (swap(importer, mounted, real) ?? importer) : undefined;
      const resolved =
        (await this.resolve(source, asIfReal, { ...options, skipSelf: true })) ?? (await this.resolve(source, importer, { ...options, skipSelf: true }));
      if (!resolved) return null;
      const [file, query = ''] = resolved.id.split('?');
      const inDir = swap(file!, real, mounted);
      return inDir ? { ...resolved, id: query ? `${inDir}?${query}` : inDir } : resolved;
    },
  };
}
