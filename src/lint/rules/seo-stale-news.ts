import { NEWS_DAYS, newsPosts } from '../../routes/sitemap/news.ts';
import type { LintRule, RawFinding } from '../types.ts';

export const seoStaleNews: LintRule = {
  id: 'seo/stale-news',
  severity: 'info',
  description:
    'The news sitemap lists the posts of the last two days before the build date, the only ones Google News reads; on a day with none the site has no news sitemap.',
  title: 'No post is recent enough for the news sitemap',
  checks: 'The blog has posts, but none published on `--date` or the two days before it, so the build leaves the news sitemap out.',
  fix: 'No change is needed: every post stays in the main sitemap, and the next post is in the news sitemap for two days after its date. Turn the rule off in `lint.rules` if the site does not aim at Google News.',
  check(context) {
    const { content, date } = context;
    const published = content.blog.filter((post) => post.publishDate <= date);
    if (published.length === 0 || newsPosts({ ...content, date }).length > 0) return [];
    const newest = published.reduce((a, b) => (b.publishDate > a.publishDate ? b : a));
    const finding: RawFinding = {
      message: `no post is news on ${date} (published that day or the ${NEWS_DAYS} before), so the site has no news sitemap; the newest post is from ${newest.publishDate}`,
      route: `/blog/${newest.slug}`,
      refs: [{ key: 'blog', index: content.blog.indexOf(newest), path: ['publishDate'] }],
      data: { newest: newest.publishDate },
    };
    return [finding];
  },
};
