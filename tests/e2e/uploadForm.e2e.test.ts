import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { uniqueMp4 } from '../fixtures/uploads.ts';

const PHONE = { width: 390, height: 844 };
const title = 'มอเตอร์ไซค์ย้อนศรหน้าตลาด ทดสอบฟอร์ม';

/**
 * The upload form on a 390 px phone (issue 17): a refused submit sends the seller to the first
 * field to fix and says each thing once; an upload lands on คลิปของฉัน with the clip pending; the
 * same file chosen again is caught before any upload; an offline reload keeps the draft and says so
 * calmly.
 */
describe('upload form on a phone', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let videoPath: string;

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    const { seller } = await signInDevAccounts(server);
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok', viewport: PHONE });
    await context.addInitScript(storedBrowserState({ token: seller.token, user: seller.user }));
    page = await context.newPage();
    // Bytes nobody uploaded before, so the first upload is new and the second a duplicate.
    videoPath = path.join(mkdtempSync(path.join(tmpdir(), 'dashclip-upload-form-')), 'ชนท้าย.mp4');
    writeFileSync(videoPath, uniqueMp4().bytes);
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (videoPath) rmSync(path.dirname(videoPath), { recursive: true, force: true });
  });

  // A string: the test's TypeScript has no DOM types.
  const focusedLabel = () =>
    page.evaluate<string>(
      `(() => { const id = document.activeElement && document.activeElement.id;
        const label = id ? document.querySelector('label[for="' + CSS.escape(id) + '"]') : null;
        return label ? label.textContent : ''; })()`,
    );

  it('a refused submit focuses the first field to fix and shows each message once', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor();
    await page.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    await page.getByText('กรุณากรอกชื่อเรื่อง').waitFor();
    await expect.poll(focusedLabel).toBe('ชื่อเรื่อง');
    expect(await page.getByText('กรุณากรอกชื่อเรื่อง').count()).toBe(1);
    expect(await page.getByText('กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByLabel('ชื่อเรื่อง', { exact: true }).fill(title);
    expect(await page.getByText(`${title.length}/100`).count()).toBe(1);
    await page.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    await expect.poll(focusedLabel).toBe('คำอธิบาย');
    expect(await page.getByText('กรุณากรอกคำอธิบาย').count()).toBe(1);
  });

  it('uploads and lands on คลิปของฉัน with the clip waiting for review', async () => {
    await page.getByLabel('คำอธิบาย').fill('กล้องหน้ารถเห็นทะเบียนชัด');
    await page.getByLabel('ประเภทเหตุการณ์').selectOption('car_motorcycle');
    // The Buddhist-era date picker opens on today (the latest day allowed): one day back is yesterday.
    await page.getByLabel('วันที่เกิดเหตุ').click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByLabel('เวลาที่เกิดเหตุ').fill('17:40');
    await page.getByRole('option', { name: 'กรุงเทพมหานคร' }).waitFor({ state: 'attached' });
    await page.getByLabel('จังหวัด', { exact: true }).selectOption('10');
    await page.getByLabel('ประเภทยานพาหนะ').selectOption('car');
    await page.getByLabel('ราคา (บาท)').fill('600');
    await page.locator('.leaflet-container').click();
    await page.getByLabel('ไฟล์วิดีโอ').setInputFiles(videoPath);
    await page.getByText(/ความยาววิดีโอ 3 วินาที/).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    const consent = page.getByRole('dialog');
    await consent.getByRole('button', { name: 'ยืนยันและอัปโหลด' }).click();
    // Not ticked: said in the dialog, next to the box (never a browser alert).
    await consent.getByText('กรุณาติ๊กถูกในช่องยอมรับข้อตกลงก่อน').waitFor();
    await consent.getByText(/ข้าพเจ้ายืนยันว่าเป็นเจ้าของลิขสิทธิ์/).click();
    expect(await consent.getByRole('checkbox').isChecked()).toBe(true);
    await consent.getByRole('button', { name: 'ยืนยันและอัปโหลด' }).click();

    await page.waitForURL('**/my-videos', { timeout: 60_000 });
    await page.getByText(title).first().waitFor({ timeout: 20_000 });
  });

  it('catches the same file chosen again before any upload, with a way to the clip', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor();
    await page.getByRole('button', { name: 'เริ่มฉบับร่างใหม่' }).click();
    await page.getByLabel('ไฟล์วิดีโอ').setInputFiles(videoPath);
    await page.getByText(/คุณเคยอัปโหลดคลิปนี้แล้ว/).waitFor({ timeout: 30_000 });
    const link = page.getByRole('link', { name: 'ดูในคลิปของฉัน' });
    expect(await link.getAttribute('href')).toBe('/my-videos');
    // The file was not kept: nothing to upload.
    expect(await page.getByText(/ความยาววิดีโอ/).count()).toBe(0);
  });

  it('offline: a banner while drafting, and a reload keeps the draft and says so without a red error', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor();
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'เริ่มฉบับร่างใหม่' }).click();
    await context.setOffline(true);
    await page.getByText('ออฟไลน์ — ฉบับร่างจะถูกเก็บไว้ในเครื่องและอัปโหลดเมื่อกลับมาออนไลน์').waitFor();
    await page.getByLabel('ชื่อเรื่อง', { exact: true }).fill('ร่างตอนออฟไลน์');
    await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
    await page.getByText('บันทึกฉบับร่างแล้ว').waitFor();

    await page.reload();
    await page.getByText('คุณออฟไลน์อยู่ ฉบับร่างถูกเก็บไว้ในเครื่องแล้ว').waitFor({ timeout: 20_000 });
    await page.getByRole('listitem', { name: 'ร่างตอนออฟไลน์' }).waitFor();
    expect(await page.getByText('เกิดข้อผิดพลาดในการเชื่อมต่อ').count()).toBe(0);
    expect(await page.getByText('โหลดรายชื่อพื้นที่ไม่สำเร็จ กรุณาลองใหม่').count()).toBe(0);
    await context.setOffline(false);
  });
});
