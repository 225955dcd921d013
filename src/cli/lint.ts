import path from 'node:path';
import { CommanderError, type Command } from 'commander';
import { ContentError, formatProblem, UsageError } from '../errors.ts';
import type { LintResult } from '../lint/types.ts';
import { processIO, type CliIO } from './io.ts';
import { resolveDate } from './options.ts';
import { projectRoot, toolVersion } from './root.ts';
import { plural } from '../text/plural.ts';

interface LintOptions {
  data: string;
  date?: string;
  format: string;
  rule: string[];
  maxWarnings: string;
}

/** Thrown when lint ran and found errors (or too many warnings): exit 1, after the report. */
export class LintFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LintFailure';
  }
}

export function registerLint(program: Command, io: CliIO): void {
  program
    .command('lint')
    .description("audit what the site tells visitors against the business's declared facts (site.yaml facts, phones, company)")
    .option('--data <dir>', 'content folder', 'data')
    .option('--date <YYYY-MM-DD>', '"today" for date-dependent rules (default: SOURCE_DATE_EPOCH or today)')
    .option('--format <format>', 'text, json, sarif or github', 'text')
    .option('--rule <ID=severity[:reason]>', 'set a rule to error, warning, info or off (repeatable)', (value: string, all: string[]) => [...all, value], [])
    .option('--max-warnings <n>', 'fail when there are more warnings than this (-1: no limit)', '-1')
    .action(async (opts: LintOptions) => {
      const [{ parseRuleFlag }, { formatResult, parseFormat }, { lintSite }, { lintRules }, { failed }, { siteTemplates }] = await Promise.all([
        import('../lint/config.ts'),
        import('../lint/format/index.ts'),
        import('../lint/lint-site.ts'),
        import('../lint/rules/index.ts'),
        import('../lint/run.ts'),
        import('../site-templates.ts'),
      ]);
      const format = parseFormat(opts.format);
      const maxWarnings = Number(opts.maxWarnings);
      if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings must be an integer >= -1, got "${opts.maxWarnings}"`);
      const overrides = opts.rule.map((flag) => parseRuleFlag(flag, lintRules));
      const date = resolveDate(opts.date);

      let result: LintResult;
      try {
        result = await lintSite({ dataDir: path.resolve(opts.data), date, overrides, root: projectRoot, templates: siteTemplates });
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        io.stderr(error.problems.map(formatProblem).join('\n'));
        io.stderr(`\n${plural(error.problems.length, 'problem')} found; the content cannot be linted.\n`);
        throw new CommanderError(2, 'site.lint.content', 'content cannot be loaded');
      }

      const color = io === processIO && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
      io.stdout(formatResult(result, format, { color, sarif: { version: toolVersion(), root: process.cwd(), rulesUri: rulesUri(process.env) } }));
      if (failed(result, maxWarnings)) {
        const { error, warning } = result.counts;
        const limit = maxWarnings >= 0 && warning > maxWarnings ? ` (more than --max-warnings ${maxWarnings})` : '';
        throw new LintFailure(`lint failed: ${plural(error, 'error')}, ${plural(warning, 'warning')}${limit}`);
      }
    });
}

/**
 * The rules table (docs/content-audit.md), where code scanning links each rule: known in
 * GitHub Actions (the repository and the commit whose rules ran), else unknown.
 */
export function rulesUri(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository) return undefined;
  return `${server}/${repository}/blob/${sha || 'HEAD'}/docs/content-audit.md#rules`;
}
