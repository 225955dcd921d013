import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSite } from '../../../src/load-site.ts';
import { renderPage } from '../../../src/render/page.tsx';
import { pageTemplate, type PageProps, type Templates } from '../../../src/render/templates.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { ContentError } from '../../../src/errors.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { repoData } from '../helpers/cli.ts';

/**
 * Templates with no React components of the site (the ids and kinds of the
 * real registry, each rendering a stub): the engine works with whatever it is given.
 */
const stubTemplates = (copy?: z.ZodType, without: string[] = []): Templates => ({
  pages: {
    ...Object.fromEntries(
      Object.entries(siteTemplates.pages)
        .filter(([id]) => !without.includes(id))
        .map(([id, { kind }]) => [
          id,
          pageTemplate(kind, ({ route }: PageProps) => (
            <main>
              {id} {route.path}
            </main>
          )),
        ]),
    ),
    home: pageTemplate('fixed', ({ route }: PageProps) => <main>home {route.heading}</main>, copy),
  },
  Head: ({ route }) => <title>{route.title}</title>,
  Layout: ({ children }) => <div id="layout">{children}</div>,
});

describe('the engine and the templates', () => {
  it('renders a page with the templates it is given', () => {
    const content = contentFixture();
    const home = {
      ...buildRoutes(content)
        .filter((r) => r.type === 'page')
        .find((r) => r.path === '/')!,
      template: 'home',
    };
    const html = renderPage(home, content, null, stubTemplates());
    expect(html).toContain(`<div id="layout"><main>home ${home.heading}</main></div>`);
    expect(html).toContain(`<title>${home.title}</title>`);
  });

  it('checks page copy with the schema registered with the template, at file:line:col', async () => {
    const error = await loadSite(repoData, stubTemplates(z.strictObject({ nothing: z.string() }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems.map((p) => p.message)).toContain('content is missing the required property "nothing"');
    const unknown = problems.find((p) => p.message === 'unknown property "hero" in content')!;
    expect(unknown.frame).toMatch(/> *\d+ \| {3}hero:/);
    const [problem] = problems;
    expect(problem.location?.file).toMatch(/data\/pages\/home\.yaml$/);
    expect(problem.location?.line).toBeGreaterThan(0);
    expect(problem.frame).toContain('>');
  });

  it('reports a page whose template the registry does not have as E-TEMPLATE at file:line:col, with the ids it may use', async () => {
    const error = await loadSite(repoData, stubTemplates(undefined, ['history'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const [problem, ...others] = (error as ContentError).problems;
    expect(others).toEqual([]);
    expect(problem.code).toBe('E-TEMPLATE');
    expect(problem.message).toMatch(/^template: unknown page template "history" \(a page may use: .*\bhome\b.*\)$/);
    expect(problem.message).not.toMatch(/town-door|not-found/);
    expect(problem.location?.file).toMatch(/data\/pages\/history\.yaml$/);
    expect(problem.frame).toMatch(/> *\d+ \| template: history/);
  });

  it('reports a page naming a template of another kind (a town template) as E-TEMPLATE', async () => {
    const templates = stubTemplates();
    templates.pages.history = templates.pages['town-door']!;
    const error = await loadSite(repoData, templates).catch((e: unknown) => e);
    expect((error as ContentError).problems.map((p) => p.code)).toEqual(['E-TEMPLATE']);
  });
});
