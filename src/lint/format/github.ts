// GitHub Actions workflow commands: one annotation per finding.

import { formatAnnotation, type AnnotationLevel } from '../../github-annotations.ts';
import type { LintResult, Severity } from '../types.ts';
import { routeList } from './text.ts';

const LEVEL: Record<Severity, AnnotationLevel> = { error: 'error', warning: 'warning', info: 'notice' };

export function formatGithub(result: LintResult): string {
  return result.findings
    .map((f) => {
      const at = f.locations[0];
      const position = at && !at.approximate ? { line: at.line, col: at.column } : {};
      return formatAnnotation({
        level: LEVEL[f.severity],
        file: at?.file,
        ...position,
        title: f.ruleId,
        message: `${f.message} (seen on ${routeList(f.routes)})`,
      });
    })
    .join('');
}
