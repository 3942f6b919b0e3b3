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
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';
import { DOWNLOAD_WINDOW_DAYS } from '../../events/constants.ts';

type Session = { token: string; user: unknown };
const TITLE = 'รถตู้เปลี่ยนเลนกะทันหัน ถนนพหลโยธิน';
const PRICE = '฿500';

/**
 * After the payment, on a 390 px phone: the clip page states the download window and keeps the
 * buy button in a bar at the bottom of the screen; the card form fits the screen; a paid card
 * lands on the success page with the clip, the amount, a download that gives the original and
 * the receipt; back on the clip page the buyer sees "คุณซื้อคลิปนี้แล้ว — ดาวน์โหลด", not a buy button.
 */
describe('post-payment page and the owner’s download, on a 390 px phone', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clipId = '';
  let sha256 = '';
  const sessions: Record<'seller' | 'admin' | 'buyer', Session> = {} as never;

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    Object.assign(sessions, await signInDevAccounts(server));
    const video = uniqueMp4();
    sha256 = createHash('sha256').update(video.bytes).digest('hex');
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({
      ...validUploadFields,
      title: TITLE,
      eventDate,
      price: '500',
    }))
      form.append(field, value);
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const uploaded = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    clipId = ((await uploaded.json()) as { data: { videoId: string } }).data.videoId;
    const approved = await fetch(`${server.url}/api/admin/videos/${clipId}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${sessions.admin.token}` },
    });
    expect(approved.status).toBe(200);

    browser = await launchChromium();
    context = await browser.newContext({
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    await context.addInitScript(storedBrowserState(sessions.buyer));
    page = await context.newPage();
  }, 480_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  /** The button is wholly inside the phone's screen as it is now (no scrolling). */
  const inViewport = async (name: string) => {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    const screen = page.viewportSize()!;
    return (
      box !== null &&
      box.y >= 0 &&
      box.y + box.height <= screen.height &&
      box.x >= 0 &&
      box.x + box.width <= screen.width
    );
  };
  const downloadedSha256 = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
    return createHash('sha256')
      .update(await readFile(await download.path()))
      .digest('hex');
  };

  it('the clip page states the download window and keeps the buy button on screen', async () => {
    await page.goto(`${server.url}/video/${clipId}`);
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 20_000 });
    await page.getByText(`ดาวน์โหลดไฟล์ต้นฉบับได้ไม่จำกัดครั้ง ภายใน ${DOWNLOAD_WINDOW_DAYS} วันหลังชำระเงิน`).waitFor();
    expect(await inViewport('ซื้อคลิปนี้')).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('the payment page with the card form open fits the phone', async () => {
    await page.getByRole('button', { name: 'ซื้อคลิปนี้' }).click();
    await page.waitForURL(/\/payment\/[\w-]+$/, { timeout: 20_000 });
    await page.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await page.getByLabel('หมายเลขบัตร').waitFor({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel('หมายเลขบัตร').fill('4000 0000 0000 0002');
    await page.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/34');
    await page.getByLabel('รหัส CVC').fill('123');
    await page.getByLabel('ชื่อบนบัตร').fill('ผู้ซื้อ ทดสอบ');
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await page.getByText('บัตรของคุณถูกปฏิเสธ', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('a paid card lands on the success page with the clip, the amount, the download and the receipt', async () => {
    await page.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await page.waitForURL(/\/payment-return\?/, { timeout: 30_000 });
    await page.getByText('ชำระเงินสำเร็จ').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: TITLE }).waitFor({ timeout: 20_000 });
    await page.getByText(PRICE, { exact: true }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const fingerprint = await downloadedSha256(() =>
      page.getByRole('button', { name: 'ดาวน์โหลดคลิป' }).click(),
    );
    expect(fingerprint).toBe(sha256);
    await page.getByRole('link', { name: 'ดูใบเสร็จรับเงิน' }).click();
    await page.waitForURL(/\/receipt\//, { timeout: 20_000 });
    await page.getByText(sha256, { exact: true }).waitFor({ timeout: 20_000 });
  });

  it('back on the clip page the buyer gets the download, not a buy button', async () => {
    await page.goto(`${server.url}/video/${clipId}`);
    const owned = page.getByRole('button', { name: 'คุณซื้อคลิปนี้แล้ว — ดาวน์โหลด' });
    await owned.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'ซื้อคลิปนี้', exact: true }).count()).toBe(0);
    expect(await inViewport('คุณซื้อคลิปนี้แล้ว — ดาวน์โหลด')).toBe(true);
    expect(await downloadedSha256(() => owned.click())).toBe(sha256);
  });
});
