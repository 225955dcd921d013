// Scratch folders for tests, removed when the test file that made them is done.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Registered on the importing test file: vitest isolates each file's modules,
// so every file that imports this gets its own list and its own cleanup.
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A new empty folder in the system temp folder, removed after the test file. */
export async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}
