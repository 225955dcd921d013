// Pages rendered in worker threads (src/render/pool.ts) are the pages a
// single-threaded build writes, byte for byte, whichever thread took a batch.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticData } from '../../../bench/synthetic.ts';
import { buildSite } from '../../../src/build.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { siteTemplates, siteTemplatesModule } from '../../../src/cli/templates.ts';
import { repoData, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

describe('site build on several threads', () => {
  it('writes the same files as on one thread', async () => {
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
});
