// What the build reads from the data folder must be plain files and folders
// inside it. A symbolic link that leads elsewhere on the machine
// (data/towns.yaml → /etc/passwd, an image → ~/.ssh/id_rsa) would read that
// file into the build, its messages or the published site; links to files
// inside the data folder are fine (the build copies the file, not the link),
// links to folders are refused (loops). A named pipe, socket or device where
// a file is expected would hang the read or fail the copy half way, so it is
// refused too, before anything is read or written. Only what the build reads
// is checked: the content files and images/.

import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { contentPatterns } from './files.ts';

/** Everything the build reads from the data folder, as globs. */
const READ = [...contentPatterns, 'images', 'images/**'];
/** Folders the content globs go through (a link there would not be listed below it). */
const FOLDERS = [...new Set(contentPatterns.map((pattern) => path.dirname(pattern)).filter((dir) => dir !== '.'))];

/**
 * One problem per entry the build would read that is not a regular file or
 * folder inside the data folder: a symbolic link leading outside it, to a
 * folder, nowhere or to something other than a file; a named pipe, socket or device.
 */
export function readEntryProblems(dataDir: string, shown: (file: string) => string): ContentProblem[] {
  const root = realpathSync(dataDir);
  const entries = fg.sync(READ, { cwd: dataDir, dot: true, onlyFiles: false, followSymbolicLinks: false, objectMode: true, stats: true });
  const links = [...FOLDERS.filter((dir) => isLink(path.join(dataDir, dir))), ...entries.filter((e) => e.dirent.isSymbolicLink()).map((e) => e.path)];
  const linkFaults = links.flatMap((relative) => {
    const link = path.join(dataDir, relative);
    const fault = linkFault(link, root);
    return fault ? [{ code: ErrorCodes.link, message: `${shown(link)} is a symbolic link that ${fault}; put the file itself in the data folder` }] : [];
  });
  const special = entries.flatMap((e) => {
    const kind = specialKind(e.stats!);
    if (!kind) return [];
    const file = shown(path.join(dataDir, e.path));
    const message = `${file} is ${kind}, not a file: the build reads only plain files and folders here; remove it, or put the file itself in its place`;
    return [{ code: ErrorCodes.notAFile, message, location: { file, line: 1, column: 1 } }];
  });
  return [...linkFaults, ...special];
}

/** What a directory entry is when it is neither a file, a folder nor a link: "a named pipe (FIFO)". */
function specialKind(stats: Stats): string | null {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return null;
}

function linkFault(link: string, root: string): string | null {
  let target: string;
  try {
    target = realpathSync(link);
  } catch {
    return 'leads nowhere';
  }
  const rel = path.relative(root, target);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return `leads outside the data folder (to ${target})`;
  const stats = statSync(target);
  if (stats.isDirectory()) return 'leads to a folder';
  const kind = specialKind(stats);
  return kind ? `leads to ${kind}` : null;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
