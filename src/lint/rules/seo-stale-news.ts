import type { LintRule, RawFinding } from '../types.ts';
import { plural } from '../../text/plural.ts';

const DAY = 24 * 60 * 60 * 1000;

export const seoStaleNews: LintRule = {
  id: 'seo/stale-news',
  severity: 'info',
  description: 'Google News reads only articles published in the last two days; older entries in the news sitemap are ignored.',
  title: 'The news sitemap lists articles older than two days',
  checks: 'The news sitemap lists articles older than two days (Google News reads only the last two days), compared with `--date`.',
  fix: "No change is needed unless an article's date is wrong: Google News skips the older entries and the main sitemap still lists the articles. Turn the rule off in `lint.rules` if the site does not aim at Google News.",
  check(context) {
    const out: RawFinding[] = [];
    const today = Date.parse(context.date);
    for (const route of context.routes.filter((r) => r.type === 'sitemap')) {
      const xml = context.files.get(route.file);
      if (typeof xml !== 'string' || !xml.includes('<news:news>')) continue;
      const dates = [...xml.matchAll(/<news:publication_date>([^<]+)<\/news:publication_date>/g)].map((m) => m[1].trim());
      const stale = dates.filter((d) => today - Date.parse(d) > 2 * DAY);
      if (stale.length === 0) continue;
      const newest = [...dates].sort().at(-1)!;
      const postIndex = context.content.blog.findIndex((p) => p.publishDate === newest);
      out.push({
        message: `${route.file} lists ${plural(dates.length, 'article')}; ${stale.length === dates.length ? 'all are' : `${stale.length} are`} older than two days on ${context.date} (newest ${newest})`,
        route: route.path,
        refs: postIndex === -1 ? undefined : [{ key: 'blog', index: postIndex, path: ['publishDate'] }],
        needles: [newest],
        data: { articles: dates.length, stale: stale.length, newest },
      });
    }
    return out;
  },
};
