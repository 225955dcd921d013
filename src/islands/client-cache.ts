import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ClientManifest } from './bundle.ts';
import { writeFolderAtomic } from '../files/atomic-write.ts';
import { cacheFolder, pruneCache, touchEntry, type CacheBounds } from '../files/cache.ts';

/**
 * Everything the client bundles are built from; a change to any of these rebuilds them.
 * The publishing workflow keys its copy of this cache on the same files.
 */
export const CLIENT_CACHE_INPUTS = ['templates/**/*', 'src/islands/**/*', 'src/render/island.tsx', 'src/model/**/*', 'src/images/**/*', 'package-lock.json'];

export async function clientCacheKey(root: string, islands: string[]): Promise<string> {
  const files = (await fg(CLIENT_CACHE_INPUTS, { cwd: root, onlyFiles: true })).sort();
  const hash = createHash('sha256').update(islands.join(',')).update('\0');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

/** Client bundles kept: a build's, and those of the few versions of the templates before it (an edit, a branch switched back). */
const CLIENT_BOUNDS: CacheBounds = { entries: 8 };

function cacheDir(root: string, key: string): string {
  return path.join(cacheFolder(root, 'client'), key);
}

/** Copies cached bundles into outDir; returns their manifest, or null on a miss. */
export async function restoreClient(root: string, key: string, outDir: string): Promise<ClientManifest | null> {
  const dir = cacheDir(root, key);
  if (!existsSync(path.join(dir, 'manifest.json'))) return null;
  touchEntry(dir);
  await cp(path.join(dir, 'files'), outDir, { recursive: true });
  return JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ClientManifest;
}

/** Stores freshly built bundles (the files named in the manifest) for the next build. */
export async function storeClient(root: string, key: string, outDir: string, manifest: ClientManifest, files: string[]): Promise<void> {
  await writeFolderAtomic(cacheDir(root, key), async (staging) => {
    for (const file of files) {
      await mkdir(path.dirname(path.join(staging, 'files', file)), { recursive: true });
      await cp(path.join(outDir, file), path.join(staging, 'files', file));
    }
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  });
  pruneCache(cacheFolder(root, 'client'), CLIENT_BOUNDS, { inUse: new Set([key]) });
}
