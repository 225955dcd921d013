import { describe, expect, it } from 'vitest';
import { createProgress, progressLine } from '../../../src/cli/progress.ts';

/** A stream that records what is written; `tty` makes it look like a terminal to cli-progress. */
function fakeStream(tty: boolean) {
  const written: string[] = [];
  const stream = {
    isTTY: tty,
    columns: 120,
    write: (text: string) => void written.push(text),
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
    on: () => stream,
    removeListener: () => stream,
  };
  return { stream, text: () => written.join('') };
}

function fakeClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

type Progress = ReturnType<typeof createProgress>;
type Clock = ReturnType<typeof fakeClock>;

/** `count` things done, each taking `msEach` of the fake clock. */
function tick(progress: Progress, clock: Clock, count: number, msEach: number) {
  for (let i = 0; i < count; i++) {
    clock.advance(msEach);
    progress.tick();
  }
}

/** Renders `pages` pages, each taking `msPerPage` of the fake clock. */
function run(progress: Progress, clock: Clock, pages: number, msPerPage: number) {
  progress.start(pages);
  tick(progress, clock, pages, msPerPage);
  progress.stop();
}

describe('build progress', () => {
  it('prints nothing for a build that finishes within 2 s, on a terminal or not', () => {
    for (const tty of [true, false]) {
      const clock = fakeClock();
      const out = fakeStream(tty);
      run(createProgress({ stream: out.stream, ci: false, clock }), clock, 1000, 1.5);
      expect(out.text()).toBe('');
    }
  });

  it('in CI prints a plain line every 5 s with pages done, rate and estimate', () => {
    const clock = fakeClock();
    const out = fakeStream(true);
    run(createProgress({ stream: out.stream, ci: true, clock }), clock, 20_000, 1); // 20 s at 1,000 pages/s
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(4); // at 2 s, 7 s, 12 s and 17 s
    expect(lines[0]).toBe('site build: 2,000/20,000 pages (10%), 1,000 pages/s, about 18 s left');
    expect(lines[3]).toBe('site build: 17,000/20,000 pages (85%), 1,000 pages/s, about 3 s left');
    expect(out.text()).not.toContain('\x1b'); // no terminal control codes in a CI log
  });

  it('without a terminal behaves as in CI', () => {
    const clock = fakeClock();
    const out = fakeStream(false);
    run(createProgress({ stream: out.stream, ci: false, clock }), clock, 3000, 1);
    expect(out.text()).toBe('site build: 2,000/3,000 pages (66%), 1,000 pages/s, about 1 s left\n');
  });

  it('on a terminal draws a bar once the build has run 2 s', () => {
    const clock = fakeClock();
    const out = fakeStream(true);
    const progress = createProgress({ stream: out.stream, ci: false, clock });
    progress.start(5000);
    tick(progress, clock, 2500, 1);
    expect(out.text()).toMatch(/Building \[.*\] \d+% \| 2000\/5000 pages \| 1,000 pages\/s \| ETA /);
    progress.stop();
  });

  it('shows each step with its own count and unit: the pages, then the social cards to draw', () => {
    const clock = fakeClock();
    const out = fakeStream(false);
    const progress = createProgress({ stream: out.stream, ci: true, clock });
    progress.start(3000);
    tick(progress, clock, 3000, 1);
    progress.start(5000, 'social cards'); // 25 ms a card: over two minutes
    tick(progress, clock, 100, 25);
    progress.stop();
    expect(out.text().trimEnd().split('\n')).toEqual([
      'site build: 2,000/3,000 pages (66%), 1,000 pages/s, about 1 s left',
      'site build: 80/5,000 social cards (1%), 40 social cards/s, about 2 min left',
    ]);
  });

  it('on a terminal ends the pages bar and draws one for the social cards', () => {
    const clock = fakeClock();
    const out = fakeStream(true);
    const progress = createProgress({ stream: out.stream, ci: false, clock });
    progress.start(2500);
    tick(progress, clock, 2500, 1);
    progress.start(200, 'social cards');
    tick(progress, clock, 100, 25);
    expect(out.text()).toMatch(/\| 2000\/2500 pages \|/);
    expect(out.text()).toMatch(/\| 80\/200 social cards \| 40 social cards\/s \|/);
    progress.stop();
  });

  it('formats a line for an empty site', () => {
    expect(progressLine(0, 0, 0)).toBe('site build: 0/0 pages (100%), 0 pages/s, about 0 s left');
  });
});
