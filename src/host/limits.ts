// The host's limits as part of the build: data/site.yaml `host:` names where
// the site is deployed, and `site check` and `site build` count what the
// output will hold before any page is rendered, from the route table, the
// host files and the fixed outputs (client bundle, drawings, photos, social
// cards). Over a hard limit (Cloudflare) is an error at `host:` in
// site.yaml that says the count, the limit and what to change; over a host's
// advice (Netlify) a warning. docs/hosting.md has the figures and sources.

import type { Content } from '../content/types.ts';
import type { ContentProblem } from '../errors.ts';
import type { Redirect } from './redirects.ts';
import { patternOf } from './url-pattern.ts';
import type { Route } from '../routes/types.ts';

export type HostName = 'cloudflare-pages' | 'netlify' | 'none';

/** What a host accepts in one deployment; a missing figure is no limit. */
export interface HostLimits {
  files?: number;
  fileBytes?: number;
  staticRedirects?: number;
  dynamicRedirects?: number;
  /** Static and dynamic together. */
  redirects?: number;
  headerRules?: number;
}

export interface HostPlan {
  host: HostName;
  /** "Cloudflare Workers static assets (free plan)", for messages. */
  label: string;
  limits: HostLimits;
  /** Limits the host enforces (a deployment over one fails), rather than advice. */
  hard: boolean;
  /** Whether the host runs the Worker that draws town social cards (host/edge-cards.ts). */
  edgeCards: boolean;
  /**
   * Where town cards are drawn when site.yaml does not say (host.cards). The
   * card compositor draws one within the CPU time a Workers free-plan request
   * may use (docs/performance.md), so both plans draw them at the edge: a
   * town then costs the deployment no file (docs/hosting.md, "Social cards").
   */
  defaultCards: 'edge' | 'build';
}

const MIB = 1024 * 1024;
/** developers.cloudflare.com/workers/static-assets/ (limits, redirects, headers): the same as Pages'. */
const CLOUDFLARE: HostLimits = { fileBytes: 25 * MIB, staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100 };

const PLANS = {
  'cloudflare-pages/free': {
    host: 'cloudflare-pages',
    label: 'Cloudflare Workers static assets (free plan)',
    limits: { ...CLOUDFLARE, files: 20_000 },
    hard: true,
    edgeCards: true,
    defaultCards: 'edge',
  },
  'cloudflare-pages/paid': {
    host: 'cloudflare-pages',
    label: 'Cloudflare Workers static assets (paid plan)',
    limits: { ...CLOUDFLARE, files: 100_000 },
    hard: true,
    edgeCards: true,
    defaultCards: 'edge',
  },
  // docs.netlify.com "Redirects and rewrites": past 10,000 rules, use placeholders; no file limits are published.
  netlify: { host: 'netlify', label: 'Netlify', limits: { redirects: 10_000 }, hard: false, edgeCards: false, defaultCards: 'build' },
  none: { host: 'none', label: 'no host', limits: {}, hard: false, edgeCards: false, defaultCards: 'build' },
} as const satisfies Record<string, HostPlan>;

/** The plan data/site.yaml names (default: Cloudflare, free plan). */
export function hostPlan(site: Content['site']): HostPlan {
  const host = site.host?.provider ?? 'cloudflare-pages';
  if (host !== 'cloudflare-pages') return PLANS[host];
  return site.host?.plan === 'paid' ? PLANS['cloudflare-pages/paid'] : PLANS['cloudflare-pages/free'];
}

/** What the output will hold, as the host counts it. */
export interface OutputCounts {
  files: number;
  /** The largest file whose size is known before rendering (the drawings copied from data/images), when there is one. */
  largest?: { file: string; bytes: number };
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
}

/** The outputs that do not come from the route table, counted by the caller (host/output-count.ts). */
export interface FixedOutputs {
  /** Client scripts and styles, drawings copied from data/images, processed photos, social cards and their index, the build manifest. */
  files: number;
  largest?: { file: string; bytes: number };
}

/** Pure: the counts of an output from its route table, host files and fixed outputs. */
export function countOutput(routes: readonly Route[], redirects: readonly Redirect[], headers: string, fixed: FixedOutputs): OutputCounts {
  const dynamic = redirects.filter((rule) => patternOf(rule.from).dynamic).length;
  return {
    // every route is one file (a page or a sitemap); _redirects and _headers configure the host and are not deployed as files
    files: routes.length + fixed.files,
    largest: fixed.largest,
    staticRedirects: redirects.length - dynamic,
    dynamicRedirects: dynamic,
    headerRules: headers.split('\n').filter((line) => line !== '' && !/^\s/.test(line) && !line.startsWith('#')).length,
  };
}

