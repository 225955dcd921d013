// Publishing an incremental build in place. A build that carries most pages
// over from the previous one writes only what changed into its staging
// folder; instead of filling the staging folder with links to 30,000
// unchanged files and then removing the 30,000 files of the previous folder
// (about a second at 10,000 towns), the changed files are moved into the
// output folder, each replacing its previous version by a rename, and files
// of the previous build that the new one does not have are moved out.
//
// A failed build never reaches this step, so the output stays as it was. The
// moves themselves are synchronous renames on one disk (milliseconds for an
// edit), so no signal handler runs in between; if one fails, the moves made
// are undone in reverse and the folder is exactly as it was. Before the first
// move, a journal says what the folder will hold (output/publish-journal.ts),
// and the folder's manifest lists the files of both builds: whatever stops
// the process half way (a kill, a power cut), the folder holds only files the
// tool wrote, and the next build finishes the publish before anything else.

import { existsSync, lstatSync, mkdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MANIFEST, folderEntries, readBuildManifest, writeBuildManifest, writeManifest, type FolderTotals } from './manifest.ts';
import { UsageError } from '../errors.ts';
import { linkOrCopy } from '../files/write.ts';
import { pauseForTest } from '../test-pause.ts';
import { removeJournal, writeJournal } from './publish-journal.ts';

/** One step of an update, undone by its inverse. */
type Step = { kind: 'move'; from: string; to: string } | { kind: 'mkdir'; dir: string } | { kind: 'rmdir'; dir: string };

/** Renames a file or folder (tests pass one that fails at a chosen step). */
export type Rename = (from: string, to: string) => void;

/**
 * Moves the files of `staging` into `outDir`, the previous output, keeps the
 * files in `kept` (paths from the folder, e.g. unchanged pages), and moves
 * every other file of the previous build out. Returns the new output's
 * totals, and the removal of what was moved out, which the caller awaits.
 */
export async function publishInPlace(
  staging: string,
  outDir: string,
  kept: ReadonlySet<string>,
  rename: Rename = renameSync,
): Promise<FolderTotals & { removal: Promise<void> }> {
  const previous = readBuildManifest(outDir) ?? { names: new Set<string>() };
  const staged = folderEntries(staging);
  const added = staged.map((entry) => entry.name).filter((name) => !previous.names.has(name));
  refuseNewcomers(outDir, added);
  const stagedFiles = staged.filter((entry) => !entry.folder).map((entry) => entry.name);
  const stagedFolders = staged.filter((entry) => entry.folder).map((entry) => entry.name);
  const files = new Set([...stagedFiles, ...kept]);
  const folders = withParentFolders(files, new Set(stagedFolders));
  const listing = new Set(previous.names);
  // the folder's totals, kept up to date file by file (a walk would stat 30,000 files)
  const totals = previous.totals && { ...previous.totals };
  const count = (file: string, sign: 1 | -1) => {
    if (!totals) return;
    totals.files += sign;
    totals.bytes += sign * lstatSync(file).size;
  };
  const aside = `${staging}-old`;
  const done: Step[] = [];
  const at = (name: string) => path.join(outDir, name);
  const move = (from: string, to: string) => {
    rename(from, to);
    done.push({ kind: 'move', from, to });
  };
  const moveAside = (name: string) => {
    count(at(name), -1);
    listing.delete(name);
    mkdirSync(path.dirname(path.join(aside, name)), { recursive: true });
    move(at(name), path.join(aside, name));
  };
  try {
    // The journal first: whatever stops the process from here on, the next build finishes this publish (output/publish-journal.ts).
    writeJournal(aside, { names: [...files, ...folders].sort(), files: [...files], previous: [...previous.names] });
    pauseForTest('publishing-start');
    // Then a listing of both builds' files (unless the previous one lists them all already, as after an edit):
    // until the publish is finished, the folder holds only files the tool wrote.
    if (added.length > 0) {
      linkOrCopy(at(BUILD_MANIFEST), path.join(aside, BUILD_MANIFEST)); // the previous listing stays in place until replaced whole
      done.push({ kind: 'move', from: at(BUILD_MANIFEST), to: path.join(aside, BUILD_MANIFEST) });
      writeManifest(outDir, [...previous.names, ...added].sort());
    }
    for (const name of previous.names) if (!files.has(name) && isFileOrLink(at(name))) moveAside(name);
    const emptied = [...previous.names].filter((name) => !folders.has(name) && !files.has(name) && isFolder(at(name)));
    for (const name of emptied.sort(deepestFirst)) {
      rmdirSync(at(name));
      listing.delete(name);
      done.push({ kind: 'rmdir', dir: at(name) });
    }
    for (const name of stagedFolders) {
      if (!isFolder(at(name))) {
        if (isFileOrLink(at(name))) moveAside(name);
        mkdirSync(at(name));
        done.push({ kind: 'mkdir', dir: at(name) });
      }
      listing.add(name);
    }
    const half = Math.floor(stagedFiles.length / 2);
    for (const [i, name] of stagedFiles.entries()) {
      if (i === half) pauseForTest('publishing'); // halfway: the folder holds files of both builds
      if (isFileOrLink(at(name))) moveAside(name);
      count(path.join(staging, name), 1);
      listing.add(name);
      move(path.join(staging, name), at(name));
    }
  } catch (error) {
    undo(done, rename);
    rmSync(aside, { recursive: true, force: true });
    throw error;
  }
  const published = totals ? writeManifest(outDir, [...listing].sort(), totals) : writeBuildManifest(outDir);
  pauseForTest('publishing-end');
  removeJournal(aside);
  const removal = Promise.all([rm(aside, { recursive: true, force: true }), rm(staging, { recursive: true, force: true })]);
  return { ...published, removal: removal.then(() => undefined) };
}

