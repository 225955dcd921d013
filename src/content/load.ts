import { accessSync, constants, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ContentError, UsageError, type ContentProblem } from '../errors.ts';
import type { DataFolder } from './assemble.ts';
import { decodeUtf8 } from './encoding.ts';
import { readEntryProblems } from './read-entries.ts';
import { contentFiles } from './files.ts';
import type { SourceFile } from './source.ts';
import type { Content } from './types.ts';

/** A data file as read: its text, or the problem that it is not UTF-8. */
export type ReadSource = { file: SourceFile; problem?: ContentProblem };

/**
 * Reads the data folder (the only I/O of the content stage): every content
 * file. `read` reads one file (`site dev` passes one that answers from its
 * cache of unchanged files).
 */
export async function readDataFolder(dataDir: string, read: (file: string) => Promise<ReadSource> = readSource): Promise<DataFolder> {
  requireDataFolder(dataDir);
  const entries = readEntryProblems(dataDir, shownPath);
  if (entries.length > 0) throw new ContentError(entries);
  const files = new Map<keyof Content, SourceFile[]>();
  const items = new Map<keyof Content, SourceFile[]>();
  const problems: ContentProblem[] = [];
  const readOne = async (file: string) => {
    const { file: source, problem } = await read(file);
    if (problem) problems.push(problem);
    return source;
  };
  await Promise.all(
    contentFiles.map(async (kind) => {
      // one pattern, so no duplicates to weed out (fast-glob's check costs a set lookup per file)
      const matches = await fg(kind.pattern, { cwd: dataDir, unique: false });
      files.set(kind.key, await Promise.all(matches.map((m) => readOne(path.join(dataDir, m)))));
      if (!kind.items) return;
      const itemMatches = await fg(kind.items.pattern, { cwd: dataDir, unique: false });
      items.set(kind.key, await Promise.all(itemMatches.map((m) => readOne(path.join(dataDir, m)))));
    }),
  );
  // A file that is not UTF-8 cannot be parsed faithfully; report every such file before anything else.
  if (problems.length > 0) throw new ContentError(problems.sort((a, b) => a.location!.file.localeCompare(b.location!.file)));
  return { files, items };
}

/** Bytes of YAML a town takes in a list, about (measured on the bundled towns.yaml: docs/performance.md). */
const TOWN_BYTES = 1300;

/**
 * A guess at how many towns the data folder holds, made before it is loaded:
 * its town files, and a town per TOWN_BYTES of the list file. A build decides on
 * it how the heap may grow while it loads the content (heap-growth.ts); a
 * wrong guess costs time or memory, never output.
 */
export function guessTownCount(dataDir: string): number {
  const count = (measure: () => number) => {
    try {
      return measure();
    } catch {
      return 0; // missing or unreadable: the load reports it
    }
  };
  const files = count(() => readdirSync(path.join(dataDir, 'towns')).filter((name) => name.endsWith('.yaml')).length);
  return files + Math.floor(count(() => statSync(path.join(dataDir, 'towns.yaml')).size) / TOWN_BYTES);
}

export async function readSource(file: string): Promise<ReadSource> {
  // Synchronous on purpose: a data file is small, and fs/promises' readFile (open,
  // stat, read and close as separate promises) takes longer for thousands of
  // town files (docs/performance.md).
  return decodeUtf8(messagePath(file), readFileSync(file));
}

/**
 * A data file known to be unchanged since a run that read it whole (its
 * parse is cached, content/parse-cache.ts): its text is read only when
 * something asks for it, such as a message quoting a line.
 */
export function unreadSource(file: string): SourceFile {
  let text: string | undefined;
  return {
    path: messagePath(file),
    get text() {
      return (text ??= decodeUtf8(messagePath(file), readFileSync(file)).file.text);
    },
  };
}

/** A data file's path in messages: relative to the current folder. */
function messagePath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** Throws UsageError (one line, exit 2) unless `dataDir` is a folder this process can read. */
export function requireDataFolder(dataDir: string): void {
  const shown = shownPath(dataDir);
  let isFolder: boolean;
  try {
    isFolder = statSync(dataDir).isDirectory();
  } catch {
    throw new UsageError(`data folder "${shown}" does not exist`);
  }
  if (!isFolder) throw new UsageError(`data folder "${shown}" is not a folder`);
  try {
    accessSync(dataDir, constants.R_OK | constants.X_OK);
  } catch {
    throw new UsageError(`data folder "${shown}" cannot be read (permission denied)`);
  }
}

/** A path as the user would write it: relative when below the current folder, else absolute. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
