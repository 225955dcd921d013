// When a build hashes its pages (src/build/incremental.ts): a build that keeps pages of
// the previous one needs the hashes before it renders, to know which pages
// changed; a build that renders every page needs them only for its records,
// and its render workers start on the pages without waiting for them.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../src/build/pipeline.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { siteTemplates, siteTemplatesModule } from '../../../src/site-templates.ts';
import { copyOfData } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** What the build did, in order: "hashes" when it hashed its pages, "batch" for each batch of pages sent to a render worker. */
const steps = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/output/incremental.ts', async (original) => {
  const actual = await original<typeof import('../../../src/output/incremental.ts')>();
  const pageHashes: typeof actual.pageHashes = (...args) => {
    steps.push('hashes');
    return actual.pageHashes(...args);
  };
  return { ...actual, pageHashes };
});
vi.mock('node:worker_threads', async (original) => {
  const actual = await original<typeof import('node:worker_threads')>();
  class LoggedWorker extends actual.Worker {
    override postMessage(message: unknown, transfer?: readonly import('node:worker_threads').Transferable[]) {
      if ((message as { routes?: unknown }).routes) steps.push('batch');
      super.postMessage(message, transfer);
    }
  }
  return { ...actual, Worker: LoggedWorker };
});

describe('page hashes', () => {
  it('are computed while the pages render when every page renders, and before the pages when some are kept (--force included)', async () => {
    const data = await copyOfData();
    const out = path.join(await scratchDir('site-hash-timing'), 'dist');
    const build = async (clean: boolean, force = false) => {
      steps.length = 0;
      const summary = await buildSite({
        root: projectRoot,
        dataDir: data,
        outDir: out,
        date: '2026-01-15',
        templates: siteTemplates,
        templatesModule: siteTemplatesModule,
        threads: 2,
        clean,
        force,
      });
      return { summary, steps: [...steps] };
    };

    const first = await build(false); // no previous build
    expect(first.steps.indexOf('hashes')).toBeGreaterThan(first.steps.indexOf('batch'));
    expect(first.steps.indexOf('batch')).toBe(0);

    const rebuilt = await build(false); // into the previous build: the hashes say which pages to keep (all of them)
    expect(rebuilt.steps).toEqual(['hashes']);
    expect(rebuilt.summary.rendered).toBe(0);

    // --force: the guard does not look at the folder, and the last build's records still keep its pages
    const forced = await build(false, true);
    expect(forced.steps).toEqual(['hashes']);
    expect(forced.summary.rendered).toBe(0);

    const clean = await build(true);
    expect(clean.steps.indexOf('batch')).toBe(0);
    expect(clean.steps).toContain('hashes');
    expect(clean.summary.rendered).toBe(clean.summary.pages);
    expect((await build(false)).summary.rendered).toBe(0); // the records the clean build wrote
  }, 120_000);
});