interface Measure {
  what: string;
  count: (counts: OutputCounts) => number;
  limit: (limits: HostLimits) => number | undefined;
  fix: string;
  unit?: (n: number) => string;
}

const count = (n: number) => n.toLocaleString('en-US');
const size = (n: number) => (n >= MIB ? `${(n / MIB).toFixed(1)} MiB` : `${(n / 1024).toFixed(1)} KiB`);

const MEASURES: Measure[] = [
  {
    what: 'files',
    count: (c) => c.files,
    limit: (l) => l.files,
    fix: 'town social cards drawn at the edge (host.cards: edge, the Cloudflare default: no file per town), a paid plan (host.plan: paid allows 100,000), fewer towns, ZIP profiles or blog posts, or a host without a file limit',
  },
  {
    what: 'bytes in the largest copied file',
    count: (c) => c.largest?.bytes ?? 0,
    limit: (l) => l.fileBytes,
    fix: 'a smaller file',
    unit: size,
  },
  {
    what: 'static _redirects rules',
    count: (c) => c.staticRedirects,
    limit: (l) => l.staticRedirects,
    fix: 'fewer not-found redirect targets or door-service URLs without a page (data/not-found.yaml, data/sitemap.yaml)',
  },
  { what: 'dynamic _redirects rules', count: (c) => c.dynamicRedirects, limit: (l) => l.dynamicRedirects, fix: 'fewer rules with placeholders' },
  {
    what: '_redirects rules',
    count: (c) => c.staticRedirects + c.dynamicRedirects,
    limit: (l) => l.redirects,
    fix: 'fewer not-found redirect targets (data/not-found.yaml)',
  },
  { what: '_headers rules', count: (c) => c.headerRules, limit: (l) => l.headerRules, fix: 'fewer header rules' },
];

export const HOST_LIMIT_ERROR = 'E-HOST-LIMIT';
export const HOST_LIMIT_WARNING = 'W-HOST-LIMIT';

/**
 * One problem per limit the counts exceed: an error on a host that enforces
 * it, else a warning. `at` locates them (the `host:` setting of site.yaml).
 */
export function limitProblems(plan: HostPlan, counts: OutputCounts, at: (code: string, message: string) => ContentProblem): ContentProblem[] {
  const code = plan.hard ? HOST_LIMIT_ERROR : HOST_LIMIT_WARNING;
  return MEASURES.flatMap((measure) => {
    const limit = measure.limit(plan.limits);
    const n = measure.count(counts);
    if (limit === undefined || n <= limit) return [];
    const show = measure.unit ?? count;
    const which = measure.what === 'bytes in the largest copied file' && counts.largest ? ` (${counts.largest.file})` : '';
    return [at(code, `the output would hold ${show(n)} ${measure.what}${which}; ${plan.label} accepts at most ${show(limit)}. Change: ${measure.fix}.`)];
  });
}

/** A problem for each rendered file over the host's limit for one file (the pages that list every town grow with the site). */
export function oversizedFiles(
  plan: HostPlan,
  files: ReadonlyArray<{ file: string; bytes: number }>,
  at: (code: string, message: string) => ContentProblem,
): ContentProblem[] {
  const limit = plan.limits.fileBytes;
  if (limit === undefined) return [];
  return files
    .filter((f) => f.bytes > limit)
    .map((f) =>
      at(
        plan.hard ? HOST_LIMIT_ERROR : HOST_LIMIT_WARNING,
        `${f.file} would be ${size(f.bytes)}; ${plan.label} accepts at most ${size(limit)} in one file. Change: shorten the content that page shows (split a long post or list into several pages), or a host without that limit.`,
      ),
    );
}

/** "Cloudflare Workers static assets (free plan): files 10,126 of 20,000 · …": the counts against the limits, for the summaries. */
export function formatCounts(plan: HostPlan, counts: OutputCounts): string {
  const parts = MEASURES.flatMap((measure) => {
    const limit = measure.limit(plan.limits);
    const n = measure.count(counts);
    if (limit === undefined && measure.what === '_redirects rules') return [];
    if (measure.what === 'bytes in the largest copied file' && !counts.largest) return [];
    const show = measure.unit ?? count;
    return [`${measure.what} ${show(n)}${limit === undefined ? '' : ` of ${show(limit)}`}`];
  });
  return `${plan.label}: ${parts.join(' · ')}`;
}
