import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import { migrate } from '../../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../../infra/adapters/postgres/sqlClient.ts';
import { adminDashboard } from '../../../query-api/queries/adminDashboard.ts';
import { createProjectionTables, handledEvents, liveTables, type Projection } from '../../projection.ts';
import { auditProjection } from '../audit/auditProjection.ts';
import { catalogProjection } from '../catalog/catalogProjection.ts';
import { complaintsProjection } from '../complaints/complaintsProjection.ts';
import { purchasesProjection } from '../purchases/purchasesProjection.ts';
import { usersProjection } from '../users/usersProjection.ts';
import { dashboardProjection } from './dashboardProjection.ts';
import { history, s2Erased } from './dashboardHistory.ts';

type Entry = [string, DomainEvent];
const readModels = [
  usersProjection,
  catalogProjection,
  purchasesProjection,
  complaintsProjection,
  auditProjection,
  dashboardProjection,
] as Projection[];

/** Every read model the dashboard reads, fed the given events. */
async function readModelsOf(events: Entry[]): Promise<SqlClient> {
  const db = await pgliteClient(null);
  await migrate(db);
  const recorded = events.map(([streamId, event], i): RecordedEvent => ({
    streamId,
    streamPosition: BigInt(events.slice(0, i).filter(([other]) => other === streamId).length + 1),
    globalPosition: { tx: BigInt(i + 1), gp: BigInt(i + 1) },
    type: event.type,
    schemaVersion: 1,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date(0).toISOString(),
      actor: { system: 'test' },
      correlationId: 'c',
      causationId: null,
    },
  }));
  for (const projection of readModels) {
    const tables = liveTables(projection);
    await db.transaction((tx) => createProjectionTables(tx, projection, tables));
    await db.transaction((tx) => projection.handle(handledEvents(projection, recorded), tx, tables));
  }
  return db;
}

const extra: Entry[] = [
  [
    'ledger-s1',
    {
      type: 'SaleCredited',
      data: {
        sellerId: 's1',
        purchaseId: 'p1',
        clipId: 'c1',
        grossSatang: 80_000,
        platformSatang: 20_000,
        sellerSatang: 60_000,
        creditedAt: '2026-11-13T05:00:00.000Z',
      },
    },
  ],
  [
    'complaint-k1',
    {
      type: 'ComplaintFiled',
      data: {
        complaintId: 'k1',
        reporterId: 'b1',
        uid: 'b1',
        type: 'payment',
        subject: 'จ่ายแล้วโหลดไม่ได้',
        description: 'ชำระแล้ว',
        clipId: 'c1',
        purchaseId: null,
        priority: 'high',
        filedAt: '2026-11-20T03:00:00.000Z',
      },
    },
  ],
];

/** 12:00 on 2026-11-21 in Bangkok. */
const now = new Date('2026-11-21T05:00:00.000Z');

