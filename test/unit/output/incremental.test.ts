// Incremental builds (src/output/incremental.ts): a rebuild into the same
// folder renders only the pages whose inputs changed, and its output is the
// output of a clean build of the same content, byte for byte.
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/pipeline.ts';
import type { BuildSummary } from '../../../src/build/types.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { siteTemplates } from '../../../src/site-templates.ts';
import { readPageHashes, writePageHashes } from '../../../src/output/incremental.ts';
import { BUILD_MANIFEST } from '../../../src/output/manifest.ts';
import { copyOfData, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { moveTownsToFiles } from '../helpers/town-files.ts';

describe('incremental site build', () => {
  it('renders only what changed, and writes what a clean build writes', async () => {
    const data = await copyOfData();
    const scratch = await scratchDir('site-incremental');
    const out = path.join(scratch, 'dist');
    const build = (outDir: string, clean = false): Promise<BuildSummary> =>
      buildSite({ root: projectRoot, dataDir: data, outDir, date: '2026-01-15', templates: siteTemplates, clean });
    let cleanBuilds = 0;
    const expectSameAsClean = async () => {
      const other = path.join(scratch, `clean-${cleanBuilds++}`);
      await build(other, true);
      expect(await snapshotFolder(out)).toEqual(await snapshotFolder(other));
    };
    const towns = path.join(data, 'towns.yaml');
    const edit = async (from: string | RegExp, to: string) => {
      const text = await readFile(towns, 'utf8');
      expect(text).toMatch(from);
      await writeFile(towns, text.replace(from, to));
    };

    const first = await build(out);
    expect(first.rendered).toBe(first.pages);
    const folder = (await stat(out)).ino;

    // Nothing changed: nothing is rendered.
    expect((await build(out)).rendered).toBe(0);
    await expectSameAsClean();

    // One town's description: its two pages, its neighbours' pages that show it, and the service-area map.
    await edit('Our home base at the east gate to Yellowstone.', 'Our home base, east of Yellowstone.');
    const described = await build(out);
    expect(described.rendered).toBeGreaterThan(2);
    expect(described.rendered).toBeLessThan(first.pages / 2);
    await expectSameAsClean();

    // A town's position.
    await edit('{ lat: 44.7155, lng: -108.8649 }', '{ lat: 44.7255, lng: -108.8649 }');
    expect((await build(out)).rendered).toBeGreaterThan(0);
    await expectSameAsClean();

    // A town's name, which its social card shows: the card is drawn again and replaces the one in place.
    await edit('\n- name: Lovell\n', '\n- name: Lovell Flats\n');
    expect((await build(out)).rendered).toBeGreaterThan(0);
    await expectSameAsClean();

    // A town removed: its pages are gone, and every page that showed it is rendered again.
    await edit(/\n- name: Ralston\n[\s\S]*$/, '\n');
    const removed = await build(out);
    expect(removed.pages).toBeLessThan(first.pages);
    await expectSameAsClean();

    // Every rebuild so far was published in place (output/update.ts): the folder is the one the first build made.
    expect((await stat(out)).ino).toBe(folder);

    // --clean renders everything, into a new folder that replaces the old one whole.
    expect((await build(out, true)).rendered).toBe(removed.pages);
    expect((await stat(out)).ino).not.toBe(folder);
  }, 240_000);

  it('publishes a post dated the day after the last build when the build date reaches it, with no other change, as a clean build writes it', async () => {
    const data = await copyOfData();
    const blog = path.join(data, 'blog.yaml');
    await writeFile(blog, (await readFile(blog, 'utf8')).replace('publishDate: "2024-08-05"', 'publishDate: "2026-01-16"'));
    const scratch = await scratchDir('site-incremental');
    const out = path.join(scratch, 'dist');
    const build = (outDir: string, date: string, clean = false): Promise<BuildSummary> =>
      buildSite({ root: projectRoot, dataDir: data, outDir, date, templates: siteTemplates, clean });

    const today = await build(out, '2026-01-15');
    expect(today.held).toEqual([{ kind: 'blog post', name: 'prevent-frozen-pipes-wyoming-winter', until: '2026-01-16' }]);
    const tomorrow = await build(out, '2026-01-16');
    expect(tomorrow.held).toEqual([]);
    expect(tomorrow.pages).toBe(today.pages + 1);
    await build(path.join(scratch, 'clean'), '2026-01-16', true);
    expect(await snapshotFolder(out)).toEqual(await snapshotFolder(path.join(scratch, 'clean')));
  }, 240_000);

  it('with towns one per file: renders the pages of an edited town file again, as a clean build writes them', async () => {
    const data = await copyOfData();
    await moveTownsToFiles(data, '- name: Lovell');
    const scratch = await scratchDir('site-incremental');
    const build = (outDir: string, clean = false): Promise<BuildSummary> =>
      buildSite({ root: projectRoot, dataDir: data, outDir, date: '2026-01-15', templates: siteTemplates, clean });
    const out = path.join(scratch, 'dist');
    await build(out);
    expect((await build(out)).rendered).toBe(0);
    // the town's hash is the key of its file's text (the parse cache's): an edit changes it, and only its pages render
    const file = path.join(data, 'towns', 'lovell.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('near Bighorn Canyon.', 'by Bighorn Canyon.'));
    const edited = await build(out);
    expect(edited.rendered).toBeGreaterThan(2);
    expect(edited.rendered).toBeLessThan(edited.pages / 2);
    const clean = path.join(scratch, 'clean');
    await build(clean, true);
    expect(await snapshotFolder(out)).toEqual(await snapshotFolder(clean));
  }, 120_000);

  it('renders a page missing from the output, and every page when the folder is not the one the last build wrote', async () => {
    const data = await copyOfData();
    const scratch = await scratchDir('site-incremental');
    const build = (outDir: string) => buildSite({ root: projectRoot, dataDir: data, outDir, date: '2026-01-15', templates: siteTemplates });
    const out = path.join(scratch, 'dist');
    const first = await build(out);
    // a page deleted from the output by hand: rendered again, the others carried over
    const cody = await readFile(path.join(out, 'cody.html'));
    await rm(path.join(out, 'cody.html'));
    expect((await build(out)).rendered).toBe(1);
    expect(await readFile(path.join(out, 'cody.html'))).toEqual(cody);
    // another build replaced the folder's manifest: the records no longer describe it
    await writeFile(path.join(out, '.site-build.json'), await readFile(path.join(out, '.site-build.json')));
    expect((await build(out)).rendered).toBe(first.pages);
  }, 120_000);

  it('accepts a folder a build left half published in place (killed mid-way), and renders every page into it', async () => {
    const data = await copyOfData();
    const scratch = await scratchDir('site-incremental');
    const build = (outDir: string, clean = false) =>
      buildSite({ root: projectRoot, dataDir: data, outDir, date: '2026-01-15', templates: siteTemplates, clean });
    const out = path.join(scratch, 'dist');
    const first = await build(out);
    // what a publish in place stopped after its first steps leaves: a manifest listing both builds' files, one new file in place, one old one gone
    const manifest = JSON.parse(await readFile(path.join(out, '.site-build.json'), 'utf8')) as { generator: string; files: string[] };
    await writeFile(path.join(out, 'towns-next.html'), 'from the build that was killed');
    await rm(path.join(out, 'cody.html'));
    await writeFile(
      path.join(out, '.site-build.json'),
      JSON.stringify({ generator: manifest.generator, files: [...manifest.files, 'towns-next.html'].sort() }),
    );
    expect((await build(out)).rendered).toBe(first.pages);
    const clean = path.join(scratch, 'clean');
    await build(clean, true);
    expect(await snapshotFolder(out)).toEqual(await snapshotFolder(clean));
  }, 120_000);

  it('keeps the records of the 64 output folders built last', async () => {
    const root = await scratchDir('site-records');
    const outs = Array.from({ length: 66 }, (_, i) => path.join(root, `out-${i}`));
    const written = new Set<string>();
    for (const [i, out] of outs.entries()) {
      await mkdir(out);
      await writeFile(path.join(out, BUILD_MANIFEST), '{}');
      await writePageHashes(root, out, new Map([['index.html', `hash-${i}`]]));
      // written in this order, whatever the grain of the file system's clock
      const records = path.join(root, 'node_modules/.cache/site-pages');
      const newest = (await readdir(records)).filter((name) => !written.has(name));
      for (const name of newest) await utimes(path.join(records, name), i + 1, i + 1);
      for (const name of newest) written.add(name);
    }
    expect(await readdir(path.join(root, 'node_modules/.cache/site-pages'))).toHaveLength(64);
    expect(await readPageHashes(root, outs[65])).toEqual(new Map([['index.html', 'hash-65']]));
    expect(await readPageHashes(root, outs[2])).toEqual(new Map([['index.html', 'hash-2']]));
    expect(await readPageHashes(root, outs[1])).toEqual(new Map());
    expect(await readPageHashes(root, outs[0])).toEqual(new Map());
  });
});
