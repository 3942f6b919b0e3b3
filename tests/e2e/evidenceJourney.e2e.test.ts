import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { watchCspViolations } from '../fixtures/cspViolations.ts';
import { videoFixture } from '../fixtures/uploads.ts';
import { PREVIEW_MAX_SECONDS } from '../../events/constants.ts';

type Session = { token: string; user: unknown };
const TITLE = 'รถตู้ฝ่าไฟแดงชนรถจักรยานยนต์ แยกลาดพร้าว';
/** The incident moment the seller marks on the 120-second clip (seconds from its start). */
const MOMENT = 60;
/** A phone, as most sellers and buyers are. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'th-TH' };
/** Where the screenshots of the journey go, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

interface ClipPreview {
  status: 'none' | 'making' | 'ready' | 'failed';
  momentSeconds: number | null;
  fromSeconds: number | null;
  toSeconds: number | null;
}

/**
 * Issue 21's journey on a 390 px phone: a seller uploads a two-minute clip through the upload form
 * and marks the incident moment; an admin approves it; the server makes the watermarked preview
 * around that moment and a buyer plays it on the clip page (at most 15 s, at most 480 px high);
 * the buyer pays with the sandbox's test card, downloads the signed file-origin certificate (PDF)
 * from their purchases, and /verify says its signature is valid and the fingerprint on record.
 */
