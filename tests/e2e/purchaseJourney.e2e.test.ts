import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { watchCspViolations } from '../fixtures/cspViolations.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

type Session = { token: string; user: unknown };
/** The clip the buyer looks for, by a word of its title. */
const TITLE = 'รถกระบะชนท้ายรถเก๋ง ถนนวิภาวดีรังสิต';

/**
 * A buyer in the sandbox: opens an approved clip, buys it, sees a declined test card refused in
 * Thai with no access, pays by card, lands on the payment result page, downloads the original
 * (its SHA-256 is the fingerprint the clip was uploaded with), finds the same fingerprint on the
 * receipt, and /verify confirms it.
 */
describe('purchase journey: clip → payment → declined → paid → download', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cspViolations: string[] = [];
  let clipId = '';
  let secondClipId = '';
  let sha256 = '';
  const sessions: Record<'seller' | 'admin' | 'buyer', Session> = {} as never;

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    Object.assign(sessions, await signInDevAccounts(server));
    const listed = async (video: { bytes: Buffer; filename: string }, title: string) => {
      const form = new FormData();
      // Two days ago: inside the dashboard's default 30 days whenever the test runs.
      const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      for (const [field, value] of Object.entries({ ...validUploadFields, title, eventDate }))
        form.append(field, value);
      form.append('videoFile', new Blob([video.bytes]), video.filename);
      const uploaded = await fetch(`${server.url}/api/videos/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sessions.seller.token}` },
        body: form,
      });
      const { videoId } = ((await uploaded.json()) as { data: { videoId: string } }).data;
      const approved = await fetch(`${server.url}/api/admin/videos/${videoId}/approve`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${sessions.admin.token}` },
      });
      expect(approved.status).toBe(200);
      return videoId;
    };
    const video = uniqueMp4();
    sha256 = createHash('sha256').update(video.bytes).digest('hex');
    clipId = await listed(video, TITLE);
    secondClipId = await listed(uniqueMp4(), 'มอเตอร์ไซค์ปาดหน้ารถตู้ ถนนบรมราชชนนี');

    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH', acceptDownloads: true });
    cspViolations = await watchCspViolations(context);
    await context.addInitScript(storedBrowserState(sessions.buyer));
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const fillCard = async (number: string) => {
    await page.getByLabel('หมายเลขบัตร').fill(number);
    await page.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/34');
    await page.getByLabel('รหัส CVC').fill('123');
    await page.getByLabel('ชื่อบนบัตร').fill('ผู้ซื้อ ทดสอบ');
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
  };

  it('the buyer finds the clip, and its buy button opens the payment page of a new purchase, in test mode', async () => {
    await page.goto(`${server.url}/dashboard?keyword=${encodeURIComponent('วิภาวดี')}`);
    await page
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click({ timeout: 20_000 });
    await page.waitForURL(new RegExp(`/video/${clipId}$`), { timeout: 20_000 });
    await page.getByRole('button', { name: 'ซื้อคลิปนี้' }).click();
    await page.waitForURL(/\/payment\/[\w-]+$/, { timeout: 20_000 });
    await page.getByText('โหมดทดสอบ').first().waitFor();
  });

  it('a declined test card shows the provider’s reason in Thai and grants no download', async () => {
    await page.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await fillCard('4000 0000 0000 0002');
    await page.getByText('บัตรของคุณถูกปฏิเสธ', { exact: false }).waitFor({ timeout: 20_000 });
    const purchaseId = page.url().split('/').pop()!;
    const download = await fetch(`${server.url}/api/users/purchases/${purchaseId}/download`, {
      headers: { authorization: `Bearer ${sessions.buyer.token}` },
    });
    expect(download.status).toBe(403);
    await page.getByRole('button', { name: 'ปิดฟอร์มชำระเงิน' }).click();
  });

  it('paying by card leads to the payment result page', async () => {
    // One card choice: the direct card form is not offered beside the embedded checkout.
    expect(await page.getByRole('button', { name: /กรอกข้อมูลบัตรโดยตรง/ }).count()).toBe(0);
    await page.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await fillCard('4242 4242 4242 4242');
    await page.waitForURL(/\/payment-return\?session_id=/, { timeout: 30_000 });
    await page.getByText('ชำระเงินสำเร็จ').waitFor({ timeout: 20_000 });
  });

  it('the purchases tab downloads the untouched original', async () => {
    await page.goto(`${server.url}/profile?tab=purchases`);
    const button = page.getByRole('button', { name: /ดาวน์โหลด/ }).first();
    await button.waitFor({ timeout: 20_000 });
    await page.getByText(/ดาวน์โหลดได้อีก 30 วัน/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    expect(
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    ).toBe(sha256);
  });

  it('the receipt shows that fingerprint, and /verify confirms it', async () => {
    await page
      .getByRole('link', { name: /^ใบเสร็จของคลิป/ })
      .first()
      .click();
    await page.waitForURL(/\/receipt\//, { timeout: 20_000 });
    await page.getByText(sha256, { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /\/verify$/ }).click();
    await page.waitForURL(/\/verify\?sha256=/, { timeout: 20_000 });
    await page.getByText('ตรงกับไฟล์ต้นฉบับของคลิปบนแดชคลิป', { exact: false }).waitFor({ timeout: 20_000 });
  });

  it('the embedded checkout with a 3-D Secure card ends on the payment result page', async () => {
    await page.goto(`${server.url}/video/${secondClipId}`);
    await page.getByRole('button', { name: 'ซื้อคลิปนี้' }).click();
    await page.waitForURL(/\/payment\/[\w-]+$/, { timeout: 20_000 });
    await page.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await fillCard('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
    await page.waitForURL(/\/payment-return\?session_id=/, { timeout: 20_000 });
    await page.getByText('ชำระเงินสำเร็จ').waitFor({ timeout: 20_000 });
  });

  it('ran every page within the Content-Security-Policy', () => {
    expect(cspViolations).toEqual([]);
  });
});
