// The site's D1 database in the Cloudflare account, for the commands that
// reach it from a terminal or a build (`site deploy`, `site leads --remote`,
// `site report --remote`). wrangler.jsonc names the database without its id,
// so that `wrangler deploy` and the Deploy to Cloudflare button find it by
// name or create it; wrangler's own D1 commands want the id, so they are
// given a configuration of their own that adds it, in a temporary folder.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WranglerRunner } from '../estimates/d1-query.ts';

/** The D1 entry of wrangler.jsonc (its first; the site has one database). */
export interface DatabaseEntry {
  binding: string;
  database_name: string;
  migrations_dir?: string;
}

/** Reads the D1 entry of the project's wrangler.jsonc with wrangler's own reader. */
export async function databaseEntry(root: string): Promise<DatabaseEntry> {
  const { experimental_readRawConfig } = await import('wrangler');
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
  const entry = rawConfig.d1_databases?.[0];
  if (!entry?.database_name) throw new Error('wrangler.jsonc names no D1 database (d1_databases[0].database_name)');
  return { binding: entry.binding, database_name: entry.database_name, migrations_dir: entry.migrations_dir };
}

async function wrangler(run: WranglerRunner, args: string[]): Promise<string> {
  const result = await run(args);
  if (result.code !== 0)
    throw new Error(
      `wrangler ${args.slice(0, 2).join(' ')} failed (exit ${result.code}):\n${`${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-8).join('\n')}`,
    );
  return result.stdout;
}

/** The id of the account's database of that name; with `create`, the database is created first when there is none. */
export async function remoteDatabaseId(name: string, run: WranglerRunner, { create }: { create: boolean }): Promise<{ id: string; created: boolean }> {
  const find = async () => (JSON.parse(await wrangler(run, ['d1', 'list', '--json'])) as { uuid: string; name: string }[]).find((db) => db.name === name)?.uuid;
  const found = await find();
  if (found) return { id: found, created: false };
  if (!create) throw new Error(`The Cloudflare account has no D1 database named ${name} yet: it is created by the first deployment (npm run deploy).`);
  await wrangler(run, ['d1', 'create', name]);
  const id = await find();
  if (!id) throw new Error(`wrangler d1 create ${name} succeeded, but the database is not listed`);
  return { id, created: true };
}

/** A wrangler configuration naming the database with its id (paths absolute), for the duration of `work`. */
export async function withDatabaseConfig<T>(root: string, entry: DatabaseEntry, id: string, work: (config: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-d1-'));
  const config = path.join(dir, 'wrangler.json');
  const database = { ...entry, database_id: id, migrations_dir: path.resolve(root, entry.migrations_dir ?? 'migrations') };
  writeFileSync(config, `${JSON.stringify({ name: 'site-d1', d1_databases: [database] }, null, 2)}\n`);
  try {
    return await work(config);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `work` with a runner whose wrangler commands reach the account's database (its id added to their configuration). */
export async function withRemoteDatabase<T>(root: string, run: WranglerRunner, work: (remote: WranglerRunner) => Promise<T>): Promise<T> {
  const entry = await databaseEntry(root);
  const { id } = await remoteDatabaseId(entry.database_name, run, { create: false });
  return withDatabaseConfig(root, entry, id, (config) => work((args) => run([...args, '--config', config])));
}
