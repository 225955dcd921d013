// GitHub Actions workflow commands: one annotation per finding.

import type { LintResult, Severity } from '../types.ts';
import { routeList } from './text.ts';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(result: LintResult): string {
  return result.findings
    .map((f) => {
      const at = f.locations[0];
      const props = [
        ...(at ? [`file=${escapeProperty(at.file)}`, ...(at.approximate ? [] : [`line=${at.line}`, `col=${at.column}`])] : []),
        `title=${escapeProperty(f.ruleId)}`,
      ];
      return `::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(`${f.message} (seen on ${routeList(f.routes)})`)}\n`;
    })
    .join('');
}
