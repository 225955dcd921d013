// Route paths that land on each reserved output path (src/host/reserved-paths.ts),
// in several letter cases: the class the output-clash tests try.

import type { ReservedPath } from '../../../src/host/reserved-paths.ts';

/** A route path whose page is written or served at the reserved path. */
export function claimOf(entry: ReservedPath): string {
  if (entry.file.endsWith('/')) return `/${entry.file}x`;
  if (entry.file.includes('*')) return `/${entry.file.replace('*', 'x')}`;
  if (entry.file === 'index.html') return '/index';
  return entry.file.endsWith('.html') ? `/${entry.file.slice(0, -'.html'.length)}` : `/${entry.file}`;
}

/** Spellings of a path in several letter cases. */
export const CASES: Array<[string, (path: string) => string]> = [
  ['as written', (p) => p],
  ['upper case', (p) => p.toUpperCase()],
  ['title case', (p) => p.replace(/\/(\w)/g, (_, c: string) => `/${c.toUpperCase()}`)],
];
