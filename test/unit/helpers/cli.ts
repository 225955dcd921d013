import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { main } from '../../../src/cli/main.ts';
import { scratchDir } from './scratch.ts';

export const repoData = path.resolve(import.meta.dirname, '../../../data');

/** Runs the CLI in-process and captures its output and exit code. */
export async function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'site', ...args], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

/** A scratch copy of the bundled content, to corrupt freely (removed after the test file). */
export async function copyOfData(): Promise<string> {
  const dir = await scratchDir('site-data');
  await cp(repoData, dir, { recursive: true });
  return dir;
}

export async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  await writeFile(file, edit(await readFile(file, 'utf8')));
}

/** Every file of a folder with its contents, for before/after comparisons. */
export async function snapshotFolder(dir: string): Promise<Record<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: true });
  const entries = await Promise.all(files.sort().map(async (f) => [f, await readFile(path.join(dir, f), 'base64')] as const));
  return Object.fromEntries(entries);
}
