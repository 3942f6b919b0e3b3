import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { readAllCheckpoints } from '../../projector/checkpoints.ts';
import { headPosition } from '../fixtures/money.ts';
import { freshDatabase, serverSkipReason } from '../fixtures/postgresServer.ts';
import { appendSyntheticClips, marketHistory, SEED } from './marketHistory.ts';
import { differencesFromRebuild, eventually, projectedToHead, resetReadModels } from './readModels.ts';
import { serviceEnvironment, startService, type ServiceProcess } from './serviceProcess.ts';
import { holdAuditEntry, waitingBackend, type HeldRow } from './sessions.ts';

/** Synthetic clips after the marketplace day: with it, several batches per projection to replay. */
const BULK_CLIPS = 600;
/** Clips appended while the projector runs; the audit batch holding the last one is killed. */
const LATE_CLIPS = 400;
/** Tries at holding the last event before the projector gets there (it nearly always is the first). */
const HOLD_ROUNDS = 5;

const skip = serverSkipReason();

(skip ? describe.skip : describe)(
  'the projector killed with SIGKILL in the middle of a batch (issue 20)',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let db: ReturnType<typeof pgClient>;
    let environment: ReturnType<typeof serviceEnvironment>;
    const projectors: ServiceProcess[] = [];

    beforeAll(async () => {
      database = await freshDatabase();
      await marketHistory(database.url, { bulkClips: BULK_CLIPS });
      db = pgClient(database.url);
      // The projector starts from nothing: every event is a backlog it works through in batches.
      await resetReadModels(db);
      environment = serviceEnvironment(database.url);
    });
    afterAll(async () => {
      for (const projector of projectors) await projector.kill('SIGKILL');
      await db?.close();
      await database?.drop();
      environment?.dispose();
    });

    it('restarted, it finishes and every read model equals a clean rebuild from the events', async () => {
      const first = await startService('projector', environment.env);
      projectors.push(first);
      await eventually('the projector replayed the history', () => projectedToHead(db));

      // Clips appended while the projector runs, the last one's approval held: an audit entry for
      // it inserted and left uncommitted, so the audit batch that reaches it waits inside its
      // transaction, the entries before it written. Should the projector get there first, again.
      let held: HeldRow | null = null;
      for (let round = 1; !held; round++) {
        if (round > HOLD_ROUNDS)
          throw new Error(`the projector reached the held event first ${HOLD_ROUNDS} times`);
        const heldEventId = randomUUID();
        await appendSyntheticClips(database.url, {
          count: LATE_CLIPS,
          seed: SEED + round,
          approvedEventId: (index) => (index === LATE_CLIPS - 1 ? heldEventId : undefined),
        });
        held = await holdAuditEntry(database.url, heldEventId);
      }
      const backend = await waitingBackend(db, '%audit_entries%');
      expect(backend.wroteInTransaction).toBe(true);
      const auditBefore = (await readAllCheckpoints(db)).get('audit');

      await first.kill('SIGKILL');
      await held.release();
      // The server notices the client gone once the statement ends, and rolls the batch back.
      await eventually('the killed batch ended', async () => {
        const { rows } = await db.query('select 1 from pg_stat_activity where pid = $1', [backend.pid]);
        return rows.length === 0;
      });
      const auditAfter = (await readAllCheckpoints(db)).get('audit')!;
      expect(auditAfter).toEqual(auditBefore);
      expect(auditAfter.gp).toBeLessThan((await headPosition(db)).gp);

      const second = await startService('projector', environment.env);
      projectors.push(second);
      await eventually('the restarted projector reached the last event', () => projectedToHead(db));
      await second.kill('SIGTERM');

      const { live, differences } = await differencesFromRebuild(db);
      expect(differences).toEqual({});
      // The comparison covered rows of every read model.
      for (const table of [
        'users',
        'catalog_clips',
        'clip_search',
        'purchases',
        'ledger_entries',
        'payouts',
        'complaints',
        'notifications',
        'audit_entries',
        'audit_erased',
        'dashboard_daily_stats',
        'erasure_sales',
      ])
        expect(live.get(table)!.length, table).toBeGreaterThan(0);
    });
  },
);
