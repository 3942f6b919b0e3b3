import { createHash } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, openPurchase, payByCard, until } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const THAI = /[ก-๙]/;
/** Binary answers (the PDF) as a Buffer. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every word pdf.js extracts from the PDF's pages (Sarabun's ำ may come out as ํ + า: both kept). */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\u0e4d\u0e32/g, 'ำ');
}

describe('signed file-origin certificates, over HTTP (issue 21)', () => {
  let m: Marketplace;
  let clipId: string;
  let sha256: string;
  let buyer: TestPerson;
  let purchaseId: string;
  const pdf = (token: string, id = purchaseId) =>
    request(m.app).get(`/api/users/purchases/${id}/certificate`).set(auth(token)).buffer(true).parse(binary);
  const json = (token: string, id = purchaseId) =>
    request(m.app).get(`/api/users/purchases/${id}/certificate.json`).set(auth(token));
  const verify = () => request(m.app).post('/api/certificates/verify');

  beforeAll(async () => {
    m = await testMarketplace();
    const video = uniqueMp4();
    sha256 = createHash('sha256').update(video.bytes).digest('hex');
    clipId = (await uploadVideo(m.app, m.tokens.seller, { video }).expect(201)).body.data.videoId;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
    buyer = await m.newPerson('CertificateBuyer', { userType: 'buyer' });
    purchaseId = await openPurchase(m, buyer, clipId);
    await payByCard(m, buyer.token, purchaseId);
    await until(
      () => request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(buyer.token)),
      (res) => res.body.data?.status === 'paid',
    );
    // Two downloads of the original: the certificate lists both times.
    for (let i = 0; i < 2; i++) {
      const url = (
        await request(m.app)
          .get(`/api/users/purchases/${purchaseId}/download`)
          .set(auth(buyer.token))
          .expect(200)
      ).body.data.url as string;
      await request(m.app).get(url).expect(200);
    }
    await until(
      () => json(buyer.token),
      (res) => res.body.certificate?.downloads?.length === 2,
    );
  });
  afterAll(async () => m?.close());

  it('gives the buyer the signed JSON with every fact and nothing personal', async () => {
    const answer = await json(buyer.token).expect(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="dashclip-certificate-DC-[\dA-F-]+\.json"$/,
    );
    const { certificate, signature } = answer.body;
    expect(signature).toMatchObject({ alg: 'Ed25519', kid: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(certificate).toMatchObject({
      format: 'dashclip-certificate/1',
      issuer: { name: 'แดชคลิป', url: 'http://dashclip.test' },
      clip: {
        clipId,
        sha256,
        bytes: expect.any(Number),
        sellerPseudonym: m.people!.seller.uid,
        incident: { date: '2026-11-18', time: '07:40', province: 'กรุงเทพมหานคร', district: 'บางขุนเทียน' },
        approvedAt: expect.any(String),
      },
      purchase: { purchaseId, receiptNumber: expect.stringMatching(/^DC-/), status: 'paid' },
      downloads: [{ at: expect.any(String) }, { at: expect.any(String) }],
    });
    const text = JSON.stringify(answer.body);
    for (const personal of [buyer.email, buyer.uid, m.people!.seller.email, '127.0.0.1', '::ffff'])
      expect(text).not.toContain(personal);
  });

  it('is the buyer’s and the admins’: 404 for everyone else, 401 signed out, 409 in Thai unpaid', async () => {
    await json(m.tokens.admin).expect(200);
    for (const token of [m.tokens.buyer, m.tokens.seller, m.tokens.otherSeller]) {
      const refused = await json(token).expect(404);
      expect(refused.body.error.message).toMatch(THAI);
      await request(m.app).get(`/api/users/purchases/${purchaseId}/certificate`).set(auth(token)).expect(404);
    }
    await request(m.app).get(`/api/users/purchases/${purchaseId}/certificate`).expect(401);
    await request(m.app).get(`/api/users/purchases/${purchaseId}/certificate.json`).expect(401);
    await json(m.tokens.unverified).expect(403);
    await json(buyer.token, 'no-such-purchase').expect(404);

    const late = await m.newPerson('UnpaidCertificate', { userType: 'buyer' });
    const pending = await openPurchase(m, late, clipId);
    const answer = await until(
      () => json(late.token, pending),
      (res) => res.status !== 404,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('PURCHASE_NOT_PAID');
    expect(answer.body.error.message).toMatch(THAI);
  });

  it('renders a Thai PDF with Buddhist-era dates that carries the signed JSON, which /verify accepts', async () => {
    const answer = await pdf(buyer.token).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="dashclip-certificate-DC-[\dA-F-]+\.pdf"$/,
    );
    const bytes = answer.body as Buffer;
    const text = await pdfText(bytes);
    for (const word of ['หนังสือรับรอง', 'ที่มาของไฟล์', 'ประวัติการดาวน์โหลด', 'กรุงเทพมหานคร', 'บางขุนเทียน'])
      expect(text).toContain(word);
    expect(text).toContain(String(new Date().getFullYear() + 543));
    expect(text).toContain(sha256.slice(0, 32));

    const checked = await verify().set('content-type', 'application/pdf').send(bytes).expect(200);
    expect(checked.body.data).toMatchObject({
      signatureValid: true,
      keyKnown: true,
      fingerprintOnRecord: true,
      certificate: { clip: { clipId, sha256 }, purchase: { purchaseId } },
    });
  });

  it('verifies the signed JSON; one changed byte or an unknown key is not valid', async () => {
    const signed = (await json(buyer.token).expect(200)).body;
    const ok = await verify().send(signed).expect(200);
    expect(ok.body.data).toMatchObject({
      signatureValid: true,
      kid: signed.signature.kid,
      keyKnown: true,
      fingerprintOnRecord: true,
    });

    // One hex digit of the fingerprint changed (never to itself: a fingerprint starting with 0 once
    // made this "change" nothing).
    const otherDigit = sha256[0] === '0' ? '1' : '0';
    const changed = JSON.parse(
      JSON.stringify(signed).replace(signed.certificate.clip.sha256, `${otherDigit}${sha256.slice(1)}`),
    );
    const tampered = await verify().send(changed).expect(200);
    expect(tampered.body.data).toMatchObject({
      signatureValid: false,
      keyKnown: true,
      fingerprintOnRecord: false,
    });

    const unknown = { ...signed, signature: { ...signed.signature, kid: '0123456789abcdef' } };
    expect((await verify().send(unknown).expect(200)).body.data).toMatchObject({
      signatureValid: false,
      keyKnown: false,
    });
  });

  it('answers garbage with a Thai 400 (or 415), never a 500', async () => {
    const cases = [
      verify().set('content-type', 'application/pdf').send(Buffer.from('not a pdf at all')),
      verify().set('content-type', 'application/pdf').send(Buffer.from('%PDF-1.7\n garbage \n%%EOF')),
      verify().set('content-type', 'application/pdf').send(Buffer.alloc(0)),
      verify().send({ certificate: 1 }),
      verify().send({ certificate: {}, signature: { alg: 'Ed25519', kid: 'x' } }),
      verify().set('content-type', 'application/json').send('{"certificate":'),
      verify().set('content-type', 'text/plain').send('hello'),
    ];
    for (const pending of cases) {
      const answer = await pending;
      expect([400, 415]).toContain(answer.status);
      expect(answer.body.error.message).toMatch(THAI);
    }
    // A structurally fine upload with a made-up certificate is answered, not refused: just not valid.
    const invented = await verify()
      .send({ certificate: { format: 'x' }, signature: { alg: 'Ed25519', kid: 'x', value: 'y' } })
      .expect(200);
    expect(invented.body.data).toMatchObject({ signatureValid: false, keyKnown: false, certificate: null });
  });

  it('publishes the public keys at /api/certificates/keys and the well-known address, cacheable', async () => {
    const signed = (await json(buyer.token).expect(200)).body;
    for (const path of ['/api/certificates/keys', '/.well-known/dashclip-certificate-keys.json']) {
      const answer = await request(m.app).get(path).expect(200);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(answer.body).toEqual({
        keys: [
          {
            kty: 'OKP',
            crv: 'Ed25519',
            kid: signed.signature.kid,
            x: expect.any(String),
            use: 'sig',
            current: true,
          },
        ],
      });
    }
  });
});
