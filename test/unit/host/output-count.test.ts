// The host check's file count (src/host/output-count.ts) comes from the
// modules that write the files: give one of them one more file to write and
// the count follows; what each writes is what it says it will.

import path from 'node:path';
import fg from 'fast-glob';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../../src/content/types.ts';
import { fixedOutputs } from '../../../src/host/output-count.ts';
import { adminFiles, writeAdmin } from '../../../src/cms/publish.ts';
import { copyDrawings, drawingFiles } from '../../../src/images/drawings.ts';
import { photoFileCount } from '../../../src/images/pipeline.ts';
import { imageUses } from '../../../src/images/references.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** One more file for a writer to write, switched on per test. */
const extra = vi.hoisted(() => ({ adminText: false, photoFormat: false }));

vi.mock('../../../src/cms/admin.ts', async (original) => {
  const actual = await original<typeof import('../../../src/cms/admin.ts')>();
  return {
    ...actual,
    get ADMIN_TEXT_FILES() {
      return extra.adminText ? [...actual.ADMIN_TEXT_FILES, 'extra.txt'] : actual.ADMIN_TEXT_FILES;
    },
    adminTexts: async (...args: Parameters<typeof actual.adminTexts>) => [
      ...(await actual.adminTexts(...args)),
      ...(extra.adminText ? [['extra.txt', 'extra\n'] as [string, string]] : []),
    ],
  };
});

vi.mock('../../../src/images/process.ts', async (original) => {
  const actual = await original<typeof import('../../../src/images/process.ts')>();
  return { ...actual, variantFormats: (hasAlpha: boolean) => [...actual.variantFormats(hasAlpha), ...(extra.photoFormat ? ['webp' as const] : [])] };
});

const root = path.resolve(import.meta.dirname, '../../..');
const withCms: Content = { ...contentFixture(), site: { ...contentFixture().site, cms: { repo: 'example/site' } } };
const count = async (content: Content) => (await fixedOutputs(root, repoData, content, siteTemplates.pages)).files;

describe('the host check counts what the writers write', () => {
  beforeEach(() => {
    extra.adminText = false;
    extra.photoFormat = false;
  });

  it('counts one more file when /admin/ writes one more', async () => {
    const before = await count(withCms);
    extra.adminText = true;
    expect(await count(withCms)).toBe(before + 1);
  });

  it('counts one more file per photo width when each width is written in one more format', async () => {
    const fixture = contentFixture();
    const content = { ...fixture, gallery: fixture.gallery.map((project) => ({ ...project, image: project.image.replace(/\.svg$/, '.jpg') })) };
    const photos = photoFileCount(repoData, imageUses(content, siteTemplates.pages));
    expect(photos).toBeGreaterThan(0);
    const before = await count(content);
    extra.photoFormat = true;
    expect(await count(content)).toBe(before + photos / 3);
  });

  it('writes /admin/ as adminFiles says, an added file included', async () => {
    extra.adminText = true;
    const out = await scratchDir('admin-count');
    await writeAdmin(out, { root, dataDir: repoData, content: withCms, templates: siteTemplates.pages });
    const { generated, packaged } = adminFiles(withCms);
    expect((await fg('**/*', { cwd: out })).sort()).toEqual([...generated, ...packaged.map(({ file }) => file)].sort());
  });

  it('copies the drawings drawingFiles lists', async () => {
    const out = await scratchDir('drawings-count');
    await copyDrawings(repoData, out);
    expect((await fg('**/*', { cwd: out, dot: true })).sort()).toEqual((await drawingFiles(repoData)).map(({ file }) => file).sort());
  });
});
