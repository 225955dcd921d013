import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

/** `site deploy`: dist/ and the Worker to Cloudflare, the D1 database created and migrated first (src/deploy/deploy.ts). */
export function registerDeploy(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot)): void {
  program
    .command('deploy')
    .description('deploy dist/ and the Worker to Cloudflare: the D1 database created if needed and migrated, then the new version live')
    .option('--preview <alias>', 'upload a preview version with its own URL instead (the live site and the database untouched)')
    .action(async (opts: { preview?: string }) => {
      if (opts.preview !== undefined && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(opts.preview))
        throw new UsageError(`--preview must be lowercase letters, digits and dashes, got "${opts.preview}"`);
      // before the database is touched: wrangler would refuse a missing assets folder only after the migrations
      if (!existsSync(path.join(projectRoot, 'dist', 'index.html'))) throw new UsageError('dist/ holds no built site: run `npm run build` first');
      const { deploy } = await import('../deploy/deploy.ts');
      await deploy({ root: projectRoot, preview: opts.preview, say: (line) => line && io.stdout(`${line}\n`) }, run);
    });
}