/**
 * The build guarded the folder before it began (output/guard.ts), and it may
 * have changed since: refuses, before any move, when the folder is no longer
 * a folder, or when a file or folder the previous build did not write is now
 * where this build writes one (publishing would replace it). Another file
 * that appeared meanwhile is left where it is, and the next build's guard
 * names it: this costs a look at each new name, where guarding again would
 * walk the whole folder.
 */
function refuseNewcomers(outDir: string, added: readonly string[]): void {
  if (!isFolder(outDir)) throw new UsageError(`the output folder "${outDir}" was removed or replaced while the site was built; nothing was published`);
  const found = added.filter((name) => exists(path.join(outDir, name)));
  if (found.length === 0) return;
  const [named, them] = found.length === 1 ? [`"${found[0]}"`, 'it'] : [`${found.length} files ("${found[0]}", …)`, 'them'];
  throw new UsageError(
    `refusing to publish into "${outDir}": ${named} appeared there while the site was built, where the last build wrote nothing; nothing was published: move ${them} out and build again`,
  );
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Undoes the steps in reverse: each file back where it was (the manifest too), each folder as it was. */
function undo(steps: Step[], rename: Rename): void {
  for (const step of [...steps].reverse()) {
    if (step.kind === 'move') rename(step.to, step.from);
    else if (step.kind === 'mkdir') rmdirSync(step.dir);
    else mkdirSync(step.dir);
  }
}

/**
 * Adds to `folders` (every folder with its parents, as a walk lists them)
 * the folders holding each of `files`: "a/b/c.html" adds "a/b" and "a". A
 * folder already there has its parents there: each file costs a look.
 */
function withParentFolders(files: Iterable<string>, folders: Set<string>): Set<string> {
  for (const file of files) {
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      const folder = file.slice(0, end);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}

/** Sorts folders so that a folder comes before the folder holding it. */
function deepestFirst(a: string, b: string): number {
  return b.split('/').length - a.split('/').length;
}

function isFileOrLink(file: string): boolean {
  try {
    return !lstatSync(file).isDirectory();
  } catch {
    return false;
  }
}

function isFolder(file: string): boolean {
  return existsSync(file) && lstatSync(file).isDirectory();
}
