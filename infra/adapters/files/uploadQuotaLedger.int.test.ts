import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, serverSkipReason } from '../../../tests/fixtures/postgresServer.ts';
import { migrate } from '../postgres/migrate.ts';
import { pgClient } from '../postgres/pgClient.ts';
import { pgliteClient } from '../postgres/pgliteClient.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';
import { uploadQuotaLedger, type QuotaUsage } from './uploadQuotaLedger.ts';

const HOUR = 3_600_000;
const WINDOW = 24 * HOUR;
const now = new Date('2026-11-25T12:00:00Z');
const atMost = (pending: number) => (usage: QuotaUsage) => ({ allowed: usage.pending < pending });

/** The ledger's contract, on one SQL client for the reads and two for the racing writers. */
function ledgerContract(
  open: () => Promise<{ clients: [SqlClient, SqlClient]; close: () => Promise<void> }>,
) {
  let clients: [SqlClient, SqlClient];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ clients, close } = await open());
  });
  afterAll(async () => close());

  it('parallel reservations from two connections never pass the last slot', async () => {
    const [a, b] = clients.map(uploadQuotaLedger);
    const tries = Array.from({ length: 10 }, (_, n) =>
      (n % 2 ? a! : b!).reserve(
        'racer',
        { entryId: `e${n}`, bytes: 10, clipId: null },
        now,
        WINDOW,
        atMost(3),
      ),
    );
    const verdicts = await Promise.all(tries);
    expect(verdicts.filter((v) => v !== 'recorded before' && v.allowed)).toHaveLength(3);
    expect(await a!.openEntries('racer')).toHaveLength(3);
  });

  it('an entry recorded before is not counted twice; settled entries stop counting as pending, not as bytes', async () => {
    const ledger = uploadQuotaLedger(clients[0]);
    const entry = { entryId: 'tus-1', bytes: 500, clipId: null };
    expect(await ledger.reserve('member', entry, now, WINDOW, atMost(1))).toEqual({ allowed: true });
    expect(await ledger.reserve('member', entry, now, WINDOW, atMost(1))).toBe('recorded before');
    await ledger.becameClip('member', 'tus-1', 'clip-1');
    expect(await ledger.openEntries('member')).toEqual([
      { entryId: 'tus-1', clipId: 'clip-1', recordedAt: now },
    ]);
    await ledger.settle('member', ['tus-1']);
    expect(await ledger.usage('member', now, WINDOW)).toEqual({
      pending: 0,
      recent: [{ bytes: 500, recordedAt: now }],
    });
    // a day later the settled entry is gone for good; a released one at once
    const later = new Date(now.getTime() + WINDOW + HOUR);
    await ledger.reserve('member', { entryId: 'tus-2', bytes: 7, clipId: null }, later, WINDOW, atMost(1));
    await ledger.release('member', 'tus-2');
    const { rows } = await clients[0].query('select entry_id from upload_quota_entries where uid = $1', [
      'member',
    ]);
    expect(rows).toEqual([]);
  });
}

describe('upload quota ledger on PGlite', () => {
  ledgerContract(async () => {
    const db = await pgliteClient(null);
    await migrate(db);
    return { clients: [db, db], close: () => db.close() };
  });
});

describe.skipIf(serverSkipReason())('upload quota ledger on a PostgreSQL server', () => {
  ledgerContract(async () => {
    const database = await freshDatabase();
    const first = pgClient(database.url);
    await migrate(first);
    const second = pgClient(database.url);
    return {
      clients: [first, second],
      close: async () => {
        await first.close();
        await second.close();
        await database.drop();
      },
    };
  });
});
