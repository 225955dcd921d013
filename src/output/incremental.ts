// Incremental builds: each build records, per page, a hash of what the page
// was rendered from, and the next build into the same folder re-renders a
// page only when that hash changed; every other page is hard-linked from the
// previous output into the new staging folder, so the previous output is
// never written to and the swap stays atomic. Pages that no longer exist are
// simply not carried over.
//
// A page's inputs: what every page is rendered with except the towns (the
// rest of the content, the town slugs, the engine and template code, the
// locked dependencies, the client bundle, the processed images, the date),
// hashed once; its route (its own town, service or post included); and the
// town fields it read (render/tracked-content.ts).
//
// The records live in the tool's cache (node_modules/.cache/site-pages, one
// file per output folder, dropped once that folder is gone), not in the
// published folder; a page is carried over only if its file is still the one
// the last build wrote (same size and modification time).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Content } from '../content/types.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import type { TownReads } from '../render/tracked-content.ts';
import type { PageRoute } from '../routes/types.ts';

/** Bump when the records' meaning changes. */
const VERSION = 1;

/** One page's record: its input hash, the town fields it read, and its file as written. */
export interface PageRecord {
  hash: string;
  reads: TownReads;
  size: number;
  mtimeMs: number;
}

/** Page records by output file. */
export type PageRecords = Map<string, PageRecord>;

/** What every page's hash is computed from. */
export interface BuildInputs {
  /** Hash of the inputs shared by every page. */
  shared: string;
  /** Hash of one field of one town, computed on demand. */
  field(field: string, index: number): string;
  /** Hash of one field of every town, computed on demand. */
  allOf(field: string): string;
}

/** The files whose code renders pages, below the tool's root (with the lockfile: the dependencies' versions). */
const CODE = ['src/**/*.{ts,tsx,css}', 'templates/**/*', 'package-lock.json', 'tsconfig.json'];

/** Where the records are kept: one file per output folder, and an index naming each file's folder. */
function recordsFolder(root: string): string {
  return path.join(root, 'node_modules/.cache/site-pages');
}

function recordsFileName(outDir: string): string {
  return `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`;
}

export async function buildInputs(root: string, content: Content, manifest: ClientManifest | null, images: ImageSet, date: string): Promise<BuildInputs> {
  const shared = createHash('sha256').update(`site-pages ${VERSION}\n${date}\n`);
  for (const file of (await fg(CODE, { cwd: root })).sort()) shared.update(`${file}\n`).update(readFileSync(path.join(root, file)));
  shared.update(JSON.stringify({ ...content, towns: content.towns.map((t) => t.slug) }));
  shared.update(JSON.stringify(manifest)).update(JSON.stringify([...images]));
  const fields = new Map<string, string>();
  const all = new Map<string, string>();
  // A town the previous build read may be gone (the slugs, hashed above, changed too).
  const townValue = (field: string, index: number): unknown => {
    const town = content.towns[index] as unknown as Record<string, unknown> | undefined;
    if (!town) return '#gone';
    return field === '#keys' ? Object.keys(town) : town[field];
  };
  return {
    shared: shared.digest('hex'),
    field(field, index) {
      const key = `${field}\n${index}`;
      let value = fields.get(key);
      if (value === undefined) fields.set(key, (value = hash(JSON.stringify(townValue(field, index)) ?? '')));
      return value;
    },
    allOf(field) {
      let value = all.get(field);
      if (value === undefined) all.set(field, (value = hash(JSON.stringify(content.towns.map((_, i) => townValue(field, i))))));
      return value;
    },
  };
}

/** The hash of a page's inputs, given the town fields it reads. */
export function pageHash(inputs: BuildInputs, route: PageRoute, reads: TownReads): string {
  const parts = [inputs.shared, JSON.stringify(route)];
  for (const [field, indices] of Object.entries(reads)) {
    parts.push(indices === '*' ? `${field}:*:${inputs.allOf(field)}` : `${field}:${indices.map((i) => inputs.field(field, i)).join(',')}`);
  }
  return hash(parts.join('\n'));
}

/** The previous build's records for `outDir`, or none (first build, another version, unreadable). */
export async function readPageRecords(root: string, outDir: string): Promise<PageRecords> {
  try {
    const file = path.join(recordsFolder(root), recordsFileName(outDir));
    const value = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown; pages?: Record<string, PageRecord> };
    return value.version === VERSION && value.pages ? new Map(Object.entries(value.pages)) : new Map();
  } catch {
    return new Map();
  }
}

/** Saves the records of the build just published into `outDir`, and forgets those of folders that are gone. */
export async function writePageRecords(root: string, outDir: string, records: PageRecords): Promise<void> {
  const folder = recordsFolder(root);
  await mkdir(folder, { recursive: true });
  const pages = Object.fromEntries([...records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(path.join(folder, recordsFileName(outDir)), `${JSON.stringify({ version: VERSION, pages })}\n`);
  const indexFile = path.join(folder, 'index.json');
  const index = (await readFile(indexFile, 'utf8').then(JSON.parse, () => ({}))) as Record<string, string>;
  index[recordsFileName(outDir)] = path.resolve(outDir);
  for (const [name, dir] of Object.entries(index)) {
    if (existsSync(dir)) continue;
    delete index[name];
    await rm(path.join(folder, name), { force: true });
  }
  await writeFile(indexFile, `${JSON.stringify(index, null, 1)}\n`);
}

/** The record of a page file just written into `dir`. */
export async function recordOf(dir: string, file: string, hash: string, reads: TownReads): Promise<PageRecord> {
  const { size, mtimeMs } = await stat(path.join(dir, file));
  return { hash, reads, size, mtimeMs };
}

/**
 * Hard-links each page whose inputs are unchanged from the previous output
 * `from` into the staging folder `to` (a copy where links are not supported),
 * and returns their records; a page whose file is missing or was changed
 * since is left out, so the build renders it.
 */
export async function carryOver(from: string, to: string, pages: [PageRoute, string][], previous: PageRecords, parallel = 32): Promise<PageRecords> {
  const kept: PageRecords = new Map();
  const made = new Map<string, Promise<unknown>>();
  const one = async ([route, hash]: [PageRoute, string]) => {
    const record = previous.get(route.file);
    if (!record || record.hash !== hash) return;
    const source = path.join(from, route.file);
    const now = await stat(source).catch(() => null);
    if (!now || now.size !== record.size || now.mtimeMs !== record.mtimeMs) return;
    const target = path.join(to, route.file);
    const folder = path.dirname(target);
    if (!made.has(folder)) made.set(folder, mkdir(folder, { recursive: true }));
    await made.get(folder);
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      await copyFile(source, target);
    }
    const linked = await stat(target); // a copy has a new time: record it, so the next build can keep it
    kept.set(route.file, { ...record, size: linked.size, mtimeMs: linked.mtimeMs });
  };
  for (let i = 0; i < pages.length; i += parallel) await Promise.all(pages.slice(i, i + parallel).map(one));
  return kept;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
