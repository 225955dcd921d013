import path from 'node:path';
import type { Command } from 'commander';
import { deliveryProblems } from '../content/delivery-problems.ts';
import { ContentError } from '../errors.ts';
import { loadSite } from '../load-site.ts';
import { buildRoutes } from '../routes/table.ts';
import type { CliIO } from './io.ts';
import { siteTemplates } from './templates.ts';

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description('load and validate the content without building')
    .option('--data <dir>', 'content folder', 'data')
    .action(async (opts: { data: string }) => {
      const loaded = await loadSite(path.resolve(opts.data), siteTemplates);
      const problems = deliveryProblems(loaded);
      if (problems.length > 0) throw new ContentError(problems);
      const routes = buildRoutes(loaded.content);
      io.stdout(`Content OK: ${routes.filter((r) => r.type === 'page').length} pages.\n`);
    });
}
