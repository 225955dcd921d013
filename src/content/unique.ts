// Items of a list that carry an id, slug, zip or path name something (a page,
// a photo, a video, a review); two items with the same one are a mistake. The
// second is reported, with the place of the first.

import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { locateRef, type ContentRef, type Origins } from './origins.ts';
import type { Content } from './types.ts';

/** The fields that identify a list item. */
export const KEY_FIELDS = ['id', 'slug', 'zip', 'path'] as const;

/**
 * Every duplicate key in every list of the content (page copy included), located at the second item.
 * Any shape is walked, so duplicates are reported together with schema problems. The lists inside a
 * value in `passed` (a file's value that passed every check before, unchanged since) are not walked
 * again; the lists that hold such values are.
 */
export function duplicateKeyProblems(content: Partial<Content>, origins: Origins, passed?: WeakSet<object>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const key of Object.keys(content) as (keyof Content)[]) {
    const refAt = (path: (string | number)[]) => (typeof path[0] === 'number' ? origins.ref(key, path[0], ...path.slice(1)) : origins.ref(key, null, ...path));
    forEachList(content[key], [], (list, at) => problems.push(...listDuplicates(list, at, key, refAt)), passed);
  }
  return problems;
}

function listDuplicates(
  list: unknown[],
  at: (string | number)[],
  key: keyof Content,
  refAt: (path: (string | number)[]) => ContentRef | undefined,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const field of KEY_FIELDS) {
    const first = new Map<string, number>();
    list.forEach((item, i) => {
      const value = isRecord(item) ? item[field] : undefined;
      if (typeof value !== 'string' && typeof value !== 'number') return;
      const seen = first.get(String(value));
      if (seen === undefined) return void first.set(String(value), i);
      const earlier = locateRef(refAt([...at, seen, field]), ErrorCodes.duplicate, '').location;
      const where = earlier ? ` (first at ${earlier.file}:${earlier.line})` : '';
      const list = [key, ...at].join('.');
      problems.push(locateRef(refAt([...at, i, field]), ErrorCodes.duplicate, `duplicate ${field} ${JSON.stringify(value)} in ${list}${where}`));
    });
  }
  return problems;
}

/**
 * Calls `visit` for every array below `value` (and `value` itself), with its
 * path. The walk keeps one path it grows and shrinks, copied only for a list
 * of two or more items: a new path for every value is a measurable part of a
 * large load.
 */
function forEachList(value: unknown, at: (string | number)[], visit: (list: unknown[], at: (string | number)[]) => void, passed?: WeakSet<object>): void {
  if (Array.isArray(value)) {
    if (passed?.has(value)) return;
    if (value.length > 1) visit(value, [...at]);
    for (let i = 0; i < value.length; i++) {
      at.push(i);
      forEachList(value[i], at, visit, passed);
      at.pop();
    }
  } else if (isRecord(value)) {
    if (passed?.has(value)) return;
    for (const k of Object.keys(value)) {
      at.push(k);
      forEachList(value[k], at, visit, passed);
      at.pop();
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
