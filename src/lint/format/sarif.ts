// SARIF 2.1.0 for code-scanning tools: one result per grouped finding, its
// data location(s) and the routes that show it.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log, Result } from 'sarif';
import type { Finding, FindingLocation, LintResult, SeveritySetting } from '../types.ts';
import { routeList } from './text.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

export function sarifLevel(severity: SeveritySetting): SarifLevel {
  return severity === 'info' ? 'note' : severity === 'off' ? 'none' : severity;
}

function uri(file: string): string {
  return path.isAbsolute(file) ? pathToFileURL(file).href : encodeURI(file.split(path.sep).join('/'));
}

function physical(location: FindingLocation) {
  return {
    physicalLocation: {
      artifactLocation: { uri: uri(location.file) },
      region: { startLine: location.line, startColumn: location.column },
    },
  };
}

function result(finding: Finding, ruleIndex: number): Result {
  return {
    ruleId: finding.ruleId,
    ruleIndex,
    level: sarifLevel(finding.severity),
    message: { text: `${finding.message} (seen on ${routeList(finding.routes)})` },
    locations: finding.locations.slice(0, 1).map(physical),
    ...(finding.locations.length > 1 ? { relatedLocations: finding.locations.slice(1).map((l, id) => ({ id, ...physical(l) })) } : {}),
    properties: { routes: finding.routes, ...(finding.excerpt ? { excerpt: finding.excerpt } : {}), ...(finding.data ?? {}) },
  };
}

/** The SARIF log, typed by @types/sarif (the 2.1.0 object model). */
export function toSarif(result_: LintResult, version: string): Log {
  const ruleIndex = new Map(result_.rules.map((r, i) => [r.id, i]));
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'site lint',
            version,
            rules: result_.rules.map((r) => ({
              id: r.id,
              shortDescription: { text: r.description },
              defaultConfiguration: { level: sarifLevel(r.severity), enabled: r.severity !== 'off' },
              ...(r.source ? { properties: { defaultSeverity: r.defaultSeverity, changedBy: r.source, ...(r.reason ? { reason: r.reason } : {}) } } : {}),
            })),
          },
        },
        results: result_.findings.map((f) => result(f, ruleIndex.get(f.ruleId) ?? 0)),
      },
    ],
  };
}

export function formatSarif(result_: LintResult, version: string): string {
  return `${JSON.stringify(toSarif(result_, version), null, 2)}\n`;
}
