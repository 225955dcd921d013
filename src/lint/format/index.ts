import { UsageError } from '../../errors.ts';
import type { LintResult } from '../types.ts';
import { formatGithub } from './github.ts';
import { formatJson } from './json.ts';
import { formatSarif, type SarifOptions } from './sarif.ts';
import { formatText } from './text.ts';

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export function parseFormat(value: string): Format {
  if (!(FORMATS as readonly string[]).includes(value)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${value}"`);
  return value as Format;
}

export function formatResult(result: LintResult, format: Format, options: { color: boolean; sarif: SarifOptions }): string {
  switch (format) {
    case 'json':
      return formatJson(result);
    case 'sarif':
      return formatSarif(result, options.sarif);
    case 'github':
      return formatGithub(result);
    default:
      return formatText(result, { color: options.color, pages: result.pages });
  }
}