describe('the admin dashboard query over a fixed history', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await readModelsOf([...history, ...extra]);
  }, 120_000);
  afterAll(async () => db?.close());

  it('7d: the cards against the 7 days before, a zero-filled series, the doughnut and the spec’s stats', async () => {
    const data = await adminDashboard(db, '7d', now);
    expect(data).toMatchObject({ timeRange: '7d', from: '2026-11-15', to: '2026-11-21' });
    // Previous period 11-08…11-14: p1 800 baht, 1 sale, s1 and b0 signed up, c2 and c3 pending at its end.
    // This period: p2 800 + p3 333.33 − its refund 333.33 + p4 800; b1, b2, s2; only c5 pending now.
    expect(data.cards).toEqual({
      revenue: { value: 1600, previous: 800, changePercent: 100, testMoney: 0 },
      videosSold: { value: 3, previous: 1, changePercent: 200 },
      newUsers: { value: 3, previous: 2, changePercent: 50 },
      pendingReview: { value: 1, previous: 2, changePercent: -50 },
    });
    expect(data.revenueSeries).toEqual([
      { day: '2026-11-15', revenue: 0, platformShare: 0, sales: 0 },
      { day: '2026-11-16', revenue: 800, platformShare: 200, sales: 1 },
      { day: '2026-11-17', revenue: 0, platformShare: 0, sales: 0 },
      { day: '2026-11-18', revenue: 0, platformShare: 0, sales: 0 },
      { day: '2026-11-19', revenue: 333.33, platformShare: 83.33, sales: 1 },
      { day: '2026-11-20', revenue: -333.33, platformShare: -83.33, sales: 0 },
      { day: '2026-11-21', revenue: 800, platformShare: 200, sales: 1 },
    ]);
    // c1 approved and sold, c2 approved with its only sale refunded, c3 rejected, c4 deleted, c5 pending.
    expect(data.videoStatus).toEqual({ sold: 1, pending: 1, approved: 2, unsold: 1, rejected: 1 });
    expect(data.stats).toEqual({
      revenue: {
        today: 800,
        week: 1600,
        month: 2400,
        total: 2400,
        gp25: { today: 200, week: 400, month: 600, total: 600 },
      },
      videos: {
        sold: { today: 1, week: 3, total: 4 },
        uploadedToday: 2,
        pending: 1,
        approved: 2,
        total: 4,
        unsold: 1,
        rejected: 1,
      },
      users: { newToday: 1, total: 5 },
      // p5 unpaid; p1, p2, p4 paid; p3 refunded. s1 is owed 600 baht from p1's credit.
      transactions: { pending: 1, completed: 3, total: 5, pendingPayout: 600, paidOut: 0 },
      complaints: { count: 1 },
    });
  });

  it('lists the newest activities with names and titles, and the oldest pending clips', async () => {
    const data = await adminDashboard(db, '7d', now);
    expect(data.recentActivities.slice(0, 5)).toEqual([
      {
        type: 'upload',
        at: '2026-11-21T04:00:00.000Z',
        id: 'c5',
        clipId: 'c5',
        clipTitle: 'รถบรรทุกเบรกแตก',
        displayName: 'สมหญิงกล้องหน้า',
      },
      {
        type: 'purchase',
        at: '2026-11-21T03:30:00.000Z',
        id: 'p4',
        clipId: 'c1',
        clipTitle: 'ชนท้ายพระราม 2',
        amount: 800,
        displayName: 'บีหนึ่ง',
      },
      {
        type: 'upload',
        at: '2026-11-21T02:00:00.000Z',
        id: 'c4',
        clipId: 'c4',
        clipTitle: 'อัปโหลดผิดไฟล์',
        displayName: 'สมหญิงกล้องหน้า',
      },
      { type: 'register', at: '2026-11-21T01:00:00.000Z', id: 's2', displayName: 'สมหญิงกล้องหน้า' },
      {
        type: 'purchase',
        at: '2026-11-18T17:00:00.000Z',
        id: 'p3',
        clipId: 'c2',
        clipTitle: 'ฝ่าไฟแดงแยกอโศก',
        amount: 333.33,
        displayName: 'บีสอง',
      },
    ]);
    expect(data.recentActivities).toHaveLength(10);
    expect(data.pendingVideos.map((video) => video._id)).toEqual(['c5']);
    expect(data.pendingVideos[0]).toMatchObject({ title: 'รถบรรทุกเบรกแตก', status: 'pending' });
  });

  it('30d: an empty previous period has no change percent', async () => {
    const data = await adminDashboard(db, '30d', now);
    expect(data).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    expect(data.cards).toEqual({
      revenue: { value: 2400, previous: 0, changePercent: null, testMoney: 0 },
      videosSold: { value: 4, previous: 0, changePercent: null },
      newUsers: { value: 5, previous: 0, changePercent: null },
      pendingReview: { value: 1, previous: 0, changePercent: null },
    });
    expect(data.revenueSeries).toHaveLength(30);
    expect(data.revenueSeries[0]).toEqual({ day: '2026-10-23', revenue: 0, platformShare: 0, sales: 0 });
  });

  it('1d: today against yesterday (a refund day)', async () => {
    const data = await adminDashboard(db, '1d', now);
    expect(data).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    // Yesterday 11-20 only refunded 333.33: below zero, nothing to compare with.
    expect(data.cards.revenue).toEqual({ value: 800, previous: -333.33, changePercent: null, testMoney: 0 });
    expect(data.cards.videosSold).toEqual({ value: 1, previous: 0, changePercent: null });
    // Pending at the end of 11-20: c2 approved on 11-18 and c3 rejected on 11-19 → none.
    expect(data.cards.pendingReview).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(data.revenueSeries).toEqual([{ day: '2026-11-21', revenue: 800, platformShare: 200, sales: 1 }]);
  });

  it('all: everything, no comparison, the series from the first day with figures', async () => {
    const data = await adminDashboard(db, 'all', now);
    expect(data).toMatchObject({ timeRange: 'all', from: null, to: '2026-11-21' });
    expect(data.cards).toEqual({
      revenue: { value: 2400, previous: null, changePercent: null, testMoney: 0 },
      videosSold: { value: 4, previous: null, changePercent: null },
      newUsers: { value: 5, previous: null, changePercent: null },
      pendingReview: { value: 1, previous: null, changePercent: null },
    });
    expect(data.revenueSeries.map((point) => point.day)).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(data.revenueSeries[3]).toEqual({ day: '2026-11-13', revenue: 800, platformShare: 200, sales: 1 });
  });

  it('after an erasure: no name, no title of the erased seller’s dropped clip, and the queue is shorter', async () => {
    const erased = await readModelsOf([...history, ...extra, s2Erased]);
    try {
      const data = await adminDashboard(erased, '7d', now);
      expect(data.cards.pendingReview).toEqual({ value: 0, previous: 2, changePercent: -100 });
      expect(data.recentActivities[0]).toEqual({
        type: 'upload',
        at: '2026-11-21T04:00:00.000Z',
        id: 'c5',
        clipId: 'c5',
        clipTitle: '',
        displayName: '',
      });
      expect(JSON.stringify(data)).not.toContain('สมหญิงกล้องหน้า');
      expect(data.pendingVideos).toEqual([]);
    } finally {
      await erased.close();
    }
  });
});
