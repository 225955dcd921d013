import { describe, expect, it } from 'vitest';
import { checkLinks } from '../helpers/link-check.ts';
import { renderedDefaultSite } from '../helpers/site.ts';

describe('the link check over the bundled site', () => {
  it('finds no link to a path that is neither a page, a file nor a _redirects rule', async () => {
    const { content, routes, files, images, rules } = await renderedDefaultSite();
    const broken = checkLinks(files, routes, rules, { siteUrl: content.site.siteUrl, otherFiles: images });
    expect(broken).toEqual([]);
  });
});
