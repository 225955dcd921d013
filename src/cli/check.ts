import path from 'node:path';
import type { Command } from 'commander';
import { ContentError, formatWarning } from '../errors.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';
import { resolveDate } from './options.ts';

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description('load and validate the content without building')
    .option('--data <dir>', 'content folder', 'data')
    .option('--date <YYYY-MM-DD>', 'build date: a review may not be dated after it (default: SOURCE_DATE_EPOCH or today)')
    .action(async (opts: { data: string; date?: string }) => {
      const date = resolveDate(opts.date);
      const [
        { loadSite },
        { siteTemplates },
        { imageProblems },
        { deliveryProblems },
        { buildRoutes },
        { checkHost },
        { hostLocator },
        { formatCounts },
        { futureReviewProblems },
        { publishedContent },
      ] = await Promise.all([
        import('../load-site.ts'),
        import('../site-templates.ts'),
        import('../images/checks.ts'),
        import('../content/delivery-problems.ts'),
        import('../routes/table.ts'),
        import('../host/output-count.ts'),
        import('../build/content.ts'),
        import('../host/limits.ts'),
        import('../content/future-dates.ts'),
        import('../content/published.ts'),
      ]);
      const dataDir = path.resolve(opts.data);
      const loaded = await loadSite(dataDir, siteTemplates);
      const images = await imageProblems(loaded, dataDir, siteTemplates.pages);
      const { content } = publishedContent(loaded.content, date);
      const routes = buildRoutes(content);
      // the output counted against the host's limits: errors over a hard limit, warnings over advice
      const host = await checkHost(projectRoot, dataDir, content, siteTemplates.pages, routes, hostLocator(loaded));
      const hostErrors = host.plan.hard ? host.problems : [];
      const problems = [...deliveryProblems(loaded), ...images.errors, ...futureReviewProblems(loaded, date), ...hostErrors];
      if (problems.length > 0) throw new ContentError(problems);
      for (const warning of [...images.warnings, ...(host.plan.hard ? [] : host.problems)]) io.stderr(formatWarning(warning));
      io.stdout(`Content OK: ${routes.filter((r) => r.type === 'page').length} pages.\n${formatCounts(host.plan, host.counts)}\n`);
    });
}
