// `site build --lint`: the lint errors that keep a site from being indexed,
// one line each for the build log and /admin/ (render/robots.ts says what a
// site that is not ready publishes).

import { lintSite, type LintSiteOptions } from './lint-site.ts';
import type { Finding } from './types.ts';

/** "data/site.yaml:22:14 phone/placeholder: (307) 555-0100 is a placeholder" (the finding's first location; its first page when it has none). */
export function findingLine(finding: Finding): string {
  const at = finding.locations[0];
  const where = at ? `${at.file}:${at.line}:${at.column}` : (finding.routes[0] ?? 'the site');
  return `${where} ${finding.ruleId}: ${finding.message}`;
}

/** The content's lint errors (warnings and notes never keep a site from being indexed). */
export async function lintErrors(options: LintSiteOptions): Promise<string[]> {
  const { findings } = await lintSite(options);
  return findings.filter((finding) => finding.severity === 'error').map(findingLine);
}
