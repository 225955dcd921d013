// The lint engine: page texts from the rendered site, every enabled rule,
// then each finding located in the content and grouped over the routes that
// show it.

import type { LoadedContent } from '../content/assemble.ts';
import type { ImageUse } from '../images/references.ts';
import type { SourceFile } from '../content/source.ts';
import { refLocation } from '../content/origins.ts';
import type { Content } from '../content/types.ts';
import { redirectRules } from '../render/redirects.ts';
import { parseSitemapName } from '../routes/sitemap/files.ts';
import type { Route } from '../routes/types.ts';
import { resolveSettings, siteOverrides, type RuleOverride } from './config.ts';
import { extractPageText } from './html-text.ts';
import { Locator, SourceIndex } from './locate.ts';
import { lintRules } from './rules/index.ts';
import type { ContentPath, Finding, FindingLocation, LintContext, LintResult, LintRule, RawFinding } from './types.ts';

export interface LintInput {
  loaded: LoadedContent;
  routes: Route[];
  /** renderSite output. */
  files: ReadonlyMap<string, string | Uint8Array>;
  date: string;
  /** Static files copied as they are, as root paths ("/images/cody.svg"). */
  staticFiles?: Iterable<string>;
  /** Every image the content names (imageUses); none when not given. */
  images?: readonly ImageUse[];
  /** Their sizes in bytes (images/large-original). */
  staticFileBytes?: ReadonlyMap<string, number>;
  /** Template sources: searched for text the data does not hold. */
  templateSources?: SourceFile[];
  /** --rule flags (site data overrides are read from the content). */
  overrides?: RuleOverride[];
  rules?: LintRule[];
}

/** Content keys whose files show up on many pages: searched before the other data files. */
const SHARED: (keyof Content)[] = ['site', 'navigation', 'reviews', 'faqs', 'notFound'];

export function lint(input: LintInput): LintResult {
  const rules = input.rules ?? lintRules;
  const { loaded, routes, files, date } = input;
  const { content, origins } = loaded;
  const settings = resolveSettings(rules, [...siteOverrides(loaded, rules), ...(input.overrides ?? [])]);

  const pages = routes
    .filter((r) => r.type === 'page' && typeof files.get(r.file) === 'string')
    .map((r) => extractPageText(r.path, r.file, files.get(r.file) as string));

  const sharedFiles = SHARED.flatMap((k) => origins.files(k));
  const otherFiles = (Object.keys(content) as (keyof Content)[]).filter((k) => !SHARED.includes(k)).flatMap((k) => origins.files(k));
  const dataFiles = [...sharedFiles, ...otherFiles];
  const templateFiles = input.templateSources ?? [];
  const index = new SourceIndex([...dataFiles, ...templateFiles]);
  const own = ownFiles(loaded, routes);
  const locator = new Locator(index, {
    shared: sharedFiles.map((f) => f.path),
    data: otherFiles.map((f) => f.path),
    templates: templateFiles.map((f) => f.path),
    own: (route) => own.get(route) ?? [],
  });
  const context: LintContext = {
    content,
    routes,
    pages,
    files,
    redirects: redirectRules(content, routes),
    date,
    staticFiles: new Set(input.staticFiles ?? []),
    images: input.images ?? [],
    staticFileBytes: input.staticFileBytes ?? new Map(),
    locate: (route, needles) => locator.locate(route, needles),
  };
  const resolveRef = (ref: ContentPath): FindingLocation | null => {
    const at = origins.ref(ref.key, ref.index, ...ref.path);
    return at ? refLocation(at) : null;
  };
  const locate = (raw: RawFinding): FindingLocation[] => {
    if (raw.locations?.length) return raw.locations;
    const fromRefs = (raw.refs ?? []).map(resolveRef).filter((l): l is FindingLocation => l !== null);
    if (fromRefs.length > 0) return fromRefs;
    const found = raw.needles?.length ? locator.locate(raw.route, raw.needles) : [];
    return found.length > 0 ? found : locator.fallback(raw.route);
  };

  const findings: Finding[] = [];
  for (const setting of settings) {
    if (setting.severity === 'off') continue;
    const rule = rules.find((r) => r.id === setting.id)!;
    const groups = new Map<string, { finding: Finding; routes: Set<string> }>();
    for (const raw of rule.check(context)) {
      const locations = locate(raw);
      const key = `${raw.message}\u0000${locations.map((l) => `${l.file}:${l.line}:${l.column}`).join(',')}`;
      const existing = groups.get(key);
      if (existing) {
        // a Set: one finding may gather thousands of routes (a doorway cluster)
        if (!existing.routes.has(raw.route)) existing.finding.routes.push(raw.route);
        existing.routes.add(raw.route);
        continue;
      }
      const finding: Finding = {
        ruleId: rule.id,
        severity: raw.severity && !setting.source ? raw.severity : setting.severity,
        message: raw.message,
        routes: [raw.route],
        locations,
        ...(raw.excerpt ? { excerpt: raw.excerpt } : {}),
        ...(raw.data ? { data: raw.data } : {}),
      };
      groups.set(key, { finding, routes: new Set([raw.route]) });
    }
    findings.push(...[...groups.values()].map((g) => g.finding).sort(byPlace));
  }
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return { findings, rules: settings, counts, date, pages: pages.length };
}

function byPlace(a: Finding, b: Finding): number {
  const la = a.locations[0];
  const lb = b.locations[0];
  if (la && lb && la.file !== lb.file) return la.file.localeCompare(lb.file);
  if (la && lb && la.line !== lb.line) return la.line - lb.line;
  if (!la !== !lb) return la ? -1 : 1;
  return a.message.localeCompare(b.message);
}

/** The data file(s) each route is built from. */
function ownFiles(loaded: LoadedContent, routes: Route[]): Map<string, string[]> {
  const { content, origins } = loaded;
  const fileOf = (key: keyof Content, index: number | null = null) => origins.ref(key, index)?.file.path;
  const filesOf = (route: Route): (string | undefined)[] => {
    if (route.type === 'sitemap') return [fileOf('sitemap'), ...(parseSitemapName(route.template)?.kind === 'news' ? [fileOf('blog')] : [])];
    switch (route.kind) {
      case 'fixed':
      case 'town-directory':
        return [fileOf('pages', content.pages.indexOf(route.props.page))];
      case 'service':
        return [fileOf('services', content.services.indexOf(route.props.service))];
      case 'town':
        return [fileOf('towns')];
      case 'post':
        return [fileOf('blog')];
      case 'zip':
        return [fileOf('zips')];
      case 'not-found':
        return [fileOf('notFound')];
    }
  };
  return new Map(routes.map((route) => [route.path, filesOf(route).filter((f): f is string => f !== undefined)]));
}

/** True when the result fails the run: any error, or more warnings than allowed (negative = unlimited). */
export function failed(result: LintResult, maxWarnings = -1): boolean {
  return result.counts.error > 0 || (maxWarnings >= 0 && result.counts.warning > maxWarnings);
}