describe('evidence journey: upload → approve → preview → buy → certificate → /verify', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let seller: Page;
  let buyer: Page;
  const cspViolations: string[][] = [];
  let clipId = '';
  let certificatePdf = '';
  const sessions: Record<'seller' | 'admin' | 'buyer', Session> = {} as never;

  const api = async <T>(method: string, path: string, session: Session): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}` },
    });
    const body = (await res.json()) as { success: boolean; data: T };
    if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
    return body.data;
  };

  const phonePage = async (session: Session) => {
    const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
    contexts.push(context);
    cspViolations.push(await watchCspViolations(context));
    await context.addInitScript(storedBrowserState(session));
    return context.newPage();
  };

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
    });
    Object.assign(sessions, await signInDevAccounts(server));
    browser = await launchChromium();
    seller = await phonePage(sessions.seller);
    buyer = await phonePage(sessions.buyer);
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('the seller uploads a two-minute clip from the phone and marks the incident moment', async () => {
    await seller.goto(`${server.url}/upload`);
    await seller.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor();
    await seller.getByLabel('ชื่อเรื่อง').fill(TITLE);
    await seller.getByLabel('คำอธิบาย').fill('กล้องหน้ารถ เห็นทะเบียนรถตู้ชัดเจน');
    await seller.getByLabel('ประเภทเหตุการณ์').selectOption('car_motorcycle');
    await seller.getByLabel('วันที่เกิดเหตุ').click();
    await seller.keyboard.press('ArrowLeft');
    await seller.keyboard.press('Enter');
    await seller.getByLabel('เวลาที่เกิดเหตุ').fill('07:45');
    await seller.getByRole('option', { name: 'กรุงเทพมหานคร' }).waitFor({ state: 'attached' });
    await seller.getByLabel('จังหวัด', { exact: true }).selectOption('10');
    await seller.getByLabel('ประเภทยานพาหนะ').selectOption('bus');
    await seller.getByLabel('ราคา (บาท)').fill('900');
    await seller.locator('.leaflet-container').click();
    await seller.getByLabel('ไฟล์วิดีโอ').setInputFiles(videoFixture('clip-120s.mp4'));
    await seller.getByText(/ความยาววิดีโอ 120 วินาที/).waitFor({ timeout: 30_000 });

    const moment = seller.getByLabel('เวลาที่เกิดเหตุในคลิป');
    await moment.fill(String(MOMENT));
    await seller.getByText('01:00.0').first().waitFor();
    await seller.screenshot({ path: `${SHOTS}/evidence-moment.png` });

    await seller.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    const consent = seller.getByRole('dialog');
    await consent.getByText(/ข้าพเจ้ายืนยันว่าเป็นเจ้าของลิขสิทธิ์/).click();
    await consent.getByRole('button', { name: 'ยืนยันและอัปโหลด' }).click();
    await seller.waitForURL('**/my-videos', { timeout: 60_000 });
    await seller.getByText(TITLE).first().waitFor({ timeout: 20_000 });

    const queue = await api<{ videos?: { _id?: string; id?: string; title: string }[] }>(
      'GET',
      '/admin/videos?status=pending',
      sessions.admin,
    );
    const pending = Array.isArray(queue)
      ? (queue as { _id?: string; id?: string; title: string }[])
      : (queue.videos ?? []);
    const clip = pending.find((video) => video.title === TITLE);
    expect(clip).toBeDefined();
    clipId = (clip!._id ?? clip!.id)!;
    const detail = await api<{ preview: ClipPreview }>('GET', `/videos/${clipId}`, sessions.seller);
    expect(detail.preview.momentSeconds).toBe(MOMENT);
  });

  it('an admin approves it, and the buyer plays the watermarked preview around that moment on the clip page', async () => {
    await api('PUT', `/admin/videos/${clipId}/approve`, sessions.admin);
    let preview: ClipPreview | null = null;
    await expect
      .poll(
        async () => {
          preview = (await api<{ preview: ClipPreview }>('GET', `/videos/${clipId}`, sessions.buyer)).preview;
          return preview.status;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe('ready');
    const { fromSeconds, toSeconds } = preview!;
    expect(fromSeconds!).toBeLessThanOrEqual(MOMENT);
    expect(toSeconds!).toBeGreaterThanOrEqual(MOMENT);
    expect(toSeconds! - fromSeconds!).toBeLessThanOrEqual(PREVIEW_MAX_SECONDS);

    await buyer.goto(`${server.url}/video/${clipId}`);
    const player = buyer.getByLabel(`ตัวอย่างวิดีโอ: ${TITLE}`);
    await player.waitFor({ timeout: 30_000 });
    const played = await player.evaluate(
      (element) =>
        new Promise<{ duration: number; height: number; muted: boolean }>((resolve, reject) => {
          // Runs in the page: the element is the <video>.
          const video = element as unknown as {
            duration: number;
            videoHeight: number;
            muted: boolean;
            readyState: number;
            load(): void;
            addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
          };
          const done = () =>
            resolve({ duration: video.duration, height: video.videoHeight, muted: video.muted });
          if (video.readyState >= 1) done();
          video.addEventListener('loadedmetadata', done, { once: true });
          video.addEventListener('error', () => reject(new Error('the preview did not load')), {
            once: true,
          });
          video.load();
        }),
    );
    expect(played.duration).toBeGreaterThan(0);
    expect(played.duration).toBeLessThanOrEqual(PREVIEW_MAX_SECONDS + 0.5);
    expect(played.height).toBeLessThanOrEqual(480);
    expect(played.muted).toBe(true);
    await buyer.getByText(`ตัวอย่างพร้อมลายน้ำ · สูงสุด ${PREVIEW_MAX_SECONDS} วินาที`).waitFor();
    await buyer.screenshot({ path: `${SHOTS}/evidence-clip-page.png` });
  });

  it('the buyer pays with the test card', async () => {
    await buyer.getByRole('button', { name: 'ซื้อคลิปนี้' }).click();
    await buyer.waitForURL(/\/payment\/[\w-]+$/, { timeout: 20_000 });
    await buyer.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await buyer.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
    await buyer.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/34');
    await buyer.getByLabel('รหัส CVC').fill('123');
    await buyer.getByLabel('ชื่อบนบัตร').fill('ผู้ซื้อ ทดสอบ');
    await buyer.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await buyer.waitForURL(/\/payment-return\?session_id=/, { timeout: 30_000 });
    await buyer.getByText('ชำระเงินสำเร็จ').waitFor({ timeout: 20_000 });
  });

  it('the purchases tab gives the signed file-origin certificate as a PDF', async () => {
    await buyer.goto(`${server.url}/profile?tab=purchases`);
    const button = buyer.getByRole('button', { name: `ดาวน์โหลดหนังสือรับรองที่มาของไฟล์ (PDF) ของ ${TITLE}` });
    await button.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([buyer.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    certificatePdf = (await download.path())!;
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(certificatePdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('/verify checks the certificate: a valid signature, the fingerprint on record', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/evidence-verify-failed.png`, fullPage: true });
    });
    await buyer.goto(`${server.url}/verify`);
    await buyer.getByLabel('เลือกไฟล์หนังสือรับรองที่ต้องการตรวจสอบ').setInputFiles(certificatePdf);
    await buyer.getByText('ลายเซ็นดิจิทัลถูกต้อง', { exact: false }).first().waitFor({ timeout: 30_000 });
    await buyer.getByText('ค่า SHA-256 ของไฟล์ต้นฉบับตรงกับที่บันทึกไว้ในระบบ').waitFor();
    await buyer.screenshot({ path: `${SHOTS}/evidence-verify.png`, fullPage: true });
    expect(cspViolations.flat()).toEqual([]);
  });
});
