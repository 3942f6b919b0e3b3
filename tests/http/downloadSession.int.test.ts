import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../fixtures/devMailbox.ts';
import { auth, openPurchase, payByCard, until } from '../fixtures/money.ts';
import { TEST_PASSWORD, testMarketplace } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const sessionEnded = 'ลิงก์ดาวน์โหลดนี้ใช้ไม่ได้แล้วเพราะออกจากระบบไปแล้ว กรุณาเข้าสู่ระบบแล้วกดดาวน์โหลดใหม่';

/** A download link is no bearer pass of its own: it ends with the session it was made in. */
describe('download links and the session they were made in', () => {
  let m: Marketplace;
  let clipId: string;
  beforeAll(async () => {
    m = await testMarketplace();
    const uploaded = await uploadVideo(m.app, m.tokens.seller, { video: uniqueMp4() }).expect(201);
    clipId = uploaded.body.data.videoId;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
  });
  afterAll(async () => m?.close());

  /** A buyer who paid for the clip, and a download link made in `token`'s session. */
  async function paidBuyer(name: string) {
    const buyer = await m.newPerson(name, { userType: 'buyer' });
    const purchaseId = await openPurchase(m, buyer, clipId);
    await payByCard(m, buyer.token, purchaseId);
    await until(
      () => request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(buyer.token)),
      (res) => res.body.data?.status === 'paid',
    );
    const linkFor = async (token: string) =>
      (await request(m.app).get(`/api/users/purchases/${purchaseId}/download`).set(auth(token)).expect(200))
        .body.data.url as string;
    return { buyer, purchaseId, linkFor };
  }

  it('given a link, when its session signs out, then the link answers 401 in Thai; a link from a new session works', async () => {
    const { buyer, linkFor } = await paidBuyer('LeavingBuyer');
    const url = await linkFor(buyer.token);
    await request(m.app).get(url).set('range', 'bytes=0-9').expect(206);

    await request(m.app).post('/api/auth/logout').set(auth(buyer.token)).expect(200);
    expectError(await request(m.app).get(url), 401, 'UNAUTHORIZED', sessionEnded);
    expectError(await request(m.app).get(url).set('range', 'bytes=0-9'), 401, 'UNAUTHORIZED', sessionEnded);

    const again = await request(m.app)
      .post('/api/auth/login')
      .send({ email: buyer.email, password: TEST_PASSWORD })
      .expect(200);
    await request(m.app)
      .get(await linkFor(again.body.data.token))
      .set('range', 'bytes=0-9')
      .expect(206);
  });

  it('given a link, when an admin suspends the buyer, then the link answers 401', async () => {
    const { buyer, linkFor } = await paidBuyer('SuspendedBuyer');
    const url = await linkFor(buyer.token);
    await request(m.app).put(`/api/admin/users/${buyer.uid}/suspend`).set(auth(m.tokens.admin)).expect(200);
    expectError(await request(m.app).get(url), 401, 'UNAUTHORIZED', sessionEnded);
  });

  it('given a link, when the password is changed (every other session ends), then the link answers 401', async () => {
    const { buyer, linkFor } = await paidBuyer('CarefulBuyer');
    const url = await linkFor(buyer.token);
    await request(m.app)
      .post('/api/auth/change-password')
      .set(auth(buyer.token))
      .send({
        currentPassword: TEST_PASSWORD,
        newPassword: 'Rahat-mai-2027!',
        confirmPassword: 'Rahat-mai-2027!',
      })
      .expect(200);
    expect((await request(m.app).get(url)).status).toBe(401);
  });
});
