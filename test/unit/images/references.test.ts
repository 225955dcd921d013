import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageUses } from '../../../src/images/references.ts';
import { loadSite } from '../../../src/load-site.ts';
import { siteTemplates } from '../../../templates/index.ts';

describe('imageUses', () => {
  it("takes the images a page's copy names from its template in the registry", async () => {
    const { content } = await loadSite(path.resolve(import.meta.dirname, '../../../data'), siteTemplates);
    const home = content.pages.findIndex((page) => page.path === '/');
    const fromCopy = (templates: Parameters<typeof imageUses>[1]) => imageUses(content, templates).filter((use) => use.origin.key === 'pages');
    expect(fromCopy(siteTemplates.pages)).toContainEqual({
      src: expect.stringMatching(/^\/images\//),
      slot: 'feature',
      alt: '',
      origin: { key: 'pages', index: home, path: ['content', 'services', 'cards', 0, 'image'] },
      page: '/',
    });
    // the engine names no copy field: a registry that declares no images yields none
    expect(fromCopy({})).toEqual([]);
  });
});
