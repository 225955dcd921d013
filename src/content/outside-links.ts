// The content folder may not reach outside itself: a symbolic link in it that
// leads elsewhere on the machine (data/towns.yaml → /etc/passwd, an image →
// ~/.ssh/id_rsa) would read that file into the build, its messages or the
// published site. Links to files inside the data folder are fine (the build
// copies the file, not the link); links to folders are refused (loops). Only
// what the build reads is checked: the content files and images/.

import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { contentPatterns } from './files.ts';

/** Everything the build reads from the data folder, as globs. */
const READ = [...contentPatterns, 'images', 'images/**'];
/** Folders the content globs go through (a link there would not be listed below it). */
const FOLDERS = [...new Set(contentPatterns.map((pattern) => path.dirname(pattern)).filter((dir) => dir !== '.'))];

/** One problem per symbolic link the build would read that leads outside the data folder, to a folder, or nowhere. */
export function linkProblems(dataDir: string, shown: (file: string) => string): ContentProblem[] {
  const root = realpathSync(dataDir);
  const entries = fg.sync(READ, { cwd: dataDir, dot: true, onlyFiles: false, followSymbolicLinks: false, objectMode: true });
  const links = [...FOLDERS.filter((dir) => isLink(path.join(dataDir, dir))), ...entries.filter((e) => e.dirent.isSymbolicLink()).map((e) => e.path)];
  return links.flatMap((relative) => {
    const link = path.join(dataDir, relative);
    const fault = linkFault(link, root);
    return fault ? [{ code: ErrorCodes.link, message: `${shown(link)} is a symbolic link that ${fault}; put the file itself in the data folder` }] : [];
  });
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
  return statSync(target).isDirectory() ? 'leads to a folder' : null;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
