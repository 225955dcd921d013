// The swap of a finished staging folder with the output folder.

import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pauseForTest } from '../test-pause.ts';

/**
 * Replaces outDir with the finished staging folder; the old output survives
 * until then. Resolves once the new output is in place, to the removal of the
 * previous one (renamed aside), which the caller awaits while it does other
 * work: at 30,000 files the removal takes about a second.
 */
export async function publishStaging(staging: string, outDir: string): Promise<{ removal: Promise<void> }> {
  const target = path.resolve(outDir);
  const old = `${staging}-old`;
  if (existsSync(target)) await rename(target, old);
  pauseForTest('publishing'); // between the renames: no output folder, the previous one aside
  try {
    await rename(staging, target);
  } catch (error) {
    if (existsSync(old)) await rename(old, target);
    throw error;
  }
  return { removal: rm(old, { recursive: true, force: true }) };
}
