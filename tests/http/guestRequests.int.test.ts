import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_REQUESTS_PER_NETWORK } from '../../command-api/constants.ts';
import { streams } from '../../events/streams.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { approvedClip, auth } from '../fixtures/money.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const thai = /[ก-๙]/;

describe('takedown requests and contact messages from anyone (issue 17)', () => {
  let m: Marketplace;
  let clipId: string;
  let sent = 0;
  let lastPosition = '';
  beforeAll(async () => {
    m = await testMarketplace();
    clipId = await approvedClip(m, m.people!.seller.uid);
  }, 240_000);
  afterAll(async () => m?.close());

  const takedown = (overrides: Record<string, unknown> = {}) => ({
    clipReference: `https://dashclip.co.th/video/${clipId}?from=share`,
    role: 'in_clip',
    targets: ['plate', 'face'],
    details: 'ใบหน้าของฉันเห็นชัดตอนวินาทีที่ 0:12 ขณะยืนรอรถเมล์ ไม่ได้เกี่ยวกับอุบัติเหตุ',
    name: 'สมหญิง ใจดี',
    email: 'somying@example.org',
    phone: '081-234-5678',
    declaration: true,
    ...overrides,
  });
  const post = (path: string, body: unknown) =>
    request(m.app)
      .post(`/api${path}`)
      .send(body as object);

  it('a takedown request without an account lands in the admins’ complaints queue as a takedown', async () => {
    const answer = await post('/takedown-requests', takedown()).expect(201);
    sent++;
    lastPosition = answer.body.position;
    const { requestId } = answer.body.data as { requestId: string };
    expect(answer.body.data).toMatchObject({ clipId, status: 'open' });

    const list = await request(m.app)
      .get('/api/admin/complaints?type=takedown')
      .set(auth(m.tokens.admin))
      .set('x-consistent-after', lastPosition)
      .expect(200);
    const [row] = list.body.data.complaints as Record<string, string>[];
    expect(row).toMatchObject({ _id: requestId, type: 'takedown', priority: 'high', status: 'open', clipId });
    expect(row!.subject).toBe(`คำขอเบลอใบหน้า และเบลอป้ายทะเบียน — คลิป ${clipId}`);
    expect(row!.description).toContain('ผู้ยื่นคำขอ: สมหญิง ใจดี (ผู้ที่ปรากฏในคลิป)');
    expect(row!.description).toContain('ติดต่อกลับ: somying@example.org · โทร +66812345678');

    // The contact details are personal data of the request's own key: sealed in the stored event.
    const raw = await postgresEventStore(m.db).readStream(streams.complaint(requestId));
    expect(raw.events[0]!.data).toMatchObject({ reporterId: `guest-${requestId}`, type: 'takedown' });
    expect(JSON.stringify(raw.events[0]!.data)).not.toContain('somying@example.org');
    const opened = await m.store.readStream(streams.complaint(requestId));
    expect(opened.events[0]!.metadata.actor).toEqual({ system: 'takedown-form' });
  });

  it('a contact message reaches the same queue as “other”', async () => {
    const answer = await post('/contact-messages', {
      name: 'บริษัท ประกันดี จำกัด',
      email: 'claims@example.org',
      message: 'ต้องการสอบถามการซื้อคลิปหลายรายการสำหรับงานเคลม',
    }).expect(201);
    sent++;
    const list = await request(m.app)
      .get('/api/admin/complaints?type=other')
      .set(auth(m.tokens.admin))
      .set('x-consistent-after', answer.body.position)
      .expect(200);
    expect(list.body.data.complaints[0]).toMatchObject({
      _id: answer.body.data.requestId,
      subject: 'ข้อความจากหน้าติดต่อเรา: บริษัท ประกันดี จำกัด',
      priority: 'low',
    });
  });

  it.each([
    ['a link without a clip', { clipReference: 'https://dashclip.co.th/dashboard' }, 'clipReference'],
    ['no targets', { targets: [] }, 'targets'],
    ['an unknown target', { targets: ['car'] }, 'targets'],
    ['an unknown role', { role: 'police' }, 'role'],
    ['no declaration', { declaration: false }, 'declaration'],
    ['a bad e-mail', { email: 'somying@' }, 'email'],
    ['a bad phone', { phone: '12' }, 'phone'],
    ['empty details', { details: '   ' }, 'details'],
    ['an unknown field', { password: 'x' }, 'password'],
  ])('refuses %s with a Thai 400 naming the field', async (_name, overrides, field) => {
    const answer = await post('/takedown-requests', takedown(overrides)).expect(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.message).toMatch(thai);
    expect(JSON.stringify(answer.body.error)).toContain(field);
  });

  it('a clip that does not exist is a Thai 404, and no request is kept', async () => {
    const answer = await post('/takedown-requests', takedown({ clipReference: 'no-such-clip' })).expect(404);
    expect(answer.body.error.message).toMatch(thai);
  });

  it('refuses a contact message without its message', async () => {
    const answer = await post('/contact-messages', { name: 'ก', email: 'a@example.org', message: '' }).expect(
      400,
    );
    expect(answer.body.error.message).toMatch(thai);
  });

  it(`takes ${GUEST_REQUESTS_PER_NETWORK} requests per network in a window, then answers 429 with the wait`, async () => {
    for (; sent < GUEST_REQUESTS_PER_NETWORK; sent++)
      await post('/takedown-requests', takedown()).expect(201);
    const refused = await post('/takedown-requests', takedown()).expect(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error.message).toMatch(thai);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await post('/contact-messages', { name: 'ก', email: 'a@example.org', message: 'สวัสดี' }).expect(429);
  });

  it('GET /site answers the company and support contact from configuration', async () => {
    const answer = await request(m.app).get('/api/site').expect(200);
    const site = answer.body.data;
    expect(site.company.name).toMatch(thai);
    expect(site.company.taxId).toMatch(/^\d{13}$/);
    expect(site.support.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(JSON.stringify(site)).not.toMatch(/x{3}|example/i);
    expect(site.retention.downloadWindowDays).toBeGreaterThan(0);
  });
});
