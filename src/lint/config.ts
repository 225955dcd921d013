// Rule severities: the rule's default, then site data (`lint.rules` in
// site.yaml), then --rule flags; each change may carry a reason.

import type { LoadedContent } from '../content/assemble.ts';
import { codeFrame, locatePath, parseLocated } from '../content/source.ts';
import { ContentError, UsageError, type ContentProblem } from '../errors.ts';
import { SEVERITIES, type LintRule, type RuleSetting, type SeveritySetting } from './types.ts';

export interface RuleOverride {
  id: string;
  severity: SeveritySetting;
  reason?: string;
  source: 'site data' | 'command line';
}

/** "--rule copy/off-trade=off:kept on purpose" → override. */
export function parseRuleFlag(flag: string, rules: LintRule[]): RuleOverride {
  const m = /^([^=\s]+)=(\w+)(?::(.*))?$/.exec(flag.trim());
  if (!m) throw new UsageError(`--rule must be ID=severity[:reason], got "${flag}"`);
  const [, id, severity, reason] = m;
  if (!rules.some((r) => r.id === id)) throw new UsageError(`--rule: unknown rule "${id}" (known: ${rules.map((r) => r.id).join(', ')})`);
  if (!SEVERITIES.includes(severity as SeveritySetting))
    throw new UsageError(`--rule ${id}: severity must be one of ${SEVERITIES.join(', ')}, got "${severity}"`);
  return { id, severity: severity as SeveritySetting, reason: reason?.trim() || undefined, source: 'command line' };
}

/** Overrides from site.yaml `lint.rules`; unknown rule ids are content errors with their location. */
export function siteOverrides(loaded: LoadedContent, rules: LintRule[]): RuleOverride[] {
  const configured = loaded.content.site.lint?.rules ?? {};
  const problems: ContentProblem[] = [];
  const out: RuleOverride[] = [];
  for (const [id, setting] of Object.entries(configured)) {
    if (!rules.some((r) => r.id === id)) {
      const ref = loaded.origins.ref('site', null, 'lint', 'rules', id);
      const problem: ContentProblem = { code: 'E-LINT-CONFIG', message: `lint.rules: unknown rule "${id}" (known: ${rules.map((r) => r.id).join(', ')})` };
      if (ref) {
        const location = locatePath(ref.file, parseLocated(ref.file), ref.path, true);
        Object.assign(problem, { location, frame: codeFrame(ref.file, location) });
      }
      problems.push(problem);
      continue;
    }
    out.push({ id, severity: setting.severity, reason: setting.reason, source: 'site data' });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return out;
}

export function resolveSettings(rules: LintRule[], overrides: RuleOverride[]): RuleSetting[] {
  return rules.map((rule) => {
    const { id, description, title, checks, fix } = rule;
    const setting: RuleSetting = { id, description, title, checks, fix, defaultSeverity: rule.severity, severity: rule.severity };
    for (const o of overrides) {
      if (o.id !== rule.id) continue;
      setting.severity = o.severity;
      setting.reason = o.reason;
      setting.source = o.source;
    }
    return setting;
  });
}
