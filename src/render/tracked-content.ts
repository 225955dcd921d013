// Which town values a page read while it rendered, so an incremental build
// (output/incremental.ts) re-renders a page only when one of them changed.
// Only the towns are tracked: they are the one list that grows with the site
// (a town page reads its own town from its route and a few neighbours from
// the list); the rest of the content is hashed as a whole, and so is the list
// of town slugs (adding, removing or renaming a town re-renders every page).
//
// Rendering is deterministic: a page that reads the same values takes the
// same path and writes the same bytes, so the values it read last time are
// all it depends on.
import type { Content, Town } from '../content/types.ts';

/** Past this many towns, a field counts as read for every town (the record stays small). */
const MAX_INDICES = 32;

/** Per town field (`#keys`: the field names), the indices of the towns read, or `*` for all of them. */
export type TownReads = Record<string, number[] | '*'>;

export interface TrackedContent {
  /** The content to render with: `content` whose towns record each field read. */
  content: Content;
  /** Forgets the reads so far (before each page; a thread renders one page at a time, synchronously). */
  reset(): void;
  reads(): TownReads;
}

/**
 * One wrapper per renderer, so template caches keyed by the content object
 * keep working. A template must not cache a value computed from town fields
 * (other than the slugs) across pages, or later pages' reads would go unseen.
 */
export function trackContent(content: Content): TrackedContent {
  let read = new Map<string, Set<number>>();
  const note = (field: string, index: number) => {
    let indices = read.get(field);
    if (!indices) read.set(field, (indices = new Set()));
    indices.add(index);
  };
  const proxies = content.towns.map((town, index) => trackTown(town, index, note));
  const towns = new Proxy(content.towns, {
    get(target, key, receiver) {
      if (typeof key === 'string' && isIndex(key) && Number(key) < target.length) return proxies[Number(key)];
      return Reflect.get(target, key, receiver);
    },
  });
  return {
    content: { ...content, towns },
    reset() {
      read = new Map();
    },
    reads() {
      const out: TownReads = {};
      for (const field of [...read.keys()].sort()) {
        const indices = [...read.get(field)!].sort((a, b) => a - b);
        out[field] = indices.length > MAX_INDICES ? '*' : indices;
      }
      return out;
    },
  };
}

function trackTown(town: Town, index: number, note: (field: string, index: number) => void): Town {
  return new Proxy(town, {
    get(target, key, receiver) {
      if (typeof key === 'string') note(key, index);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') note(key, index);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      note('#keys', index);
      return Reflect.ownKeys(target);
    },
  });
}

function isIndex(key: string): boolean {
  return key.length > 0 && key.length < 10 && /^\d+$/.test(key);
}
