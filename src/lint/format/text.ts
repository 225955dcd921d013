// The default report: findings grouped by rule, each with its data location,
// the routes that show it and a quote; a summary like other linters print.

import pc from 'picocolors';
import type { Finding, FindingLocation, LintResult } from '../types.ts';
import { plural } from '../../text/plural.ts';

const ROUTES_SHOWN = 5;

export interface TextOptions {
  color: boolean;
  /** Pages checked, for the summary line. */
  pages?: number;
}

export function where(location: FindingLocation | undefined): string {
  if (!location) return '(no source location)';
  return location.approximate ? `${location.file} (built from; text not found in the data)` : `${location.file}:${location.line}:${location.column}`;
}

export function routeList(routes: string[], shown = ROUTES_SHOWN): string {
  const head = routes.slice(0, shown).join(', ');
  return routes.length > shown ? `${head} and ${routes.length - shown} more` : head;
}

export function formatText(result: LintResult, options: TextOptions): string {
  const c = pc.createColors(options.color);
  const severityText = { error: c.red('error'), warning: c.yellow('warning'), info: c.blue('info') };
  const lines: string[] = [];
  const byRule = new Map<string, Finding[]>();
  for (const f of result.findings) byRule.set(f.ruleId, [...(byRule.get(f.ruleId) ?? []), f]);

  for (const setting of result.rules) {
    const findings = byRule.get(setting.id);
    if (!findings) continue;
    lines.push(`${c.bold(c.underline(setting.id))} ${c.dim(`(${findings.length}) ${setting.description}`)}`);
    for (const f of findings) {
      const [first, ...more] = f.locations;
      lines.push(`  ${where(first)}  ${severityText[f.severity]}  ${f.message}`);
      if (more.length > 0) lines.push(c.dim(`      also ${more.map((l) => `${l.file}:${l.line}:${l.column}`).join(', ')}`));
      lines.push(c.dim(`      seen on ${routeList(f.routes)}`));
      if (f.excerpt) lines.push(c.dim(`      “${f.excerpt}”`));
    }
    lines.push('');
  }

  const changed = result.rules.filter((r) => r.source);
  if (changed.length > 0) {
    lines.push(c.bold('Rule settings changed:'));
    for (const r of changed) lines.push(`  ${r.id}: ${r.defaultSeverity} → ${r.severity} (${r.source}${r.reason ? `: ${r.reason}` : ''})`);
    lines.push('');
  }

  const { error, warning, info } = result.counts;
  const total = error + warning + info;
  const on = options.pages !== undefined ? ` on ${options.pages} pages` : '';
  if (total === 0) {
    lines.push(c.green(`✔ No problems found${on} (${result.rules.filter((r) => r.severity !== 'off').length} rules, date ${result.date}).`));
  } else {
    const summary = `✖ ${plural(total, 'problem')} (${plural(error, 'error')}, ${plural(warning, 'warning')}, ${info} info)${on}`;
    lines.push(error > 0 ? c.red(c.bold(summary)) : c.yellow(c.bold(summary)));
    const perRule = [...byRule].map(([id, list]) => `${id} ${list.length}`).join(' · ');
    lines.push(c.dim(`  ${perRule}`));
  }
  return `${lines.join('\n')}\n`;
}
