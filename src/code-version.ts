// The version of the tool's own code, for caches whose entries hold what the
// code made of the content: a page's input hash (output/incremental.ts) and a
// data file's passed checks (content/parse-cache.ts). Any edit to the engine,
// the templates or the locked dependencies is a new version.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** The files whose code loads, checks and renders content, below the tool's root (the lockfile stands for the dependencies' versions). */
const CODE = ['src/**/*.{ts,tsx,css}', 'templates/**/*', 'package-lock.json', 'tsconfig.json'];

/** A hash of every code file's name and bytes, and of the Node version that runs them. */
export async function codeVersion(root: string): Promise<string> {
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of (await fg(CODE, { cwd: root })).sort()) hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 32);
}
