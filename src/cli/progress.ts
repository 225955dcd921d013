import { SingleBar } from 'cli-progress';
import type { BuildProgress } from '../build/types.ts';

/** The clock the reporter reads (injected so tests can drive it). */
export interface ProgressClock {
  now(): number;
}

/** Where progress goes: stderr, or a fake stream in tests. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressOptions {
  stream: ProgressStream;
  /** True in CI (the `CI` variable set): plain lines even on a terminal. */
  ci: boolean;
  clock?: ProgressClock;
  /** Nothing is shown of a step before it has run this long (fast builds print nothing). */
  quietMs?: number;
  /** Without a terminal, one line at most this often. */
  lineEveryMs?: number;
}

const realClock: ProgressClock = { now: () => performance.now() };

/**
 * A progress reporter for `site build` on stderr: a bar (cli-progress) on a terminal,
 * a plain line every few seconds in CI or when stderr is not a terminal, nothing for
 * a step that finishes within `quietMs`. The build only calls start/tick/stop; each
 * start begins a step of its own (the pages, then the social cards to draw).
 */
export function createProgress(options: ProgressOptions): BuildProgress {
  const clock = options.clock ?? realClock;
  const quietMs = options.quietMs ?? 2000;
  const lineEveryMs = options.lineEveryMs ?? 5000;
  const terminal = options.stream.isTTY === true && !options.ci;
  let startedAt = 0;
  let total = 0;
  let done = 0;
  let unit = 'pages';
  let lastLine = -Infinity;
  let bar: SingleBar | null = null;

  const rate = () => done / Math.max((clock.now() - startedAt) / 1000, 0.001);
  const showBar = () => {
    bar ??= newBar(options.stream);
    if (!bar.isActive) bar.start(total, done, { rate: formatRate(rate()), unit });
    else bar.update(done, { rate: formatRate(rate()), unit });
  };
  const showLine = (now: number) => {
    if (now - lastLine < lineEveryMs) return;
    lastLine = now;
    options.stream.write(`${progressLine(done, total, rate(), unit)}\n`);
  };
  const finishBar = () => {
    if (!bar?.isActive) return;
    bar.update(done);
    bar.stop();
  };

  return {
    start(count, what = 'pages') {
      finishBar();
      startedAt = clock.now();
      lastLine = -Infinity;
      total = count;
      done = 0;
      unit = what;
    },
    tick() {
      done += 1;
      const now = clock.now();
      if (now - startedAt < quietMs) return;
      if (terminal) showBar();
      else showLine(now);
    },
    stop: finishBar,
  };
}

/** The CI line: "site build: 1,200/20,053 pages (6%), 1,350 pages/s, about 14 s left". */
export function progressLine(done: number, total: number, perSecond: number, unit = 'pages'): string {
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const left = perSecond > 0 ? Math.ceil((total - done) / perSecond) : 0;
  return `site build: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${unit} (${percent}%), ${formatRate(perSecond)} ${unit}/s, about ${timeLeft(left)} left`;
}

/** "14 s", "3 min" (a large site's first build may draw its social cards for many minutes). */
function timeLeft(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

function formatRate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en-US');
}

function newBar(stream: ProgressStream): SingleBar {
  return new SingleBar({
    stream: stream as NodeJS.WritableStream,
    format: 'Building [{bar}] {percentage}% | {value}/{total} {unit} | {rate} {unit}/s | ETA {eta_formatted}',
    hideCursor: true,
    clearOnComplete: true,
    barsize: 30,
  });
}
