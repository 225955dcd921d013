// `site deploy`: the built dist/ and the Worker to Cloudflare, the database
// ready first. Production: the D1 database found by name (created on the
// first deployment), its new migrations applied, then `wrangler deploy`, so
// the new version goes live only on tables it can use. A preview (`--preview
// NAME`) is `wrangler versions upload` with that alias: its own URL, the live
// version untouched, the database not migrated (previews share it).

import type { WranglerRunner } from '../estimates/d1-query.ts';
import { databaseEntry, remoteDatabaseId, withDatabaseConfig } from './remote-database.ts';

export interface DeployOptions {
  root: string;
  /** A preview alias (e.g. pr-12): upload a version under it instead of deploying. */
  preview?: string;
  /** Told what each step did. */
  say: (line: string) => void;
}

/** Each wrangler step, its output passed on; throws when one fails. */
export async function deploy(options: DeployOptions, run: WranglerRunner): Promise<void> {
  const step = async (args: string[]) => {
    const result = await run(args);
    options.say(`${result.stdout}${result.stderr}`.trim());
    if (result.code !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed (exit ${result.code})`);
  };
  if (options.preview) {
    await step(['versions', 'upload', '--preview-alias', options.preview]);
    return;
  }
  const entry = await databaseEntry(options.root);
  const { id, created } = await remoteDatabaseId(entry.database_name, run, { create: true });
  options.say(created ? `Created the D1 database ${entry.database_name}.` : `D1 database ${entry.database_name}: ${id}`);
  await withDatabaseConfig(options.root, entry, id, (config) => step(['d1', 'migrations', 'apply', entry.binding, '--remote', '--config', config]));
  await step(['deploy']);
}
