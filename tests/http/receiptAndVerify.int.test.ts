import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCard, until } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const GOOD_CARD = '4242 4242 4242 4242';
const THAI = /[ก-๙]/;
/** The company as COMPANY_NAME, COMPANY_ADDRESS, COMPANY_TAX_ID and COMPANY_BRANCH configure it. */
const ISSUER = {
  name: 'บริษัท ทดสอบแดชคลิป จำกัด',
  address: '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  taxId: '0105536112014',
  branch: 'สำนักงานใหญ่',
};

describe('evidence receipts and public verification, over HTTP', () => {
  let m: Marketplace;
  let clipId: string;
  let originalSha256: string;
  let buyer: TestPerson;
  let purchaseId: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = (token: string) =>
    request(m.app)
      .post('/api/purchases/create')
      .set(auth(token))
      .send({ videoId: clipId, paymentMethod: 'card' });
  const receipt = (token: string, id: string) =>
    request(m.app).get(`/api/purchases/${id}/receipt`).set(auth(token));
  const verify = (sha256: string) => request(m.app).get('/api/verify').query({ sha256 });

  beforeAll(async () => {
    m = await testMarketplace({ receiptIssuer: ISSUER });
    const video = uniqueMp4();
    originalSha256 = createHash('sha256').update(video.bytes).digest('hex');
    const uploaded = await uploadVideo(m.app, m.tokens.seller, { video }).expect(201);
    clipId = uploaded.body.data.videoId;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);

    // Bought exactly as the purchase flow does: an embedded checkout paid with a test card.
    buyer = await m.newPerson('ReceiptBuyer', { userType: 'buyer' });
    purchaseId = (await create(buyer.token).expect(201)).body.data.purchaseId;
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

  it('gives the buyer a receipt with the clip, the seller’s public name and the original’s fingerprint', async () => {
    const answer = await receipt(buyer.token, purchaseId).expect(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      purchaseId,
      amount: 800,
      paymentMethod: 'card',
      status: 'paid',
      refundedAt: null,
      buyer: { displayName: 'ReceiptBuyer ทดสอบ' },
      clip: {
        videoId: clipId,
        title: 'รถเก๋งเปลี่ยนเลนกะทันหันชนท้าย พระราม 2',
        sellerAlias: 'Seller ทดสอบ',
        incidentDate: '2026-11-18',
        incidentTime: '07:40',
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        address: 'ถนนพระราม 2 ขาออก',
        sha256: originalSha256,
        container: expect.any(String),
      },
      downloads: 0,
      verifyUrl: `/verify?sha256=${originalSha256}`,
    });
    expect(data.receiptNumber).toMatch(/^DC-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(data.issuer).toEqual(ISSUER);
    // Support finds the purchase by that number: it is kept in the purchases read model.
    const { rows } = await m.db.query<{ purchase_id: string }>(
      'select purchase_id from purchases where receipt_number = $1',
      [data.receiptNumber],
    );
    expect(rows.map((row) => row.purchase_id)).toEqual([purchaseId]);
    // The clip page offers the buyer its download instead of a buy button; others see none.
    const clipPage = await request(m.app).get(`/api/videos/${clipId}`).set(auth(buyer.token)).expect(200);
    expect(clipPage.body.data.myPurchase).toEqual({ purchaseId, downloadUntil: expect.any(String) });
    const othersPage = await request(m.app)
      .get(`/api/videos/${clipId}`)
      .set(auth(m.tokens.buyer))
      .expect(200);
    expect(othersPage.body.data.myPurchase).toBeNull();
    expect(Date.parse(data.paidAt)).not.toBeNaN();
    expect(Date.parse(data.clip.uploadedAt)).not.toBeNaN();
    expect(data.clip.fileSize).toBeGreaterThan(0);
    expect(data.clip.durationSeconds).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const email of [m.people!.seller.email, buyer.email]) expect(text).not.toContain(email);
    expect(text).not.toContain(m.people!.seller.uid);

    // The number is the purchase's: the same on every print, and the admin's copy is the same receipt.
    const again = await receipt(buyer.token, purchaseId).expect(200);
    expect(again.body.data.receiptNumber).toBe(data.receiptNumber);
    const admins = await receipt(m.tokens.admin, purchaseId).expect(200);
    expect(admins.body.data).toEqual(data);
  });

  it('is nobody else’s: another member gets 404, a signed-out caller 401', async () => {
    const other = await receipt(m.tokens.buyer, purchaseId).expect(404);
    expect(other.body.error.message).toMatch(THAI);
    await receipt(m.tokens.seller, purchaseId).expect(404);
    await receipt(buyer.token, 'no-such-purchase').expect(404);
    await request(m.app).get(`/api/purchases/${purchaseId}/receipt`).expect(401);
  });

  it('is refused in Thai for a purchase that is not paid', async () => {
    const late = await m.newPerson('Unpaid', { userType: 'buyer' });
    const pending = (await create(late.token).expect(201)).body.data.purchaseId;
    const answer = await until(
      () => receipt(late.token, pending),
      (res) => res.status !== 404,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('PURCHASE_NOT_PAID');
    expect(answer.body.error.message).toMatch(THAI);
  });

  it('verifies the original by its SHA-256 without any personal data', async () => {
    const answer = await until(
      () => verify(originalSha256).expect(200),
      (res) => res.body.data.clips[0]?.salesCount === 1,
    );
    expect(answer.body.data).toEqual({
      match: true,
      clips: [
        {
          uploadedAt: expect.any(String),
          incidentDate: '2026-11-18',
          incidentTime: '07:40',
          province: 'กรุงเทพมหานคร',
          district: 'บางขุนเทียน',
          title: 'รถเก๋งเปลี่ยนเลนกะทันหันชนท้าย พระราม 2',
          status: 'sold',
          salesCount: 1,
        },
      ],
    });
    const text = JSON.stringify(answer.body);
    const seller = m.people!.seller;
    for (const secret of [
      seller.email,
      seller.uid,
      'Seller',
      buyer.email,
      buyer.uid,
      'ReceiptBuyer',
      'ทดสอบ',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/seller|buyer|email|@|ถนนพระราม 2 ขาออก/i);
    // Upper-case hex is the same fingerprint.
    expect((await verify(originalSha256.toUpperCase()).expect(200)).body.data.match).toBe(true);
  });

  it('does not tell about a file nobody listed, nor about an upload that never went on sale', async () => {
    const unknown = await verify('0'.repeat(64)).expect(200);
    expect(unknown.body.data).toEqual({ match: false, clips: [] });

    const video = uniqueMp4();
    await uploadVideo(m.app, m.tokens.otherSeller, { video }).expect(201);
    const pending = await verify(createHash('sha256').update(video.bytes).digest('hex')).expect(200);
    expect(pending.body.data).toEqual({ match: false, clips: [] });
  });

  it('names an erased seller by a neutral alias, and the sold clip stays verifiable', async () => {
    const seller = await m.newPerson('Vanishing');
    const keeper = await m.newPerson('Keeper', { userType: 'buyer' });
    const video = uniqueMp4();
    const sha256 = createHash('sha256').update(video.bytes).digest('hex');
    const theirs = (await uploadVideo(m.app, seller.token, { video }).expect(201)).body.data
      .videoId as string;
    await request(m.app).put(`/api/admin/videos/${theirs}/approve`).set(auth(m.tokens.admin)).expect(200);
    const bought = (
      await request(m.app)
        .post('/api/purchases/create')
        .set(auth(keeper.token))
        .send({ videoId: theirs, paymentMethod: 'card' })
        .expect(201)
    ).body.data.purchaseId as string;
    const session = await request(m.app)
      .post('/api/payment-provider/create-checkout-session')
      .set(auth(keeper.token))
      .send({ purchaseId: bought })
      .expect(200);
    await m.payments.sandbox!.payCheckout(session.body.data.clientSecret, testCard(GOOD_CARD));
    // The sale is recorded before the erasure, as it would be in the event order.
    await request(m.app)
      .get('/api/payment-provider/session-status')
      .query({ session_id: session.body.data.sessionId })
      .set(auth(keeper.token))
      .expect(200);
    const erased = await request(m.app)
      .delete(`/api/admin/users/${seller.uid}`)
      .set(auth(m.tokens.admin))
      .expect(200);

    const answer = await receipt(keeper.token, bought)
      .set('x-consistent-after', erased.body.position)
      .expect(200);
    expect(answer.body.data.clip).toMatchObject({
      videoId: theirs,
      sellerAlias: 'ผู้ขาย (ไม่เปิดเผยชื่อ)',
      sha256,
    });
    const verified = await verify(sha256).set('x-consistent-after', erased.body.position).expect(200);
    expect(verified.body.data).toMatchObject({ match: true, clips: [{ status: 'sold', salesCount: 1 }] });
    for (const text of [JSON.stringify(answer.body), JSON.stringify(verified.body)]) {
      expect(text).not.toContain('Vanishing');
      expect(text).not.toContain(seller.email);
    }
  });

  it('refuses a malformed hash with 400 and a Thai message', async () => {
    for (const bad of ['abc', 'g'.repeat(64), `${originalSha256}0`]) {
      const answer = await verify(bad).expect(400);
      expect(answer.body.error.code).toBe('VALIDATION');
      expect(answer.body.error.message).toMatch(THAI);
    }
    await request(m.app).get('/api/verify').expect(400);
  });
});
