// The swap of a finished staging folder with the output folder.

import { existsSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pauseForTest } from '../test-pause.ts';

/**
 * Replaces outDir with the finished staging folder; the old output survives
 * until then. The two renames are synchronous, one right after the other:
 * Ctrl-C comes before both or after both, and only a kill (or a power cut)
 * can fall between them, which the next build undoes (build/staging.ts).
 * Returns once the new output is in place, with the removal of the previous
 * one (renamed aside), which the caller awaits while it does other work: at
 * 30,000 files the removal takes about a second.
 */
export function publishStaging(staging: string, outDir: string): { removal: Promise<void> } {
  const target = path.resolve(outDir);
  const old = `${staging}-old`;
  pauseForTest('publishing-start');
  if (existsSync(target)) renameSync(target, old);
  pauseForTest('publishing'); // between the renames: no output folder, the previous one aside
  try {
    renameSync(staging, target);
  } catch (error) {
    if (existsSync(old)) renameSync(old, target);
    throw error;
  }
  pauseForTest('publishing-end');
  return { removal: rm(old, { recursive: true, force: true }) };
}
