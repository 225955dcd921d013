import path from 'node:path';
import type { Command } from 'commander';
import { ContentError, formatWarning } from '../errors.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description('load and validate the content without building')
    .option('--data <dir>', 'content folder', 'data')
    .action(async (opts: { data: string }) => {
      const [{ loadSite }, { siteTemplates }, { imageProblems }, { deliveryProblems }, { buildRoutes }, { checkHost }, { hostLocator }, { formatCounts }] =
        await Promise.all([
          import('../load-site.ts'),
          import('../site-templates.ts'),
          import('../images/checks.ts'),
          import('../content/delivery-problems.ts'),
          import('../routes/table.ts'),
          import('../host/output-count.ts'),
          import('../build/content.ts'),
          import('../host/limits.ts'),
        ]);
      const dataDir = path.resolve(opts.data);
      const loaded = await loadSite(dataDir, siteTemplates);
      const images = await imageProblems(loaded, dataDir, siteTemplates.pages);
      const routes = buildRoutes(loaded.content);
      // the output counted against the host's limits: errors over a hard limit, warnings over advice
      const host = await checkHost(projectRoot, dataDir, loaded.content, siteTemplates.pages, routes, hostLocator(loaded));
      const hostErrors = host.plan.hard ? host.problems : [];
      const problems = [...deliveryProblems(loaded), ...images.errors, ...hostErrors];
      if (problems.length > 0) throw new ContentError(problems);
      for (const warning of [...images.warnings, ...(host.plan.hard ? [] : host.problems)]) io.stderr(formatWarning(warning));
      io.stdout(`Content OK: ${routes.filter((r) => r.type === 'page').length} pages.\n${formatCounts(host.plan, host.counts)}\n`);
    });
}
