import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes all but the `count` most recently modified files of `dir` whose
 * names end with `ending`: how the tool's caches keep what they used last (a
 * cache touches a file when it uses it). Other processes may prune the same
 * folder at once: a file removed meanwhile counts as the oldest.
 */
export function keepNewest(dir: string, ending: string, count: number): void {
  const names = readdirSync(dir).filter((name) => name.endsWith(ending));
  if (names.length <= count) return;
  const files = names.map((name) => ({ file: path.join(dir, name), time: modifiedAt(path.join(dir, name)) }));
  files.sort((a, b) => b.time - a.time);
  for (const { file } of files.slice(count)) rmSync(file, { force: true });
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
