import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCard, until } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const GOOD_CARD = '4242 4242 4242 4242';
const THAI = /[ก-๙]/;
const ISSUER = {
  name: 'บริษัท ทดสอบแดชคลิป จำกัด',
  address: '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  taxId: '0105536112014',
  branch: 'สำนักงานใหญ่',
};
const DETAILS = {
  name: 'บริษัท ผู้ซื้อคลิป จำกัด',
  taxId: '1234567890121',
  branch: 'สำนักงานใหญ่',
  address: '1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
};

describe('full tax invoices (ใบกำกับภาษีเต็มรูป), over HTTP', () => {
  let m: Marketplace;
  let clipId: string;
  let buyer: TestPerson;
  let purchaseId: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const ask = (token: string, id: string, body: object) =>
    request(m.app).post(`/api/purchases/${id}/tax-invoice`).set(auth(token)).send(body);
  const read = (token: string, id: string, position?: string) => {
    const call = request(m.app).get(`/api/purchases/${id}/tax-invoice`).set(auth(token));
    return position ? call.set('x-consistent-after', position) : call;
  };

  beforeAll(async () => {
    m = await testMarketplace({ receiptIssuer: ISSUER });
    clipId = (await uploadVideo(m.app, m.tokens.seller, { video: uniqueMp4() }).expect(201)).body.data
      .videoId;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
    buyer = await m.newPerson('InvoiceBuyer', { userType: 'buyer' });
    purchaseId = (
      await request(m.app)
        .post('/api/purchases/create')
        .set(auth(buyer.token))
        .send({ videoId: clipId, paymentMethod: 'card' })
        .expect(201)
    ).body.data.purchaseId;
    const session = await request(m.app)
      .post('/api/payment-provider/create-checkout-session')
      .set(auth(buyer.token))
      .send({ purchaseId })
      .expect(200);
    await m.payments.sandbox!.payCheckout(session.body.data.clientSecret, testCard(GOOD_CARD));
    await until(
      () => request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(buyer.token)),
      (res) => res.body.data?.status === 'paid',
    );
  });
  afterAll(async () => m?.close());

  it('is asked for by the buyer and answered with issuer, buyer, number and the VAT split', async () => {
    const none = await read(buyer.token, purchaseId).expect(404);
    expect(none.body.error.code).toBe('TAX_INVOICE_NOT_REQUESTED');

    const asked = await ask(buyer.token, purchaseId, DETAILS).expect(201);
    const answer = await read(buyer.token, purchaseId, asked.body.position).expect(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      issuer: ISSUER,
      purchaseId,
      status: 'paid',
      buyer: DETAILS,
      item: { description: expect.any(String), quantity: 1 },
      vatPercent: 7,
      amount: 800,
      net: 747.66,
      vat: 52.34,
    });
    expect(data.invoiceNumber).toMatch(/^TI-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(data.invoiceNumber.slice(3)).toBe(data.receiptNumber.slice(3));
    expect(Date.parse(data.issuedAt)).not.toBeNaN();
    expect(data.item.description.length).toBeGreaterThan(0);

    // The purchases tab learns it was asked for.
    const list = await request(m.app)
      .get('/api/users/purchases')
      .set(auth(buyer.token))
      .set('x-consistent-after', asked.body.position)
      .expect(200);
    const mine = JSON.stringify(list.body.data);
    expect(mine).toContain(data.invoiceNumber);

    // Asking again corrects it: same number, the new details.
    const corrected = await ask(buyer.token, purchaseId, { ...DETAILS, branch: '00002' }).expect(201);
    const again = await read(buyer.token, purchaseId, corrected.body.position).expect(200);
    expect(again.body.data.buyer.branch).toBe('00002');
    expect(again.body.data.invoiceNumber).toBe(data.invoiceNumber);

    // The admin's copy is the same document.
    await read(m.tokens.admin, purchaseId, corrected.body.position).expect(200);

    // The personal details are encrypted in the event store, never stored in clear.
    const { rows } = await m.db.query<{ data: unknown }>(
      `select data from events where type = 'TaxInvoiceRequested'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(DETAILS.taxId);
    expect(JSON.stringify(rows)).not.toContain(DETAILS.address);
  });

  it('refuses bad details in Thai with 400', async () => {
    for (const bad of [
      { ...DETAILS, taxId: '1234567890123' },
      { ...DETAILS, taxId: '12345' },
      { ...DETAILS, branch: '12' },
      { ...DETAILS, name: '' },
      { ...DETAILS, address: '   ' },
      { name: DETAILS.name },
    ]) {
      const answer = await ask(buyer.token, purchaseId, bad).expect(400);
      expect(answer.body.error.message).toMatch(THAI);
    }
  });

  it('is nobody else’s: 404 for another member, 401 signed out', async () => {
    const other = await ask(m.tokens.buyer, purchaseId, DETAILS).expect(404);
    expect(other.body.error.message).toMatch(THAI);
    await read(m.tokens.buyer, purchaseId).expect(404);
    await ask(buyer.token, 'no-such-purchase', DETAILS).expect(404);
    await request(m.app).post(`/api/purchases/${purchaseId}/tax-invoice`).send(DETAILS).expect(401);
    await request(m.app).get(`/api/purchases/${purchaseId}/tax-invoice`).expect(401);
  });

  it('is refused with 409 for an unpaid purchase', async () => {
    const late = await m.newPerson('UnpaidInvoice', { userType: 'buyer' });
    const pending = await request(m.app)
      .post('/api/purchases/create')
      .set(auth(late.token))
      .send({ videoId: clipId, paymentMethod: 'card' })
      .expect(201);
    const answer = await ask(late.token, pending.body.data.purchaseId, DETAILS).expect(409);
    expect(answer.body.error.code).toBe('TAX_INVOICE_NOT_PAID');
    expect(answer.body.error.message).toMatch(THAI);
    const document = await read(late.token, pending.body.data.purchaseId, pending.body.position).expect(409);
    expect(document.body.error.message).toMatch(THAI);
  });
});
