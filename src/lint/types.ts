// Shared shapes of `site lint`: rules, raw findings (one page, one place) and
// grouped findings (one problem, every page and data line where it shows).

import type { Content } from '../content/types.ts';
import type { ImageUse } from '../images/references.ts';
import type { SiteRedirect } from '../render/redirects.ts';
import type { Route } from '../routes/types.ts';
import type { PageText } from './html-text.ts';

export type Severity = 'error' | 'warning' | 'info';
export type SeveritySetting = Severity | 'off';
export const SEVERITIES: readonly SeveritySetting[] = ['error', 'warning', 'info', 'off'];

/** A place in the content (or, as a last resort, a template) a finding points at. */
export interface FindingLocation {
  file: string;
  line: number;
  column: number;
  /** True when the text was not found and this is only the file that builds the page. */
  approximate?: boolean;
}

/** What a rule reports: one problem seen on one route. */
export interface RawFinding {
  message: string;
  /** Route path where a visitor (or a crawler) sees it. */
  route: string;
  /** Text to search the data files for, most specific first. */
  needles?: string[];
  /** Known locations (skips the text search). */
  locations?: FindingLocation[];
  /** A value in the content (resolved to file:line:col; skips the text search). */
  refs?: ContentPath[];
  /** A short quote of the surrounding page text. */
  excerpt?: string;
  /** Extra machine-readable details for the JSON output. */
  data?: Record<string, unknown>;
  /** This finding's severity while the rule's is its default (a rule whose findings differ in weight). */
  severity?: Severity;
}

/** A value in the content: the content key, the list index (or null) and the path inside it. */
export interface ContentPath {
  key: keyof Content;
  index: number | null;
  path: (string | number)[];
}

export interface LintContext {
  content: Content;
  routes: Route[];
  /** Visible text, links and structured data of every HTML page. */
  pages: PageText[];
  /** Every rendered output file (HTML, sitemaps, _redirects …). */
  files: ReadonlyMap<string, string | Uint8Array>;
  /** The _redirects rules, in file order. */
  redirects: SiteRedirect[];
  /** YYYY-MM-DD: "today" for date-dependent rules. */
  date: string;
  /** Static files copied into the output as they are ("/images/…"). */
  staticFiles: ReadonlySet<string>;
  /** Every image the content names, with the YAML value that names it (images/references.ts). */
  images: readonly ImageUse[];
  /** Size in bytes of each file in data/images/, by root path ("/images/…"). */
  staticFileBytes: ReadonlyMap<string, number>;
  /** Where page text on `route` comes from: the data (or template) lines of the first needle found. */
  locate(route: string, needles: string[]): FindingLocation[];
}

export interface LintRule {
  /** Stable id, "area/name". */
  id: string;
  severity: Severity;
  /** Why it matters: one or two sentences (SARIF fullDescription, text help). */
  description: string;
  /** What a finding is, in a few words (SARIF shortDescription: the alert's title). */
  title: string;
  /** What the rule checks, as in the rules table of docs/content-audit.md (a test keeps them equal). */
  checks: string;
  /** How to fix a finding. */
  fix: string;
  check(context: LintContext): RawFinding[];
}

/** One problem, grouped over every route that shows it. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  routes: string[];
  locations: FindingLocation[];
  excerpt?: string;
  data?: Record<string, unknown>;
}

export interface RuleSetting extends Pick<LintRule, 'id' | 'description' | 'title' | 'checks' | 'fix'> {
  defaultSeverity: Severity;
  severity: SeveritySetting;
  /** Why the severity was changed (site data or --rule). */
  reason?: string;
  /** Where the change came from. */
  source?: 'site data' | 'command line';
}

export interface LintResult {
  findings: Finding[];
  rules: RuleSetting[];
  counts: { error: number; warning: number; info: number };
  date: string;
  /** HTML pages checked. */
  pages: number;
}
