import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { approvedClip, auth, caughtUp, openPurchase, payByCard } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
interface Entry {
  id: string;
  at: string;
  actor: { kind: string; id: string | null; role: string | null; displayName: string | null };
  entityType: string;
  entityId: string;
  action: string;
  summary: Record<string, unknown>;
}

const thai = /[\u0E00-\u0E7F]/;
const bytes = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('audit trail over HTTP: who did what, when', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  let adminPerson: TestPerson;
  let seller: TestPerson;
  let clipId: string;
  let purchaseId: string;

  beforeAll(async () => {
    m = await testMarketplace();
    admin = auth(m.tokens.admin);
    adminPerson = m.people!.admin;
    seller = await m.newPerson('AuditSeller');
    const buyer = await m.newPerson('AuditBuyer', { userType: 'buyer' });
    clipId = await approvedClip(m, seller.uid);
    await request(m.app)
      .put(`/api/admin/videos/${clipId}`)
      .set(admin)
      .send({ title: 'ชื่อคลิปที่แอดมินแก้ไขแล้ว', price: 950 })
      .expect(200);
    purchaseId = await openPurchase(m, buyer, clipId);
    await payByCard(m, buyer.token, purchaseId);
    await caughtUp(m, ['purchases']);
    await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'คลิปไม่ตรงกับที่ขาย' })
      .expect(200);
    await caughtUp(m, ['audit', 'users', 'catalog', 'purchases']);
  }, 120_000);
  afterAll(async () => m?.close());

  const list = async (query: Record<string, string | number>) =>
    (await request(m.app).get('/api/admin/audit').query(query).set(admin).expect(200)).body.data as {
      entries: Entry[];
      pagination: { page: number; limit: number; totalCount: number; totalPages: number };
    };

  it('shows a clip’s history in order: uploaded by its seller, approved and edited by the admin (before → after)', async () => {
    const res = await request(m.app).get(`/api/admin/audit/clip/${clipId}`).set(admin).expect(200);
    const entries = res.body.data.entries as Entry[];
    expect(entries.slice(0, 3).map((entry) => entry.action)).toEqual([
      'ClipUploaded',
      'ClipApproved',
      'ClipEdited',
    ]);
    expect(entries[0]!.actor).toMatchObject({ kind: 'person', id: seller.uid, role: 'seller' });
    expect(entries[1]!.actor).toEqual({
      kind: 'person',
      id: adminPerson.uid,
      role: 'admin',
      system: null,
      displayName: 'Admin ทดสอบ',
    });
    expect(entries[2]!.summary).toMatchObject({
      changes: {
        title: { before: expect.any(String), after: 'ชื่อคลิปที่แอดมินแก้ไขแล้ว' },
        priceSatang: { before: 80_000, after: 95_000 },
      },
    });
    const times = entries.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);
  });

  it('shows a purchase’s history in order, with the refund’s admin and reason', async () => {
    const res = await request(m.app).get(`/api/admin/audit/purchase/${purchaseId}`).set(admin).expect(200);
    const entries = res.body.data.entries as Entry[];
    const actions = entries.map((entry) => entry.action);
    expect(actions[0]).toBe('PurchaseOpened');
    for (const [earlier, later] of [
      ['PurchaseCreated', 'PaymentSucceeded'],
      ['PaymentSucceeded', 'RefundRequested'],
      ['RefundRequested', 'PurchaseRefunded'],
    ])
      expect(actions.indexOf(earlier!)).toBeLessThan(actions.indexOf(later!));
    const refund = entries.find((entry) => entry.action === 'RefundRequested')!;
    expect(refund.actor).toMatchObject({ id: adminPerson.uid, role: 'admin' });
    expect(refund.summary).toMatchObject({ reason: 'คลิปไม่ตรงกับที่ขาย' });
    expect(entries.find((entry) => entry.action === 'PurchaseRefunded')!.summary).toMatchObject({
      amountSatang: 95_000,
    });
  });

  it('filters by actor (id, e-mail or name), entity, action and Bangkok day, newest first', async () => {
    const byId = await list({ actor: adminPerson.uid, limit: 100 });
    expect(byId.entries.length).toBeGreaterThanOrEqual(3);
    expect(byId.entries.every((entry) => entry.actor.id === adminPerson.uid)).toBe(true);
    const byEmail = await list({ actor: adminPerson.email, limit: 100 });
    expect(byEmail.entries.map((entry) => entry.id)).toEqual(byId.entries.map((entry) => entry.id));
    const byName = await list({ actor: 'Admin ทด', limit: 100 });
    expect(byName.pagination.totalCount).toBe(byId.pagination.totalCount);

    const edits = await list({ action: 'ClipEdited', entityType: 'clip', entityId: clipId });
    expect(edits.entries).toHaveLength(1);
    expect(edits.entries[0]).toMatchObject({ entityType: 'clip', entityId: clipId, action: 'ClipEdited' });

    const purchase = await list({ entityType: 'purchase', entityId: purchaseId, limit: 100 });
    expect(purchase.entries.every((entry) => entry.entityId === purchaseId)).toBe(true);
    const ats = purchase.entries.map((entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const today = bangkokDay(new Date());
    const yesterday = bangkokDay(new Date(Date.now() - 86_400_000));
    const tomorrow = bangkokDay(new Date(Date.now() + 86_400_000));
    expect((await list({ entityId: clipId, dateFrom: today, dateTo: today })).pagination.totalCount).toBe(
      (await list({ entityId: clipId })).pagination.totalCount,
    );
    expect((await list({ entityId: clipId, dateTo: yesterday })).entries).toEqual([]);
    expect((await list({ entityId: clipId, dateFrom: tomorrow })).entries).toEqual([]);
  });

  it('pages: a given limit, the last page, a page past the end (empty), the default size', async () => {
    const all = await list({ entityType: 'purchase', entityId: purchaseId, limit: 100 });
    const total = all.pagination.totalCount;
    expect(total).toBeGreaterThan(2);
    const first = await list({ entityType: 'purchase', entityId: purchaseId, limit: 2, page: 1 });
    expect(first.entries.map((entry) => entry.id)).toEqual(all.entries.slice(0, 2).map((entry) => entry.id));
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      totalCount: total,
      totalPages: Math.ceil(total / 2),
    });
    const last = await list({
      entityType: 'purchase',
      entityId: purchaseId,
      limit: 2,
      page: Math.ceil(total / 2),
    });
    expect(last.entries.length).toBe(total - 2 * (Math.ceil(total / 2) - 1));
    const past = await list({ entityType: 'purchase', entityId: purchaseId, limit: 2, page: 500 });
    expect(past.entries).toEqual([]);
    expect((await list({})).pagination.limit).toBe(10);
  });

  it('answers bad filters with 400 in Thai', async () => {
    for (const query of [
      { limit: 101 },
      { limit: 0 },
      { page: 0 },
      { page: 'x' },
      { entityType: 'video' },
      { action: 'ClipPainted' },
      { dateFrom: '2026-13-01' },
      { dateTo: '21/11/2026' },
      { dateFrom: '2026-11-22', dateTo: '2026-11-21' },
      { sort: 'title' },
    ]) {
      const res = await request(m.app).get('/api/admin/audit').query(query).set(admin);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(thai);
      expect(JSON.stringify(res.body.error.fields)).toMatch(thai);
    }
    const badType = await request(m.app).get('/api/admin/audit/video/x').set(admin).expect(400);
    expect(badType.body.error.fields[0].message).toMatch(thai);
    const badCsv = await request(m.app).get('/api/admin/audit/export.csv?limit=5').set(admin).expect(400);
    expect(badCsv.body.error.message).toMatch(thai);
    await request(m.app).get('/api/admin/audit/export.csv?action=Nope').set(admin).expect(400);
  });

  it('exports the filtered entries as CSV: UTF-8 with a BOM, a header row, one row per entry', async () => {
    const res = await request(m.app)
      .get('/api/admin/audit/export.csv')
      .query({ entityType: 'clip', entityId: clipId })
      .set(admin)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'เวลา,ประเภทผู้กระทำ,รหัสผู้กระทำ,บทบาท,ระบบ,ชื่อผู้กระทำ,ประเภทข้อมูล,รหัสข้อมูล,การกระทำ,รายละเอียด',
    );
    const history = (await list({ entityType: 'clip', entityId: clipId, limit: 100 })).entries;
    expect(lines).toHaveLength(history.length + 1);
    expect(lines.filter((line) => line.includes(',ClipEdited,'))).toHaveLength(1);
    expect(lines.some((line) => line.includes('Admin ทดสอบ') && line.includes(',ClipApproved,'))).toBe(true);
    expect(body.toString('utf8')).toContain('ชื่อคลิปที่แอดมินแก้ไขแล้ว');
  });

  it('shows on the admin clip list who approved the clip and when', async () => {
    const res = await request(m.app)
      .get('/api/admin/videos/all')
      .query({ seller: seller.uid })
      .set(admin)
      .expect(200);
    const [video] = res.body.data.videos as { moderatedBy: unknown; moderatedAt: string | null }[];
    expect(video!.moderatedBy).toEqual({ id: adminPerson.uid, displayName: 'Admin ทดสอบ' });
    expect(video!.moderatedAt).toEqual(expect.any(String));
  });

  it('shows an erased seller’s actions without their personal data', async () => {
    const gone = await m.newPerson('ErasedAuditSeller');
    const goneClip = await approvedClip(m, gone.uid);
    await request(m.app).delete(`/api/admin/users/${gone.uid}`).set(admin).expect(200);
    await caughtUp(m, ['audit', 'users']);
    const own = (await list({ actor: gone.uid, limit: 100 })).entries;
    expect(own.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['UserRegistered', 'ClipUploaded']),
    );
    expect(own.every((entry) => entry.actor.id === gone.uid && entry.actor.displayName === null)).toBe(true);
    expect((await list({ actor: gone.email })).entries).toEqual([]);
    const clip = (await request(m.app).get(`/api/admin/audit/clip/${goneClip}`).set(admin).expect(200)).body
      .data.entries as Entry[];
    expect(clip[0]!.summary).toMatchObject({ clipId: goneClip, sellerId: gone.uid, title: '' });
    const user = (await request(m.app).get(`/api/admin/audit/user/${gone.uid}`).set(admin).expect(200)).body
      .data.entries as Entry[];
    expect(user.map((entry) => entry.action)).toContain('UserErased');
    const text = JSON.stringify([own, clip, user]);
    for (const personal of [gone.email, 'ErasedAuditSeller']) expect(text).not.toContain(personal);
  });

  it('refuses everyone but admins (403 in Thai)', async () => {
    for (const path of [
      '/api/admin/audit',
      '/api/admin/audit/export.csv',
      `/api/admin/audit/clip/${clipId}`,
    ]) {
      const res = await request(m.app).get(path).set(auth(seller.token)).expect(403);
      expect(res.body.error.message).toMatch(thai);
      await request(m.app).get(path).expect(401);
    }
  });
});
