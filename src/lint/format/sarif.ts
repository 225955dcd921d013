// SARIF 2.1.0 for code scanning: one result per grouped finding, its data
// location(s) and the routes that show it. Shaped for GitHub's ingestion rules
// (every rule documented, no empty optional objects, repository-relative
// locations so upload-sarif fingerprints the checked-out files itself).

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArtifactLocation, Location, Log, ReportingDescriptor, Result } from 'sarif';
import type { Finding, FindingLocation, LintResult, RuleSetting, SeveritySetting } from '../types.ts';
import { routeList } from './text.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The conventional base id for "the root of the checked-out repository". */
export const SRCROOT = '%SRCROOT%';

export interface SarifOptions {
  /** The tool's version (package.json). */
  version: string;
  /** The repository root: locations inside it are written relative to it. */
  root: string;
  /** Where the rules table is published (docs/content-audit.md#rules); left out when unknown. */
  rulesUri?: string;
}

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

export function sarifLevel(severity: SeveritySetting): SarifLevel {
  return severity === 'info' ? 'note' : severity === 'off' ? 'none' : severity;
}

/** `file` as lint reports it (relative to the working directory), as seen from the repository root. */
function artifact(file: string, root: string): ArtifactLocation {
  const absolute = path.resolve(file);
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { uri: pathToFileURL(absolute).href };
  return { uri: encodeURI(relative.split(path.sep).join('/')), uriBaseId: SRCROOT };
}

function physical(location: FindingLocation, root: string): Location {
  return {
    physicalLocation: {
      artifactLocation: artifact(location.file, root),
      region: { startLine: Math.max(1, location.line), startColumn: Math.max(1, location.column) },
    },
  };
}

function result(finding: Finding, ruleIndex: number, root: string): Result {
  const [first, ...related] = finding.locations;
  return {
    ruleId: finding.ruleId,
    ruleIndex,
    level: sarifLevel(finding.severity),
    message: { text: `${finding.message} (seen on ${routeList(finding.routes)})` },
    ...(first ? { locations: [physical(first, root)] } : {}),
    ...(related.length > 0 ? { relatedLocations: related.map((l, id) => ({ id, ...physical(l, root) })) } : {}),
    properties: { routes: finding.routes, ...(finding.excerpt ? { excerpt: finding.excerpt } : {}), ...(finding.data ?? {}) },
  };
}

/** Markdown code spans as plain text. */
const plain = (markdown: string) => markdown.replace(/`/g, '');

/** The rule's help: what it checks, why, how to fix (plain text and Markdown). */
function help(rule: RuleSetting, rulesUri: string | undefined) {
  const more = rulesUri ? `\n\nAll rules: ${rulesUri}` : '';
  return {
    text: `${plain(rule.checks)}\n\nWhy: ${plain(rule.description)}\n\nHow to fix: ${plain(rule.fix)}${more}`,
    markdown: `**What it checks.** ${rule.checks}\n\n**Why.** ${rule.description}\n\n**How to fix.** ${rule.fix}${rulesUri ? `\n\n[All rules](${rulesUri})` : ''}`,
  };
}

function descriptor(rule: RuleSetting, rulesUri: string | undefined): ReportingDescriptor {
  const changed = rule.source
    ? { properties: { defaultSeverity: rule.defaultSeverity, changedBy: rule.source, ...(rule.reason ? { reason: rule.reason } : {}) } }
    : {};
  return {
    id: rule.id,
    shortDescription: { text: rule.title },
    fullDescription: { text: plain(rule.checks) },
    help: help(rule, rulesUri),
    ...(rulesUri ? { helpUri: rulesUri } : {}),
    defaultConfiguration: { level: sarifLevel(rule.severity), enabled: rule.severity !== 'off' },
    ...changed,
  };
}

/** The SARIF log, typed by @types/sarif (the 2.1.0 object model). */
export function toSarif(lint: LintResult, options: SarifOptions): Log {
  const ruleIndex = new Map(lint.rules.map((r, i) => [r.id, i]));
  const informationUri = options.rulesUri?.replace(/#.*$/, '');
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'site lint',
            version: options.version,
            ...(informationUri ? { informationUri } : {}),
            rules: lint.rules.map((r) => descriptor(r, options.rulesUri)),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: `${pathToFileURL(options.root).href.replace(/\/$/, '')}/` } },
        results: lint.findings.map((f) => result(f, ruleIndex.get(f.ruleId) ?? 0, options.root)),
      },
    ],
  };
}

export function formatSarif(lint: LintResult, options: SarifOptions): string {
  return `${JSON.stringify(toSarif(lint, options), null, 2)}\n`;
}
