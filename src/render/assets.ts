import type { ClientManifest } from '../islands/bundle.ts';
import { memoByObject } from '../memo-by-object.ts';
import type { PageAssets } from './templates.ts';

/**
 * Root-absolute asset URLs for a page that uses `islands` (works at any
 * depth, incl. 404.html); the same object for the same islands of a manifest
 * (a large site has thousands of pages with the same few islands).
 */
export function pageAssets(manifest: ClientManifest, islands: Iterable<string>): PageAssets {
  const names = [...islands].sort();
  const known = byIslands(manifest);
  const key = names.join(' ');
  let assets = known.get(key);
  if (!assets) known.set(key, (assets = assetsOf(manifest, names)));
  return assets;
}

/** A manifest's page assets made so far, by their islands' names. */
const byIslands = memoByObject((_manifest: ClientManifest) => new Map<string, PageAssets>());

function assetsOf(manifest: ClientManifest, names: string[]): PageAssets {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  for (const name of names) {
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
