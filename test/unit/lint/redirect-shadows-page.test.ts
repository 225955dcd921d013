// links/redirect-shadows-page: a _redirects rule whose source is an address a
// page is served at (Cloudflare Pages follows the rule, so the page is never
// shown there), located at the content value the rule comes from (a moved
// page's old address in not-found.yaml among them), or at the
// page for a built-in rule. The bundled content has none.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSite } from '../../../src/lint/lint-site.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { copyOfData, repoData } from '../helpers/cli.ts';

const DATE = '2025-06-01';
const RULE = 'links/redirect-shadows-page';

async function shadows(dataDir: string) {
  const result = await lintSite({ dataDir, date: DATE, templates: siteTemplates });
  return result.findings.filter((f) => f.ruleId === RULE);
}

describe(RULE, () => {
  it('finds nothing in the bundled content', async () => {
    expect(await shadows(repoData)).toEqual([]);
  }, 120_000);

  it('reports a door-service rule over a page at /cody/commercial/ and a moved page’s rule over a page at its old address', async () => {
    const data = await copyOfData();
    const contact = await readFile(path.join(data, 'pages/contact.yaml'), 'utf8');
    const at = (where: string) => contact.replace(/^path: \/contact$/m, `path: ${where}`);
    await writeFile(path.join(data, 'pages/cody-commercial.yaml'), at('/cody/commercial/'));
    await writeFile(path.join(data, 'pages/old-name.yaml'), at('/big-horn-county-garage-door-services'));

    const found = await shadows(data);

    const sitemap = (await readFile(path.join(data, 'sitemap.yaml'), 'utf8')).split('\n');
    const commercial = sitemap.indexOf('  - commercial') + 1;
    const notFound = (await readFile(path.join(data, 'not-found.yaml'), 'utf8')).split('\n');
    const moved = notFound.indexOf('  - from: /big-horn-county-garage-door-services') + 1;
    expect(found.map((f) => [f.message, f.locations.map((l) => `${path.basename(l.file)}:${l.line}`)])).toEqual([
      [
        '_redirects sends /big-horn-county-garage-door-services to /big-horn-county, but /big-horn-county-garage-door-services is the page /big-horn-county-garage-door-services: Cloudflare Pages follows the rule, so the page is never shown there',
        [`not-found.yaml:${moved}`],
      ],
      [
        '_redirects sends /cody/commercial to /services/commercial-wyoming, but /cody/commercial is an address of the page /cody/commercial/: Cloudflare Pages follows the rule, so the page is never shown there',
        [`sitemap.yaml:${commercial}`],
      ],
    ]);
    expect(found.every((f) => f.severity === 'error')).toBe(true);
  }, 120_000);
});
