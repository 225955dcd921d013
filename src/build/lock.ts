// One build per output folder. Two builds into one folder, one paused while
// it publishes (a slow disk, a laptop lid), left it a mix of both. A build
// takes a lock file beside its output folder for its whole run: created with
// O_EXCL (only one process can create it), holding the process id, host and
// start time, removed on every way out (done, failed, Ctrl-C: src/cli/
// interrupt.ts; process exit). A lock whose process is gone (kill -9, a
// power cut) is taken over with a one-line note; a live one is waited for
// briefly, then the build refuses with one sentence. `site dev` serves from
// memory and never takes it.

import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { UsageError } from '../errors.ts';

/** What a lock file holds. */
interface Holder {
  pid: number;
  host: string;
  /** When the holding process started, ms since 1970. */
  started: number;
}

export interface OutputLock {
  /** Removes the lock file if it is still this build's (idempotent, synchronous: it runs on the way out of an interrupted process too). */
  release(): void;
}

export interface LockOptions {
  /** How long to wait for a live build to finish before refusing (ms). */
  wait?: number;
  /** Told one line when a stale lock is taken over. */
  note?: (line: string) => void;
  /** How the user named the output folder, for messages. */
  label?: string;
}

const DEFAULT_WAIT = 5000;
const POLL = 100;

/** The lock file of an output folder: beside it, since the folder itself is replaced whole by a build. */
export function lockFile(outDir: string): string {
  const target = path.resolve(outDir);
  return path.join(path.dirname(target), `.${path.basename(target)}.site-lock`);
}

/** Takes the lock of `outDir` (creating its parent folder), waiting up to `wait` ms for a live holder. */
export async function lockOutput(outDir: string, options: LockOptions = {}): Promise<OutputLock> {
  const file = lockFile(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const me: Holder = { pid: process.pid, host: hostname(), started: Math.round(Date.now() - process.uptime() * 1000) };
  const deadline = Date.now() + (options.wait ?? DEFAULT_WAIT);
  for (;;) {
    if (tryCreate(file, me, options.label ?? outDir)) return heldLock(file, me);
    const holder = readHolder(file);
    if (holder === undefined) continue; // removed meanwhile: try again
    if (holder === null || !isRunning(holder)) {
      takeOver(file);
      options.note?.(`site build: took over the lock of "${options.label ?? outDir}" from a build that is no longer running (${describe(holder)})`);
      continue;
    }
    if (Date.now() >= deadline)
      throw new UsageError(
        `another site build (${describe(holder)}) is writing to "${options.label ?? outDir}"; wait for it to finish and build again (if no build is running, remove ${file})`,
      );
    await sleep(POLL);
  }
}

function tryCreate(file: string, me: Holder, label: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new UsageError(
      `cannot create the lock file ${file} beside the output folder "${label}" (${code}); build into a folder whose parent you can write to`,
    );
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function heldLock(file: string, me: Holder): OutputLock {
  const release = () => {
    const holder = readHolder(file);
    if (holder && holder.pid === me.pid && holder.started === me.started && holder.host === me.host) rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}

/** The lock's holder; null for a lock file that cannot be read as one (cut short by a crash), undefined for none. */
function readHolder(file: string): Holder | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.started === 'number' ? (value as Holder) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder still runs. Only a process on this host can be asked;
 * one on another (an output folder on a shared disk) counts as running.
 */
function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/**
 * Removes a stale lock so the next try can create one. It is renamed first
 * (only one process can rename a given file), and put back if what was
 * renamed is a live build's: another build took the stale one over and
 * holds a new one meanwhile.
 */
function takeOver(file: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: someone else took it over
  }
  const renamed = readHolder(aside);
  if (renamed && isRunning(renamed)) renameSync(aside, file);
  else rmSync(aside, { force: true });
}

function describe(holder: Holder | null): string {
  if (!holder) return 'a lock file that cannot be read';
  const started = new Date(holder.started).toISOString().replace('T', ' ').slice(0, 19);
  return `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, started ${started} UTC`;
}
