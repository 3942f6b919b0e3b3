import { afterEach, describe, expect, it } from 'vitest';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { dashboardProjection } from './dashboardProjection.ts';
import { history, paid, registered, s2Erased, uploaded } from './dashboardHistory.ts';

type Day = [
  day: string,
  revenue: number,
  platform: number,
  sales: number,
  refunds: number,
  uploads: number,
  signups: number,
  pendingDelta: number,
];

/** Hand-computed from the history (dashboardHistory.ts), Bangkok days. */
const expectedDays: Day[] = [
  ['2026-11-10', 0, 0, 0, 0, 0, 1, 0],
  ['2026-11-12', 0, 0, 0, 0, 1, 0, 1],
  ['2026-11-13', 80_000, 20_000, 1, 0, 0, 1, -1],
  ['2026-11-14', 0, 0, 0, 0, 2, 0, 2],
  // 16:00Z and 16:30Z are 23:00 and 23:30 in Bangkok: still the 16th.
  ['2026-11-16', 80_000, 20_000, 1, 0, 0, 1, 0],
  // 17:30Z on the 16th is 00:30 on the 17th in Bangkok.
  ['2026-11-17', 0, 0, 0, 0, 0, 1, 0],
  ['2026-11-18', 0, 0, 0, 0, 0, 0, -1],
  // 333.33 baht: the platform's 25% is 83.3325, rounded to 83.33.
  ['2026-11-19', 33_333, 8_333, 1, 0, 0, 0, -1],
  ['2026-11-20', -33_333, -8_333, 0, 1, 0, 0, 0],
  ['2026-11-21', 80_000, 20_000, 1, 0, 2, 1, 1],
];

describe('dashboard projection', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  const days = async (): Promise<Day[]> =>
    (
      await spec.db.query<Record<string, string | number>>(
        `select day::text as day, revenue_satang::int as revenue, platform_satang::int as platform, sales, refunds,
                uploads, signups, pending_delta from dashboard_daily_stats order by day`,
      )
    ).rows.map((row) => [
      row.day as string,
      Number(row.revenue),
      Number(row.platform),
      Number(row.sales),
      Number(row.refunds),
      Number(row.uploads),
      Number(row.signups),
      Number(row.pending_delta),
    ]);
  const everything = async () =>
    JSON.stringify(
      await Promise.all(
        dashboardProjection.tables.map(
          async (table) => (await spec.db.query(`select * from ${table} order by 1`)).rows,
        ),
      ),
    );

  it('counts each Bangkok day: money net of refunds, sales, sign-ups, uploads and the review queue (every event delivered twice)', async () => {
    spec = await projectionSpecification(dashboardProjection);
    await spec.given(history);
    expect(await days()).toEqual(expectedDays);
    // The review queue at the end of 11-14 (c2, c3) and now (c5).
    const pending = (
      await spec.db.query<{ before: number; now: number }>(
        `select sum(pending_delta) filter (where day < '2026-11-15')::int as before, sum(pending_delta)::int as now
         from dashboard_daily_stats`,
      )
    ).rows[0];
    expect(pending).toEqual({ before: 2, now: 1 });
  });

  it('keeps the newest activities only, by ids, time and amount', async () => {
    spec = await projectionSpecification(dashboardProjection);
    await spec.given(history);
    const { rows } = await spec.db.query(
      `select type, entity_id, clip_id, uid, amount_satang from dashboard_activities order by at desc`,
    );
    expect(rows).toEqual([
      { type: 'upload', entity_id: 'c5', clip_id: 'c5', uid: 's2', amount_satang: null },
      { type: 'purchase', entity_id: 'p4', clip_id: 'c1', uid: null, amount_satang: 80_000 },
      { type: 'upload', entity_id: 'c4', clip_id: 'c4', uid: 's2', amount_satang: null },
      { type: 'register', entity_id: 's2', clip_id: null, uid: 's2', amount_satang: null },
      { type: 'purchase', entity_id: 'p3', clip_id: 'c2', uid: null, amount_satang: 33_333 },
      { type: 'register', entity_id: 'b2', clip_id: null, uid: 'b2', amount_satang: null },
      { type: 'purchase', entity_id: 'p2', clip_id: 'c1', uid: null, amount_satang: 80_000 },
      { type: 'register', entity_id: 'b1', clip_id: null, uid: 'b1', amount_satang: null },
      { type: 'upload', entity_id: 'c3', clip_id: 'c3', uid: 's1', amount_satang: null },
      { type: 'upload', entity_id: 'c2', clip_id: 'c2', uid: 's1', amount_satang: null },
    ]);
  });

  it('a redelivered or repeated event changes nothing, also after its activity was pruned', async () => {
    spec = await projectionSpecification(dashboardProjection);
    await spec.given(history);
    const before = await everything();
    // New envelopes (new event ids) of facts already counted: the oldest ones' activities are gone.
    await spec.given([
      registered('s1', 'สมชายขายคลิป', '2026-11-10T03:00:00.000Z'),
      uploaded('c1', 's1', 'ชนท้ายพระราม 2', '2026-11-12T02:00:00.000Z'),
      paid('p1', 'c1', 80_000, '2026-11-13T05:00:00.000Z'),
      paid('p4', 'c1', 80_000, '2026-11-21T03:30:00.000Z'),
      ...history.filter(([, event]) => event.type !== 'UserRegistered').slice(-6),
    ]);
    expect(await everything()).toBe(before);
    expect(await days()).toEqual(expectedDays);
  });

  it('a rebuild in one batch gives the same rows', async () => {
    spec = await projectionSpecification(dashboardProjection);
    await spec.given(history);
    const live = await everything();
    await spec.close();
    spec = await projectionSpecification(dashboardProjection);
    await spec.givenInOneBatch(history);
    expect(await everything()).toBe(live);
  });

  it('an erased seller’s pending clips leave the review queue on the day of the erasure', async () => {
    spec = await projectionSpecification(dashboardProjection);
    await spec.given([...history, s2Erased]);
    const rows = await days();
    expect(rows.at(-1)).toEqual(['2026-11-21', 80_000, 20_000, 1, 0, 2, 1, 0]);
    expect(rows.slice(0, -1)).toEqual(expectedDays.slice(0, -1));
  });
});
