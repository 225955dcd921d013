import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { D1Like, D1Statement } from '../../../src/edge/env.ts';
import type { WranglerRunner } from '../../../src/estimates/d1-query.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../../../migrations/0002_conversions.sql');

/**
 * An in-memory SQLite database with the conversions table, seen two ways: as
 * the Worker's D1 binding and as `wrangler d1 execute --json` for the CLI, so
 * one test compares what each reads from the same counts.
 */
export async function conversionsDb(rows: { day: string; path: string; kind: string; place: string; count: number }[]) {
  const db = new DatabaseSync(':memory:');
  const migration = await readFile(MIGRATION, 'utf8');
  db.exec(migration.slice(0, migration.indexOf('-- One row per event POST')));
  const insert = db.prepare('INSERT INTO conversions (day, path, kind, place, count) VALUES (?, ?, ?, ?, ?)');
  for (const r of rows) insert.run(r.day, r.path, r.kind, r.place, r.count);
  const statement = (sql: string): D1Statement => ({
    bind: () => statement(sql),
    run: async () => db.prepare(sql).run(),
    first: async <T>() => (db.prepare(sql).get() as T) ?? null,
    all: async <T>() => ({ results: db.prepare(sql).all() as T[] }),
  });
  const d1: D1Like = { prepare: statement, batch: async () => [] };
  const wrangler: WranglerRunner = async (args) => {
    const sql = args[args.indexOf('--command') + 1];
    return { code: 0, stdout: JSON.stringify([{ results: db.prepare(sql).all(), success: true }]), stderr: '' };
  };
  return { d1, wrangler };
}
