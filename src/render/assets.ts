import type { ClientManifest } from '../islands/bundle.ts';
import type { PageAssets } from './templates.ts';

/** Root-absolute asset URLs for a page that uses `islands` (works at any depth, incl. 404.html). */
export function pageAssets(manifest: ClientManifest, islands: Iterable<string>): PageAssets {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  for (const name of [...islands].sort()) {
    const entry = manifest[`island-${name}`];
    if (!entry) throw new Error(`island "${name}" has no client bundle (templates/islands/${name}.tsx missing?)`);
    scripts.push(`/${entry.file}`);
    for (const chunk of entry.imports ?? []) preloads.add(`/${chunk}`);
  }
  const styles = Object.entries(manifest)
    .filter(([key]) => key.startsWith('css:'))
    .map(([, chunk]) => `/${chunk.file}`);
  return { styles, scripts, preloads: [...preloads].sort() };
}
