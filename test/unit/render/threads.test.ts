// Pages rendered in worker threads (src/render/pool.ts) are the pages a
// single-threaded build writes, byte for byte, whichever thread took a batch.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { syntheticData } from '../../../bench/synthetic.ts';
import { buildSite } from '../../../src/build/pipeline.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { siteTemplates, siteTemplatesModule } from '../../../src/site-templates.ts';
import { NO_IMAGES } from '../../../src/images/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { renderPages, RenderWorkers } from '../../../src/render/pool.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { repoData, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** Render workers started in this file's tests, how many of them have stopped, and the keys of the assets each was sent. */
const workers = vi.hoisted(() => ({ started: 0, stopped: 0, assets: [] as string[][] }));
vi.mock('node:worker_threads', async (original) => {
  const actual = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      workers.started++;
      this.once('exit', () => workers.stopped++);
    }
    override postMessage(message: unknown, transfer?: readonly import('node:worker_threads').Transferable[]) {
      const assets = (message as { assets?: object }).assets;
      if (assets) workers.assets.push(Object.keys(assets).sort());
      super.postMessage(message, transfer);
    }
  }
  return { ...actual, Worker: CountedWorker };
});

describe('pages rendered on several threads', () => {
  it('workers write the pages the main thread writes', async () => {
    const scratch = await scratchDir('site-threads');
    const data = path.join(scratch, 'data');
    await syntheticData(repoData, data, 100); // about 250 pages: four batches
    const { content } = await loadSite(data, siteTemplates);
    const pages = buildRoutes(content).filter((route) => route.type === 'page');
    const render = async (name: string, threads: number) => {
      let written = 0;
      const outDir = path.join(scratch, name);
      const used = await renderPages({
        input: { content, manifest: null, images: NO_IMAGES, outDir },
        templates: siteTemplates,
        pages,
        threads,
        templatesModule: siteTemplatesModule,
        workersOnly: threads > 1,
        onPages: (count) => {
          written += count;
        },
      });
      return { used, written, files: await snapshotFolder(outDir) };
    };
    const main = await render('main', 1);
    const workers = await render('workers', 3);
    expect([main.used, workers.used]).toEqual([1, 2]);
    expect([main.written, workers.written]).toEqual([pages.length, pages.length]);
    expect(Object.keys(workers.files)).toHaveLength(pages.length);
    expect(workers.files).toEqual(main.files);
  }, 120_000);

  it('sends a worker the content once, as it starts: its assets hold only the client manifest and the images', async () => {
    const scratch = await scratchDir('site-threads');
    const { content } = await loadSite(repoData, siteTemplates);
    const pages = buildRoutes(content).filter((route) => route.type === 'page');
    const sent = workers.assets.length;
    await renderPages({
      // a whole RenderInput, content included, as the build passes it
      input: { content, manifest: null, images: NO_IMAGES, outDir: scratch },
      templates: siteTemplates,
      pages,
      threads: 2,
      templatesModule: siteTemplatesModule,
      workersOnly: true,
      onPages() {},
    });
    expect(workers.assets.slice(sent)).toEqual([['images', 'manifest']]);
  }, 120_000);

  it('the main thread does its own work first while the workers render, and a failure there fails the pages', async () => {
    const scratch = await scratchDir('site-threads');
    const data = path.join(scratch, 'data');
    await syntheticData(repoData, data, 100);
    const { content } = await loadSite(data, siteTemplates);
    const pages = buildRoutes(content).filter((route) => route.type === 'page');
    const render = (name: string, mainThreadJoins: (written: number[]) => Promise<void>) => {
      const written: number[] = [];
      const rendering = renderPages({
        input: { content, manifest: null, images: NO_IMAGES, outDir: path.join(scratch, name) },
        templates: siteTemplates,
        pages,
        threads: 2,
        templatesModule: siteTemplatesModule,
        mainThreadJoins: mainThreadJoins(written),
        onPages: (count) => void written.push(count),
      });
      return { rendering, written };
    };
    let writtenMeanwhile = 0;
    const ok = render('ok', async (written) => {
      // the worker's batches are written while the main thread waits
      await vi.waitFor(() => expect(written.length).toBeGreaterThan(0), { timeout: 30_000 });
      writtenMeanwhile = written.length;
    });
    expect(await ok.rendering).toBe(2);
    expect(writtenMeanwhile).toBeGreaterThan(0);
    expect(ok.written.reduce((a, b) => a + b)).toBe(pages.length);

    const failing = render('failing', async () => {
      throw new Error('no sitemap today');
    });
    await expect(failing.rendering).rejects.toThrow('no sitemap today');
  }, 120_000);

  it('a build on three threads writes the same folder as on one', async () => {
    const scratch = await scratchDir('site-threads');
    const data = path.join(scratch, 'data');
    await syntheticData(repoData, data, 300); // about 650 pages: ten batches for three threads
    const build = (threads: number) =>
      buildSite({
        root: projectRoot,
        dataDir: data,
        outDir: path.join(scratch, `out-${threads}`),
        date: '2026-01-15',
        templates: siteTemplates,
        templatesModule: siteTemplatesModule,
        threads,
      });
    const one = await build(1);
    const three = await build(3);
    expect(one.threads).toBe(1);
    expect(three.threads).toBe(3);
    expect(three.pages).toBe(one.pages);
    expect(await snapshotFolder(path.join(scratch, 'out-3'))).toEqual(await snapshotFolder(path.join(scratch, 'out-1')));
  }, 120_000);

  it('stops the workers it started early when the build fails before its pages', async () => {
    const scratch = await scratchDir('site-threads');
    const data = path.join(scratch, 'data');
    await syntheticData(repoData, data, 300);
    const before = { ...workers };
    const failing = buildSite({
      root: projectRoot,
      dataDir: data,
      outDir: path.join(scratch, 'out'),
      date: '2026-01-15',
      templates: siteTemplates,
      templatesModule: siteTemplatesModule,
      threads: 3,
      // fails once the workers have started and the pages are about to be rendered
      progress: {
        start() {
          throw new Error('no pages today');
        },
        tick() {},
        stop() {},
      },
    });
    await expect(failing).rejects.toThrow('no pages today');
    expect(workers.started - before.started).toBe(2);
    expect(workers.stopped - before.stopped).toBe(2);
  }, 120_000);

  it('fails, rather than waits, when a worker started early has stopped before its first batch', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    const pages = buildRoutes(content).filter((route) => route.type === 'page'); // two batches: one for the worker
    const before = { ...workers };
    const early = new RenderWorkers(content, new URL('./no-such-templates.ts', import.meta.url).href, 1);
    await vi.waitFor(() => expect(workers.stopped - before.stopped).toBe(1));
    const rendering = renderPages({
      input: { content, manifest: null, images: NO_IMAGES, outDir: await scratchDir('site-threads') },
      templates: siteTemplates,
      pages,
      threads: 2,
      workers: early,
      onPages() {},
    });
    await expect(rendering).rejects.toThrow(/no-such-templates/);
  });
});
