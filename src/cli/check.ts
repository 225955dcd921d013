import path from 'node:path';
import type { Command } from 'commander';
import { ContentError } from '../errors.ts';
import type { CliIO } from './io.ts';
import { formatWarning } from './report.ts';

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description('load and validate the content without building')
    .option('--data <dir>', 'content folder', 'data')
    .action(async (opts: { data: string }) => {
      const [{ loadSite }, { siteTemplates }, { imageProblems }, { deliveryProblems }, { buildRoutes }] = await Promise.all([
        import('../load-site.ts'),
        import('./templates.ts'),
        import('../images/checks.ts'),
        import('../content/delivery-problems.ts'),
        import('../routes/table.ts'),
      ]);
      const dataDir = path.resolve(opts.data);
      const loaded = await loadSite(dataDir, siteTemplates);
      const images = await imageProblems(loaded, dataDir);
      const problems = [...deliveryProblems(loaded), ...images.errors];
      if (problems.length > 0) throw new ContentError(problems);
      for (const warning of images.warnings) io.stderr(formatWarning(warning));
      const routes = buildRoutes(loaded.content);
      io.stdout(`Content OK: ${routes.filter((r) => r.type === 'page').length} pages.\n`);
    });
}
