import { describe, expect, it } from 'vitest';
import { checkLinks } from '../helpers/link-check.ts';
import { redirectRules } from '../../../src/render/redirects.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandCollector } from '../../../src/render/island-collector.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { NotFound } from '../../../templates/pages/NotFound.tsx';
import { siteTemplates } from '../../../templates/index.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const content = contentFixture();
const routes = buildRoutes(content);
const route = routes.filter((r) => r.type === 'page').find((r) => r.file === '404.html')!;
const islands = new Set<string>();
// The page body only: the shared layout belongs to other tests.
const html = renderToStaticMarkup(createElement(IslandCollector.Provider, { value: islands }, createElement(NotFound, { route, content })));

describe('404 page', () => {
  it('shows the not-found copy and both buttons', () => {
    const nf = content.notFound;
    for (const text of [nf.heading, nf.title, nf.homeLabel, nf.supportLabel]) expect(html).toContain(`>${text}<`);
    expect(html).toContain(`href="${nf.supportPath}"`);
    expect(islands).toEqual(new Set(['NotFoundRedirect']));
    expect(siteTemplates.pages['not-found']?.render(route, content)?.type).toBe(NotFound);
  });

  it('passes the island only the redirect targets that are pages', () => {
    const props = JSON.parse(
      html
        .match(/data-props="([^"]*)"/)![1]!
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&'),
    );
    expect(props.pages).toContain('/services/emergency-repair-wyoming');
    expect(props.pages).toContain('/zip/82414');
    expect(props.pages).not.toContain('/services/spring-repair-wyoming');
    expect(props.rules).toEqual(content.notFound.redirects);
  });

  it('uses only root-absolute links that resolve', () => {
    const files = new Map([['404.html', html]]);
    expect(checkLinks(files, routes, redirectRules(content, routes), {})).toEqual([]);
  });
});
