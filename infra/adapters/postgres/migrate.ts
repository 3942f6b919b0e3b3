import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './sqlClient.ts';
import { lockKey } from './sqlClient.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies the numbered migrations not applied yet, each in its own transaction, one migrator at a time. */
export async function migrate(db: SqlClient, migrations = loadMigrations()): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock($1)', [lockKey('dashclip:migrate')]);
    await tx.exec(`create table if not exists schema_migrations (
      version int primary key, name text not null, applied_at timestamptz not null default now())`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
  });
  return applied;
}
