import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { openFromFreshCluster } from './pgliteTemplate.ts';

describe('in-memory databases from a copy of a fresh cluster', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashclip-fresh-cluster-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const copies = () => fs.readdirSync(dir).filter((name) => name.endsWith('-fresh-cluster.tar'));
  const open = (loaded: (Blob | undefined)[]) => (tarball: Blob | undefined) => {
    loaded.push(tarball);
    return PGlite.create({ extensions: { pg_trgm }, ...(tarball ? { loadDataDir: tarball } : {}) });
  };
  const userTables = async (db: PGlite) =>
    (await db.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'")).rows[0]!.n;

  it('given no copy, when a database opens, then the copy is made, and a database from it is fresh', async () => {
    const loaded: (Blob | undefined)[] = [];
    const first = await openFromFreshCluster(open(loaded), dir);
    expect(copies()).toHaveLength(1);
    expect(loaded[0]).toBeInstanceOf(Blob);
    await first.exec('create table kept (id int); insert into kept values (1)');
    await first.close();

    // What one database wrote never reaches the copy the next one starts from.
    const second = await openFromFreshCluster(open(loaded), dir);
    expect(await userTables(second)).toBe(0);
    await second.exec('create extension if not exists pg_trgm');
    expect((await second.query<{ s: number }>("select similarity('ถนน', 'ถนน') as s")).rows[0]!.s).toBe(1);
    await second.close();
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('given a copy PGlite cannot load, when a database opens, then it is initialised as before and the copy forgotten', async () => {
    const [copy] = copies();
    fs.writeFileSync(path.join(dir, copy!), 'not a tarball');
    const loaded: (Blob | undefined)[] = [];
    const db = await openFromFreshCluster(open(loaded), dir);
    expect(loaded).toHaveLength(2);
    expect(loaded[1]).toBeUndefined();
    expect(await userTables(db)).toBe(0);
    await db.close();
    expect(copies()).toEqual([]);
  });
});
