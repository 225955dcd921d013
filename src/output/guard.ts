// The output-folder guard: a command that replaces a folder (site build, and
// later site dev or an image cache) first asks `guardOutputFolder`. A build
// replaces the whole folder, so the guard refuses every place where that
// would lose something the tool did not write (like Vite refusing an outDir
// that holds its root, and Hugo never deleting files it did not write).

import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { BUILD_MANIFEST, folderEntries, readBuildManifest } from './manifest.ts';

export interface OutputGuardOptions {
  /** The data folder of this run (never written, never inside the output). */
  dataDir: string;
  /** Project folders (the tool's root, the current folder): never replaced, and neither are their sources. */
  projectRoots: string[];
  /** Replace a non-empty folder that is not a previous build (never a protected folder). */
  force?: boolean;
  /** How the user named the folder, for the message (default: the path). */
  label?: string;
}

interface Protected {
  dir: string;
  name: string;
  /** Writing somewhere inside it is refused too. */
  closed: boolean;
}

/**
 * Throws UsageError (exit 2, one sentence) unless `outDir` may be replaced by
 * a build: not the filesystem root, the home folder, a project, data,
 * templates/, src/, node_modules/ or .git folder, nor a folder containing one;
 * not inside a closed one; not an existing file or link; and either missing,
 * empty, or a previous build holding only files it wrote (else `force`).
 * Returns what it found in that previous build's folder: every file, folder
 * and link in it (none for a missing or empty folder, or with `force`).
 */
export function guardOutputFolder(outDir: string, options: OutputGuardOptions): ReadonlySet<string> | null {
  const given = path.resolve(outDir);
  const refuse = (reason: string, hint = 'choose a new or empty folder such as "dist"') => {
    throw new UsageError(`refusing --out "${options.label ?? outDir}": it ${reason}, and a build replaces the whole folder; ${hint}`);
  };
  const target = realish(given);
  if (path.parse(target).root === target) refuse('is the filesystem root');
  for (const folder of protectedFolders(options)) {
    if (target === folder.dir) refuse(`is ${folder.name}`);
    if (isInside(folder.dir, target)) refuse(`contains ${folder.name}`);
    if (folder.closed && isInside(target, folder.dir)) refuse(`is inside ${folder.name}`);
  }

  if (!existsSync(given) && !isLink(given)) return null;
  const stat = lstatSync(given);
  if (stat.isSymbolicLink()) refuse('is a symbolic link', 'name the real folder instead');
  if (!stat.isDirectory()) refuse('is an existing file, not a folder');
  if (readdirSync(given).length === 0 || options.force) return null;

  const manifest = readBuildManifest(given);
  if (!manifest)
    refuse(`is a folder with files that site build did not write`, 'empty it, choose another folder such as "dist", or pass --force to replace it');
  const present = listFolder(given);
  const strangers = present.filter((file) => file !== BUILD_MANIFEST && !manifest!.names.has(file));
  if (strangers.length === 1)
    refuse(`holds a file the last build did not write ("${strangers[0]}")`, 'move it out, or pass --force to replace the folder anyway');
  if (strangers.length > 1)
    refuse(
      `holds ${strangers.length} files the last build did not write ("${strangers[0]}", …)`,
      'move them out, or pass --force to replace the folder anyway',
    );
  return new Set(present);
}

/**
 * Throws UsageError (exit 2, one sentence) unless `dir` is a folder written by
 * site build: `site serve --out .` would otherwise publish the project, .git included.
 */
export function requireBuiltFolder(dir: string, label: string): void {
  const rebuild = `run "site build --out ${label}" first`;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`--out ${label}: no built site there; ${rebuild}`);
  if (!readBuildManifest(dir))
    throw new UsageError(`--out ${label}: not a folder written by site build (it has no ${BUILD_MANIFEST}), so it is not served; ${rebuild}`);
}

function protectedFolders(options: OutputGuardOptions): Protected[] {
  const folders: Protected[] = [{ dir: realish(homedir()), name: 'your home folder', closed: false }];
  for (const root of new Set(options.projectRoots.map(realish))) {
    folders.push({ dir: root, name: `the project folder "${root}"`, closed: false });
    for (const sub of ['templates', 'src', 'node_modules', '.git'])
      folders.push({ dir: path.join(root, sub), name: `the project's ${sub}/ folder`, closed: true });
  }
  folders.push({ dir: realish(options.dataDir), name: 'the data folder', closed: true });
  return folders;
}

/** The absolute path with symbolic links resolved as far as the path exists, so a link cannot hide a protected folder. */
function realish(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return path.join(realpathSync(existing), path.relative(existing, absolute));
}

/** Whether `child` is strictly below `parent`. */
function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Every file, folder and link below `dir` (links are not followed), sorted. */
function listFolder(dir: string): string[] {
  return folderEntries(dir).map((entry) => entry.name);
}
