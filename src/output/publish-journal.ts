// The journal of a publish in place (output/update.ts). Moving the changed
// files into the output folder one by one is quick, but a kill (or a power
// cut) can land between two moves and leave the folder half the previous
// build and half the new one. So before the first move, the publish writes
// what the folder will hold once it is done (the new build's files and
// folders, and the previous build's, to know what it may remove) into its
// aside folder; the journal goes once the new manifest is written. A later
// build that finds a journal left by a process that is gone finishes that
// publish (build/staging.ts): the staging folder holds every changed file not
// yet moved, so the folder ends up exactly the new build, and its manifest is
// recomputed from the files it then holds.

import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../files/atomic-write.ts';
import { BUILD_MANIFEST, folderEntries, writeManifest } from './manifest.ts';

/** Inside the publish's aside folder, which only that publish writes (never an output path: the output holds no other dot file at its top). */
const JOURNAL = '.site-publish-journal.json';

export interface PublishPlan {
  /** Every file and folder the output holds once the publish is done (the manifest aside). */
  names: string[];
  /** The files among them. */
  files: string[];
  /** What the previous build listed: the only names a finishing publish may remove. */
  previous: string[];
}

export function writeJournal(aside: string, plan: PublishPlan): void {
  mkdirSync(aside, { recursive: true });
  writeFileAtomicSync(path.join(aside, JOURNAL), `${JSON.stringify(plan)}\n`);
}

export function removeJournal(aside: string): void {
  rmSync(path.join(aside, JOURNAL), { force: true });
}

/** The plan of a publish that began and did not end, or null (no journal, or one cut short, which means no move was made). */
export function readJournal(aside: string): PublishPlan | null {
  try {
    const plan = JSON.parse(readFileSync(path.join(aside, JOURNAL), 'utf8')) as PublishPlan;
    return Array.isArray(plan.names) && Array.isArray(plan.files) && Array.isArray(plan.previous) ? plan : null;
  } catch {
    return null;
  }
}

/**
 * Finishes the publish of `staging` into `outDir` as `plan` says: the files
 * still in the staging folder are moved in (each replacing what is there),
 * what the previous build had and the new one has not is removed, and the
 * manifest is written from the files the folder then holds. Each step can be
 * done again: interrupted itself, it is finished by the next build.
 */
export function finishPublish(staging: string, outDir: string, plan: PublishPlan): void {
  const at = (name: string) => path.join(outDir, name);
  if (existsSync(staging)) {
    for (const { name, folder } of folderEntries(staging)) {
      if (folder) {
        if (!isFolder(at(name))) {
          rmSync(at(name), { force: true });
          mkdirSync(at(name), { recursive: true });
        }
      } else {
        mkdirSync(path.dirname(at(name)), { recursive: true });
        if (isFolder(at(name))) rmSync(at(name), { recursive: true });
        renameSync(path.join(staging, name), at(name));
      }
    }
  }
  const keep = new Set(plan.names);
  const gone = plan.previous.filter((name) => !keep.has(name) && exists(at(name)));
  // files first, then folders deepest first (a folder goes only once empty: anything else in it stays)
  for (const name of gone.filter((n) => !isFolder(at(n)))) rmSync(at(name), { force: true });
  for (const name of gone.filter((n) => isFolder(at(n))).sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(at(name));
    } catch {
      // not empty: something the build did not write is in it; the next build's guard names it
    }
  }
  const totals = { files: 0, bytes: 0 };
  for (const file of plan.files) {
    totals.files++;
    totals.bytes += lstatSync(at(file)).size;
  }
  writeManifest(outDir, plan.names.filter((name) => name !== BUILD_MANIFEST).sort(), totals);
}

function exists(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}

function isFolder(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
