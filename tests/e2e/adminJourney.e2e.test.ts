import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type DevSession,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';
import { DEV_PASSWORD } from '../../infra/app/dev/devAccounts.ts';

type Role = 'seller' | 'admin' | 'buyer';

const PENDING_TITLE = 'รถตู้เบียดมอเตอร์ไซค์ ถนนแจ้งวัฒนะ รอตรวจ';
const REFUNDED_TITLE = 'รถเก๋งฝ่าไฟแดง แยกอโศก';
const KEPT_TITLE = 'รถบรรทุกเปลี่ยนเลนกะทันหัน ถนนพหลโยธิน';
const COMPLAINT_SUBJECT = 'คลิปที่ซื้อไม่มีเสียง';
const WAIT = { timeout: 20_000 };

/**
 * The admin's day in headless Chromium (issue 7): signs in as admin, approves a pending clip from
 * the dashboard, refunds a purchase, marks a payout paid, resolves a complaint, and the history tab
 * of each shows who did what, in order. The data an admin acts on is made through the real HTTP API
 * first: a seller with a bank account, two sold clips (a sandbox card payment, which is test money,
 * and a bank transfer the admin confirms, which is live), a payout batch of the live money and a
 * buyer's complaint.
 */
describe('admin journey: approve → refund → mark paid → resolve → history', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const sessions = {} as Record<Role, DevSession>;
  const ids = { pendingClip: '', refundedPurchase: '', payout: '', complaint: '' };

  const api = async <T = unknown>(role: Role, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${sessions[role].token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  const upload = async (title: string) => {
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({ ...validUploadFields, title, eventDate, price: '1000' }))
      form.append(field, value);
    const video = uniqueMp4();
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const response = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { videoId: string } }).data.videoId;
  };

  /** The buyer pays for a clip by test card through the sandbox, as the payment page would. */
  const buy = async (clipId: string) => {
    const { purchaseId } = await api<{ purchaseId: string }>('buyer', 'POST', '/purchases/create', {
      videoId: clipId,
      paymentMethod: 'card_direct',
    });
    const intent = await api<{ clientSecret: string; paymentIntentId: string }>(
      'buyer',
      'POST',
      '/payment-provider/create-payment-intent',
      { purchaseId, method: 'card' },
    );
    const paid = await fetch(
      `${server.url}/api/sandbox-payments/intents/${intent.clientSecret}/confirm-card`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }),
      },
    );
    expect(paid.status).toBe(200);
    await api('buyer', 'POST', '/payment-provider/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    return purchaseId;
  };
  /** A purchase paid by bank transfer, confirmed by the admin: live money, which is paid out. */
  const buyByTransfer = async (clipId: string) => {
    const { purchaseId } = await api<{ purchaseId: string }>('buyer', 'POST', '/purchases/create', {
      videoId: clipId,
      paymentMethod: 'bank_transfer',
    });
    await api('admin', 'PUT', `/admin/transactions/${purchaseId}/confirm-transfer`, {
      reference: 'E2E-TRANSFER',
    });
    return purchaseId;
  };

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
      beforeStart: (env) => {
        // The platform's real account: a transfer an admin confirms there is live money, the only
        // kind a payout pays (the sandbox's card payments are test money, issue 15).
        Object.assign(env, {
          PLATFORM_BANK_NAME: 'kbank',
          PLATFORM_BANK_ACCOUNT_NAME: 'บริษัท แดชคลิป จำกัด',
          PLATFORM_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
        });
      },
    });
    Object.assign(sessions, await signInDevAccounts(server));
    await api('seller', 'PUT', '/users/profile', {
      userType: 'individual',
      bankName: 'kbank',
      accountName: 'ผู้ขาย ทดสอบ',
      accountNumber: '1234567890',
      // a new payout account is confirmed with the password
      currentPassword: DEV_PASSWORD,
    });
    const refundedClip = await upload(REFUNDED_TITLE);
    const keptClip = await upload(KEPT_TITLE);
    for (const clip of [refundedClip, keptClip]) await api('admin', 'PUT', `/admin/videos/${clip}/approve`);
    ids.refundedPurchase = await buy(refundedClip);
    await buyByTransfer(keptClip);
    const batch = await api<{ payouts: { payoutId: string; sellerId: string }[] }>(
      'admin',
      'POST',
      '/admin/payouts/run',
    );
    ids.payout = batch.payouts.find((payout) => payout.sellerId === sessions.seller.user.uid)!.payoutId;
    const complaint = await api<{ complaintId: string }>('buyer', 'POST', '/complaints', {
      type: 'content',
      subject: COMPLAINT_SUBJECT,
      description: 'ดาวน์โหลดแล้วเปิดดูไม่มีเสียงเลย ขอให้ตรวจสอบด้วยครับ',
      purchaseId: ids.refundedPurchase,
    });
    ids.complaint = complaint.complaintId;
    ids.pendingClip = await upload(PENDING_TITLE);

    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH' });
    await context.addInitScript(storedBrowserState(sessions.admin));
    page = await context.newPage();
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const rowOf = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
  const dialog = () => page.getByRole('dialog');

  /** Opens a row's detail popup, switches to its history tab and reads the actions in order. */
  const historyOf = async (row: Locator): Promise<string[]> => {
    await row.getByRole('button', { name: 'ดูรายละเอียด' }).click();
    await dialog().getByRole('tab', { name: 'ประวัติ' }).click();
    const entries = dialog().locator('.history__action');
    await entries.first().waitFor(WAIT);
    const actions = await entries.allInnerTexts();
    await dialog().getByRole('button', { name: 'ปิด' }).last().click();
    return actions;
  };

  it('the dashboard lists the pending clip, and approving it there takes it off the queue', async () => {
    await page.goto(`${server.url}/admin`);
    const row = rowOf(PENDING_TITLE);
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: 'อนุมัติ' }).click();
    await row.waitFor({ state: 'detached', ...WAIT });
    const clip = await api<{ status: string }>('buyer', 'GET', `/videos/${ids.pendingClip}`);
    expect(clip.status).toBe('approved');
  });

  it('a completed purchase is refunded after confirmation', async () => {
    await page.goto(`${server.url}/admin/transactions`);
    const row = rowOf(REFUNDED_TITLE);
    await row.getByRole('button', { name: 'คืนเงิน' }).click(WAIT);
    const confirm = dialog();
    const reason = confirm.getByRole('textbox');
    if (await reason.count()) await reason.first().fill('ผู้ซื้อแจ้งว่าไฟล์ไม่มีเสียง ตรวจสอบแล้วจริง');
    await confirm.getByRole('button', { name: /ยืนยัน/ }).click();
    await rowOf(REFUNDED_TITLE).getByText('คืนเงินแล้ว').waitFor(WAIT);
  });

  it('the pending payout is marked paid after confirmation', async () => {
    await page.goto(`${server.url}/admin/payouts`);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /จ่ายแล้ว/ }) });
    await row
      .first()
      .getByRole('button', { name: /จ่ายแล้ว/ })
      .click(WAIT);
    await dialog().getByRole('button', { name: /ยืนยัน/ }).click();
    await page.getByRole('row').filter({ hasText: 'จ่ายแล้ว' }).first().waitFor(WAIT);
    const payouts = await api<{ payouts: { id: string; status: string }[] }>(
      'admin',
      'GET',
      '/admin/payouts',
    );
    expect(payouts.payouts.find((payout) => payout.id === ids.payout)?.status).toBe('paid');
  });

  it('the complaint is resolved with a response the reporter reads', async () => {
    await page.goto(`${server.url}/admin/complaints`);
    const row = rowOf(COMPLAINT_SUBJECT);
    await row
      .getByRole('button', { name: /แก้ไขแล้ว|ดำเนินการแก้ไข|แก้ไข/ })
      .first()
      .click(WAIT);
    await dialog().getByRole('textbox').first().fill('คืนเงินให้แล้ว ขออภัยในความไม่สะดวกครับ');
    await dialog().getByRole('button', { name: /ยืนยัน/ }).click();
    await rowOf(COMPLAINT_SUBJECT).getByText('แก้ไขแล้ว').waitFor(WAIT);
    const mine = await api<{ complaints: { status: string; adminResponse: string | null }[] }>(
      'buyer',
      'GET',
      '/complaints/mine',
    );
    expect(mine.complaints[0]).toMatchObject({
      status: 'resolved',
      adminResponse: expect.stringContaining('คืนเงิน'),
    });
  });

  it('the history tab of each shows the actions in order', async () => {
    await page.goto(`${server.url}/admin/videos?status=all`);
    // The preview is made in the background, before or after the approval: left out of the order.
    const clipHistory = (await historyOf(rowOf(PENDING_TITLE))).filter(
      (action) => !action.startsWith('สร้างตัวอย่างวิดีโอ'),
    );
    // The file's fingerprint is claimed first, so no other seller can list the same file.
    expect(clipHistory).toEqual(['บันทึกลายนิ้วมือไฟล์', 'อัปโหลดคลิป', 'อนุมัติคลิป']);

    await page.goto(`${server.url}/admin/transactions`);
    const purchaseHistory = await historyOf(rowOf(REFUNDED_TITLE));
    expect(purchaseHistory).toEqual([
      'เปิดคำสั่งซื้อ',
      'สร้างคำสั่งซื้อ',
      'เริ่มชำระเงิน',
      'ชำระเงินสำเร็จ',
      'สั่งคืนเงิน',
      'คืนเงินแล้ว',
    ]);

    await page.goto(`${server.url}/admin/payouts`);
    const payoutHistory = await historyOf(page.getByRole('row').filter({ hasText: 'จ่ายแล้ว' }).first());
    expect(payoutHistory).toEqual(['สร้างรายการจ่ายเงิน', 'ทำเครื่องหมายว่าจ่ายแล้ว']);

    await page.goto(`${server.url}/admin/complaints`);
    const complaintHistory = await historyOf(rowOf(COMPLAINT_SUBJECT));
    expect(complaintHistory).toEqual(['ยื่นคำร้องเรียน', 'แก้ไขคำร้องเรียนแล้ว']);
  });
});
