import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, COMPLAINT_DESCRIPTION_MAX, COMPLAINT_SUBJECT_MAX } from '../../events/constants.ts';
import { streams } from '../../events/streams.ts';
import { approvedClip, auth } from '../fixtures/money.ts';
import { TEST_PASSWORD, testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const thai = /[ก-๙]/;

describe('complaints over HTTP: filing, the reporter’s list, the admin’s list and answers', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  let reporter: TestPerson;
  let other: TestPerson;
  let lastPosition = '';
  beforeAll(async () => {
    m = await testMarketplace();
    admin = auth(m.tokens.admin);
    reporter = await m.newPerson('Reporter', { userType: 'buyer' });
    other = await m.newPerson('Somchai', { userType: 'buyer' });
  });
  afterAll(async () => m?.close());

  const file = async (person: TestPerson, body: Record<string, unknown>) => {
    const answer = await request(m.app)
      .post('/api/complaints')
      .set(auth(person.token))
      .send(body)
      .expect(201);
    lastPosition = answer.body.position;
    return answer.body.data as { complaintId: string; status: string };
  };
  const act = async (id: string, action: string, body?: Record<string, unknown>) => {
    const call = request(m.app).put(`/api/admin/complaints/${id}/${action}`).set(admin);
    const answer = await (body ? call.send(body) : call);
    if (answer.status === 200) lastPosition = answer.body.position;
    return answer;
  };
  const adminList = async (query = '') =>
    request(m.app).get(`/api/admin/complaints${query}`).set(admin).set('x-consistent-after', lastPosition);
  const mine = async (person: TestPerson) =>
    (
      await request(m.app)
        .get('/api/complaints/mine')
        .set(auth(person.token))
        .set('x-consistent-after', lastPosition)
        .expect(200)
    ).body.data;

  let first: string;

  it('a member files a complaint about a clip: open, its priority set by its type, the words sealed', async () => {
    const clipId = await approvedClip(m, m.people!.seller.uid);
    const filed = await file(reporter, {
      type: 'payment',
      subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
      description: 'ชำระผ่านพร้อมเพย์แล้ว แต่ปุ่มดาวน์โหลดไม่ขึ้น',
      clipId,
    });
    // The priority is internal triage: the reporter's answer does not carry it, the admin's list does.
    expect(filed).toEqual({ complaintId: expect.any(String), status: 'open' });
    first = filed.complaintId;
    const triaged = (await adminList()).body.data.complaints.find((c: { _id: string }) => c._id === first);
    expect(triaged.priority).toBe('high');

    const { events } = await m.store.readStream(streams.complaint(first));
    expect(events.map((event) => event.type)).toEqual(['ComplaintFiled']);
    expect(events[0]!.metadata.actor).toEqual({ id: reporter.uid, role: 'buyer' });
    expect(events[0]!.data).toMatchObject({
      reporterId: reporter.uid,
      uid: reporter.uid,
      clipId,
      purchaseId: null,
    });

    const list = await mine(reporter);
    expect(list.total).toBe(1);
    expect(list.complaints[0]).toMatchObject({
      _id: first,
      id: expect.stringMatching(/^CP-[0-9A-F]{8}$/),
      type: 'payment',
      status: 'open',
      subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
      clipId,
      clipTitle: expect.stringMatching(/[ก-๙]/),
      adminResponse: null,
    });
    expect(list.complaints[0]).not.toHaveProperty('priority');
    expect((await mine(other)).complaints).toEqual([]);
  });

  it('refuses bad input in Thai, and references that do not exist', async () => {
    const bad = [
      {},
      { type: 'spam', subject: 'ก', description: 'ข' },
      { type: 'other', subject: '', description: 'ข' },
      { type: 'other', subject: 'ก'.repeat(COMPLAINT_SUBJECT_MAX + 1), description: 'ข' },
      { type: 'other', subject: 'ก', description: 'ข'.repeat(COMPLAINT_DESCRIPTION_MAX + 1) },
      { type: 'other', subject: 'ก', description: 'ข', extra: 1 },
      { type: 'other', subject: 'ก', description: 'ข', clipId: 5 },
    ];
    for (const body of bad) {
      const answer = await request(m.app).post('/api/complaints').set(auth(reporter.token)).send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(thai);
    }
    const noClip = await request(m.app)
      .post('/api/complaints')
      .set(auth(reporter.token))
      .send({ type: 'content', subject: 'ก', description: 'ข', clipId: 'no-such-clip' });
    expect(noClip.status).toBe(404);
    expect(noClip.body.error.message).toMatch(thai);
    const noPurchase = await request(m.app)
      .post('/api/complaints')
      .set(auth(reporter.token))
      .send({ type: 'payment', subject: 'ก', description: 'ข', purchaseId: 'no-such-purchase' });
    expect(noPurchase.status).toBe(404);
  });

  it('the admin lists every complaint with counts over all of them, searched, filtered and paged', async () => {
    for (let i = 0; i < ADMIN_PAGE_SIZE + 2; i++)
      await file(other, {
        type: i % 2 ? 'technical' : 'other',
        subject: `วิดีโอเล่นไม่ได้ ${i}`,
        description: i === 3 ? 'ภาพกระตุกบนมือถือ' : 'เล่นแล้วค้าง',
      });
    const all = await adminList();
    expect(all.status).toBe(200);
    const total = ADMIN_PAGE_SIZE + 3;
    expect(all.body.data.counts).toEqual({ open: total, inProgress: 0, resolved: 0, rejected: 0, total });
    expect(all.body.data.total).toBe(total);
    expect(all.body.data.complaints).toHaveLength(ADMIN_PAGE_SIZE);
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: ADMIN_PAGE_SIZE, totalPages: 2 });
    const ours = (await adminList('?search=' + encodeURIComponent('ดาวน์โหลด'))).body.data;
    expect(ours.total).toBe(1);
    expect(ours.complaints[0]).toMatchObject({
      _id: first,
      reporter: { _id: reporter.uid, displayName: 'Reporter ทดสอบ', email: reporter.email },
      description: 'ชำระผ่านพร้อมเพย์แล้ว แต่ปุ่มดาวน์โหลดไม่ขึ้น',
      status: 'open',
      createdAt: expect.any(String),
    });
    // Every page and filter is counted on the server; the counts stay over all complaints.
    expect(ours.counts.total).toBe(total);

    const byCode = (await adminList(`?search=${ours.complaints[0].id.toLowerCase()}`)).body.data;
    expect(byCode.complaints.map((c: { _id: string }) => c._id)).toEqual([first]);
    expect((await adminList(`?search=${first}`)).body.data.total).toBe(1);
    expect((await adminList(`?search=${encodeURIComponent(reporter.email)}`)).body.data.total).toBe(1);
    expect((await adminList(`?search=somchai`)).body.data.total).toBe(ADMIN_PAGE_SIZE + 2);
    expect((await adminList(`?search=${encodeURIComponent('กระตุก')}`)).body.data.total).toBe(1);
    expect((await adminList(`?search=${encodeURIComponent('100%')}`)).body.data.total).toBe(0);
    expect((await adminList('?type=technical')).body.data.total).toBe((ADMIN_PAGE_SIZE + 2) / 2);
    expect((await adminList('?type=payment&status=open')).body.data.total).toBe(1);
    expect((await adminList('?type=all&status=all')).body.data.total).toBe(total);
    expect((await adminList('?status=resolved')).body.data.complaints).toEqual([]);

    const second = (await adminList('?page=2')).body.data;
    expect(second.complaints).toHaveLength(3);
    const past = (await adminList('?page=9')).body.data;
    expect(past.complaints).toEqual([]);
    expect(past.total).toBe(total);
    for (const query of ['?limit=101', '?status=closed', '?type=spam', '?page=0', '?sort=x']) {
      const answer = await adminList(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.message).toMatch(thai);
    }
  });

  it('in progress, a priority change, then resolved with a response the reporter reads', async () => {
    const taken = await act(first, 'in-progress');
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ complaintId: first, status: 'in_progress' });
    const again = await act(first, 'in-progress');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(thai);

    expect((await act(first, 'priority', { priority: 'urgent' })).status).toBe(200);
    const same = await act(first, 'priority', { priority: 'urgent' });
    expect(same.status).toBe(409);
    expect((await act(first, 'priority', { priority: 'critical' })).status).toBe(400);

    expect((await act(first, 'resolve', {})).status).toBe(400);
    const blank = await act(first, 'resolve', { response: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(thai);
    const resolved = await act(first, 'resolve', { response: 'คืนเงินให้แล้ว กรุณาตรวจสอบบัญชี' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ complaintId: first, status: 'resolved' });

    const closed = await act(first, 'reject', { response: 'ไม่ใช่' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toMatch(thai);
    expect((await act(first, 'priority', { priority: 'low' })).status).toBe(409);

    const { events } = await m.store.readStream(streams.complaint(first));
    expect(events.map((event) => event.type)).toEqual([
      'ComplaintFiled',
      'ComplaintInProgress',
      'ComplaintPriorityChanged',
      'ComplaintResolved',
    ]);
    for (const event of events.slice(1))
      expect(event.metadata.actor).toEqual({ id: m.people!.admin.uid, role: 'admin' });
    expect(events[3]!.data).toMatchObject({
      complaintId: first,
      reporterId: reporter.uid,
      response: 'คืนเงินให้แล้ว กรุณาตรวจสอบบัญชี',
    });

    const seen = (await mine(reporter)).complaints[0];
    expect(seen).toMatchObject({
      status: 'resolved',
      adminResponse: 'คืนเงินให้แล้ว กรุณาตรวจสอบบัญชี',
      resolvedAt: expect.any(String),
    });
    const counts = (await adminList()).body.data.counts;
    expect(counts).toMatchObject({ open: ADMIN_PAGE_SIZE + 2, inProgress: 0, resolved: 1 });
  });

  it('an open complaint is rejected with a response; unknown ids are 404', async () => {
    const { complaintId } = await file(other, {
      type: 'user',
      subject: 'ผู้ขายไม่ตอบ',
      description: 'ทักไปหลายครั้ง',
    });
    const rejected = await act(complaintId, 'reject', { response: 'ไม่พบการกระทำผิด' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', adminResponse: 'ไม่พบการกระทำผิด' });
    expect((await mine(other)).complaints[0]).toMatchObject({
      _id: complaintId,
      status: 'rejected',
      adminResponse: 'ไม่พบการกระทำผิด',
    });
    expect((await mine(other)).complaints[0]).not.toHaveProperty('priority');
    expect((await act(complaintId, 'in-progress')).status).toBe(409);
    for (const action of ['in-progress', 'resolve', 'reject', 'priority']) {
      const body =
        action === 'priority'
          ? { priority: 'low' }
          : action === 'in-progress'
            ? undefined
            : { response: 'ก' };
      const answer = await act('no-such-complaint', action, body);
      expect(answer.status, action).toBe(404);
      expect(answer.body.error.message).toMatch(thai);
    }
  });

  it('erasing the reporter blanks their words and name in the admin list; the complaint stays', async () => {
    const leaver = await m.newPerson('Leaver', { userType: 'buyer' });
    const { complaintId } = await file(leaver, {
      type: 'content',
      subject: 'คลิปนี้มีป้ายทะเบียนของฉัน',
      description: 'ทะเบียน กข 1234 กรุงเทพฯ',
    });
    const deleted = await request(m.app)
      .delete('/api/users/delete')
      .set(auth(leaver.token))
      .send({ password: TEST_PASSWORD, confirmation: 'DELETE' })
      .expect(200);
    lastPosition = deleted.body.position ?? lastPosition;
    const found = async () =>
      (await adminList('?type=content')).body.data.complaints.find(
        (c: { _id: string }) => c._id === complaintId,
      );
    let row = await found();
    for (let i = 0; i < 100 && row?.subject !== ''; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await found();
    }
    expect(row).toMatchObject({
      subject: '',
      description: '',
      status: 'open',
      priority: 'high',
      reporter: { _id: leaver.uid, displayName: '', email: '' },
    });
    expect((await adminList(`?search=${encodeURIComponent('กข 1234')}`)).body.data.total).toBe(0);
    // The words were sealed with the reporter's key: with the key gone, the stream reads them blank.
    const { events } = await m.store.readStream(streams.complaint(complaintId));
    expect(events[0]!.data).toMatchObject({ subject: '', description: '', reporterId: leaver.uid });
  });

  it('only admins see the list and answer; only members file', async () => {
    const member = auth(reporter.token);
    expect((await request(m.app).get('/api/admin/complaints').set(member)).status).toBe(403);
    expect(
      (await request(m.app).put(`/api/admin/complaints/${first}/resolve`).set(member).send({ response: 'ก' }))
        .status,
    ).toBe(403);
    expect((await request(m.app).put(`/api/admin/complaints/${first}/in-progress`).set(member)).status).toBe(
      403,
    );
    expect((await request(m.app).get('/api/complaints/mine')).status).toBe(401);
    expect(
      (
        await request(m.app)
          .post('/api/complaints')
          .set(auth(m.tokens.unverified))
          .send({ type: 'other', subject: 'ก', description: 'ข' })
      ).status,
    ).toBe(403);
  });

  // Last: it adds a complaint the counts above do not expect.
  it('"not as described / refund" is a type of its own, triaged high', async () => {
    const clipId = await approvedClip(m, m.people!.seller.uid);
    const refunder = await m.newPerson('Refunder', { userType: 'buyer' });
    const { complaintId } = await file(refunder, {
      type: 'refund',
      subject: 'คลิปไม่ตรงตามคำอธิบาย',
      description: 'ไม่เห็นเหตุการณ์ตามที่เขียนไว้ ขอคืนเงิน',
      clipId,
    });
    const listed = (await adminList('?type=refund')).body.data.complaints;
    expect(listed.map((c: { _id: string }) => c._id)).toEqual([complaintId]);
    expect(listed[0]).toMatchObject({ type: 'refund', priority: 'high' });
    expect((await mine(refunder)).complaints[0]).toMatchObject({ _id: complaintId, type: 'refund' });
  });
});
