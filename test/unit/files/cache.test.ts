import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFolder, DAY, pruneCache, touchEntry } from '../../../src/files/cache.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cache folder with one entry per name: a file of `bytes` (or a folder of such files), last used `daysAgo` days before NOW. */
function cache(entries: Record<string, { daysAgo: number; bytes?: number; files?: number }>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'site-cache-'));
  for (const [name, { daysAgo, bytes = 10, files }] of Object.entries(entries)) {
    const entry = path.join(dir, name);
    if (files === undefined) writeFileSync(entry, Buffer.alloc(bytes));
    else {
      mkdirSync(entry);
      for (let i = 0; i < files; i++) writeFileSync(path.join(entry, `${i}.webp`), Buffer.alloc(bytes));
    }
    const time = new Date(NOW - daysAgo * DAY);
    utimesSync(entry, time, time);
  }
  return dir;
}

const left = () => readdirSync(dir).sort();

describe('a bounded cache', () => {
  it('lives in its own folder below node_modules/.cache', () => {
    expect(cacheFolder('/project', 'parse')).toBe(path.join('/project', 'node_modules/.cache/site-parse'));
  });

  it('keeps the most recently used entries up to the count bound, an entry used again counting as new', () => {
    cache({ a: { daysAgo: 5 }, b: { daysAgo: 4 }, c: { daysAgo: 3 }, d: { daysAgo: 2 }, e: { daysAgo: 1 } });
    touchEntry(path.join(dir, 'a'));
    expect(pruneCache(dir, { entries: 3 }, { now: NOW }).sort()).toEqual(['b', 'c']);
    expect(left()).toEqual(['a', 'd', 'e']);
  });

  it('drops the least recently used entries once the bytes pass the bound, measuring a folder by its files', () => {
    cache({ old: { daysAgo: 9, bytes: 1000, files: 2 }, mid: { daysAgo: 5, bytes: 1000 }, recent: { daysAgo: 1, bytes: 1000, files: 1 } });
    pruneCache(dir, { bytes: 2500 }, { now: NOW });
    expect(left()).toEqual(['mid', 'recent']);
  });

  it('removes the entries unused for longer than the age bound', () => {
    cache({ stale: { daysAgo: 90 }, fresh: { daysAgo: 2 } });
    pruneCache(dir, { age: 30 * DAY }, { now: NOW });
    expect(left()).toEqual(['fresh']);
  });

  it('never removes an entry in use, nor counts it against the bounds', () => {
    cache({ used: { daysAgo: 400, bytes: 5000 }, other: { daysAgo: 1, bytes: 100 } });
    pruneCache(dir, { entries: 1, bytes: 1000, age: 30 * DAY }, { now: NOW, inUse: new Set(['used']) });
    expect(left()).toEqual(['other', 'used']);
  });

  it('leaves alone the names that are not its entries, and a folder not made yet', () => {
    cache({ 'a.v8': { daysAgo: 3 }, 'b.v8': { daysAgo: 2 }, 'index.json': { daysAgo: 100 } });
    pruneCache(dir, { entries: 1 }, { now: NOW, entry: (name) => name.endsWith('.v8') });
    expect(left()).toEqual(['b.v8', 'index.json']);
    expect(pruneCache(path.join(dir, 'missing'), { entries: 0 })).toEqual([]);
  });
});
