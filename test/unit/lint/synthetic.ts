// Small synthetic sites for rule tests: a content fixture, a few pages of
// hand-written HTML and a data file to locate text in.

import type { LoadedContent } from '../../../src/content/assemble.ts';
import { Origins } from '../../../src/content/origins.ts';
import type { Content } from '../../../src/content/types.ts';
import { lint } from '../../../src/lint/run.ts';
import { lintRules } from '../../../src/lint/rules/index.ts';
import type { LintResult } from '../../../src/lint/types.ts';
import type { RuleOverride } from '../../../src/lint/config.ts';
import type { Route } from '../../../src/routes/types.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

export const SITE_YAML = `company: Basin Peak Plumbing & Heating
sisterCompany: Summit Overhead Door Co.
phones:
  main:
    display: (307) 555-0142
  alternate:
    display: (307) 555-0187
`;

export function route(path: string, file: string, type: Route['type'] = 'page'): Route {
  if (type === 'sitemap') return { type, path, file, template: path.slice(1).replace(/\.xml$/, '') };
  const page = { path, template: 'generic', title: path, description: '', heading: path };
  return { type, ...page, file, keywords: [], canonical: path, breadcrumbs: [], socialImage: '', sitemap: null, index: true, kind: 'fixed', props: { page } };
}

export function html(body: string, head = ''): string {
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
}

export interface SyntheticSite {
  pages: Record<string, string>;
  /** Extra output files (sitemaps …) by route path. */
  other?: Record<string, string>;
  content?: (content: Content) => void;
  rules?: string[];
  overrides?: RuleOverride[];
  date?: string;
}

export function lintSynthetic(site: SyntheticSite): LintResult {
  const content = contentFixture();
  content.notFound.redirects = [];
  content.notFound.quickLinks = [];
  content.notFound.popularPages = [];
  content.sitemap.doorServices = [];
  content.site.phones.alternate = { display: '(307) 555-0187', tel: '+13075550187' };
  site.content?.(content);
  const origins = new Origins();
  origins.add('site', [{ path: 'data/site.yaml', text: SITE_YAML }], false);
  const loaded: LoadedContent = { content, origins };
  const routes: Route[] = [];
  const files = new Map<string, string>();
  for (const [path, body] of Object.entries(site.pages)) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    routes.push(route(path, file));
    files.set(file, body);
  }
  for (const [path, text] of Object.entries(site.other ?? {})) {
    const file = path.slice(1);
    routes.push(route(path, file, 'sitemap'));
    files.set(file, text);
  }
  const rules = site.rules ? lintRules.filter((r) => site.rules!.includes(r.id)) : lintRules;
  return lint({ loaded, routes, files, date: site.date ?? '2025-06-01', rules, overrides: site.overrides });
}
