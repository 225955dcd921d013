// Everything the built site publishes, answered by `wrangler dev` as the
// output promises: every page of the route table with 200 at its path, any
// other path the 404 page with 404, every _redirects rule (a 200 rule serving
// its target's page at its own URL), and on each answer the _headers the
// output's rules give that path. The expectations come from the route table
// and from the output's own _redirects and _headers, read with src/host/.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../src/host/headers.ts';
import { firstRedirect, parseRedirects } from '../../src/host/redirects.ts';
import { matchPattern, patternOf, fillPlaceholders } from '../../src/host/url-pattern.ts';
import { publishedContent } from '../../src/content/published.ts';
import { loadSite } from '../../src/load-site.ts';
import { buildRoutes } from '../../src/routes/table.ts';
import { siteTemplates } from '../../templates/index.ts';
import { repoData } from '../unit/helpers/cli.ts';
import { BUILD_DATE, type PlainResponse, request, startWorkerDev, type WorkerDev } from '../support/worker-dev.ts';

let site: WorkerDev;
let pagePaths: string[];

beforeAll(async () => {
  site = await startWorkerDev();
  const { content } = publishedContent((await loadSite(repoData, siteTemplates)).content, BUILD_DATE);
  pagePaths = buildRoutes(content).flatMap((route) => (route.type === 'page' && route.kind !== 'not-found' ? [route.path] : []));
});
afterAll(() => site?.stop());

const output = (file: string) => readFileSync(path.join(site.out, file), 'utf8');
const get = (pathname: string) => request(`${site.url}${pathname}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } });

/** The headers of the output's _headers rules for `pathname` that the answer lacks or gives another value. */
function missingHeaders(pathname: string, answer: PlainResponse): string[] {
  const { rules } = parseHeaders(output('_headers'));
  return [...headersFor(rules, pathname)].flatMap(([key, { name, value }]) =>
    answer.headers[key] === value ? [] : [`${pathname} ${name}: ${answer.headers[key] ?? '(none)'}`],
  );
}

describe('the built site under wrangler dev', { timeout: 180_000 }, () => {
  it('answers every page of the route table with 200 at its path, with its headers', async () => {
    expect(pagePaths.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const pathname of pagePaths) {
      const answer = await get(pathname);
      if (answer.status !== 200 || !answer.headers['content-type']?.toString().startsWith('text/html')) wrong.push(`${pathname}: ${answer.status}`);
      wrong.push(...missingHeaders(pathname, answer));
    }
    expect(wrong).toEqual([]);
  });

  it('answers a path the site does not publish with the 404 page and status 404', async () => {
    const answer = await get('/no-such-page-here');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(output('404.html'));
    expect(missingHeaders('/no-such-page-here', answer)).toEqual([]);
  });

  it('applies every _redirects rule, a rule with placeholders at each page path its target names', async () => {
    const { rules } = parseRedirects(output('_redirects'));
    expect(rules.length).toBeGreaterThan(10);
    const pages = new Map<string, string>();
    const wrong: string[] = [];
    for (const rule of rules) {
      // the paths the rule takes: itself, or one per page its target pattern matches
      const sources =
        rule.from.includes(':') || rule.from.includes('*')
          ? pagePaths.flatMap((page) => {
              const params = matchPattern(patternOf(rule.to), page);
              return params ? [fillPlaceholders(rule.from, params)] : [];
            })
          : [rule.from];
      if (sources.length === 0) wrong.push(`${rule.from}: no page to try it on`);
      for (const from of sources) {
        const expected = firstRedirect(rules, from)!;
        const answer = await get(from);
        if (expected.rule.status === 200) {
          pages.set(expected.to, pages.get(expected.to) ?? (await get(expected.to)).text);
          if (answer.status !== 200 || answer.text !== pages.get(expected.to)) wrong.push(`${from}: ${answer.status}, not the page of ${expected.to}`);
        } else if (answer.status !== expected.rule.status || answer.headers.location !== expected.to) {
          wrong.push(`${from}: ${answer.status} ${answer.headers.location}, expected ${expected.rule.status} ${expected.to}`);
        }
        wrong.push(...missingHeaders(from, answer));
      }
    }
    expect(wrong).toEqual([]);
  });
});
