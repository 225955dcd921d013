// Saving in the CMS never breaks the site: every data file, read and written
// back the way the CMS does (cms/format.ts, with the value passing through
// the editor as JSON), keeps its value and its schema line, and the site
// built from the rewritten files is the same, byte for byte.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/pipeline.ts';
import { contentFiles } from '../../../src/content/files.ts';
import { cmsConfig } from '../../../src/cms/config.ts';
import { readData, writeData, type DataFormat } from '../../../src/cms/format.ts';
import { dataLayout } from '../../../src/cms/layout.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { copyOfData, repoData, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const { formats } = cmsConfig({
  layout: dataLayout(repoData),
  templates: siteTemplates.pages,
  backend: { kind: 'local', repo: 'basin-peak/website', branch: 'main' },
  dataPath: '',
});

/** The format the CMS reads a data file with, by its path in the data folder. */
function formatOf(file: string): DataFormat {
  const kind = contentFiles.find((k) => path.matchesGlob(file, k.pattern) || (k.items && path.matchesGlob(file, k.items.pattern)));
  const schema = kind?.items && path.matchesGlob(file, kind.items.pattern) ? kind.items.schema : kind?.schema;
  const format = formats[`data-${schema}`];
  if (!format) throw new Error(`no CMS format for ${file}`);
  return format;
}

/** What a save in the CMS writes for an unchanged entry. */
function saved(text: string, format: DataFormat): string {
  return writeData(JSON.parse(JSON.stringify(readData(text, format))), format);
}

describe('a file saved by the CMS', () => {
  it('keeps its value and its schema line', async () => {
    const files = await fg('**/*.yaml', { cwd: repoData, ignore: ['schema/**'] });
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = await readFile(path.join(repoData, file), 'utf8');
      const after = saved(text, formatOf(file));
      expect({ file, value: load(after) }).toEqual({ file, value: load(text) });
      expect(after.split('\n')[0]).toBe(text.split('\n')[0]);
    }
  });

  it('builds the same site byte for byte', async () => {
    const original = await copyOfData();
    const rewritten = await copyOfData();
    for (const file of await fg('**/*.yaml', { cwd: rewritten, ignore: ['schema/**'] })) {
      const full = path.join(rewritten, file);
      await writeFile(full, saved(await readFile(full, 'utf8'), formatOf(file)));
    }
    const root = path.resolve(import.meta.dirname, '../../..');
    const build = async (dataDir: string) => {
      const outDir = path.join(await scratchDir('cms-out'), 'out');
      await buildSite({ root, dataDir, outDir, date: '2026-01-15', templates: siteTemplates, imageCacheDir: await scratchDir('cms-images') });
      const files = await snapshotFolder(outDir);
      delete files['.site-build.json']; // the build's own record names its folders
      return files;
    };
    const [before, after] = [await build(original), await build(rewritten)];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const file of Object.keys(before)) expect({ file, same: after[file] === before[file] }).toEqual({ file, same: true });
  }, 120_000);

  it('leaves out a field the owner emptied, and turns a map edited as a list back into the map', () => {
    const faqs = formatOf('faqs.yaml');
    const edited = { items: [{ key: 'general', value: [{ question: 'Q?', answer: 'A.', extra: '' }] }] };
    expect(load(writeData(edited, faqs))).toEqual({ general: [{ question: 'Q?', answer: 'A.' }] });
  });
});
