import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { watchCspViolations } from '../fixtures/cspViolations.ts';
import { videoFixture } from '../fixtures/uploads.ts';

type Session = { token: string; user: unknown };
/** The requester's own words: a hit-and-run at a Bangkok junction, yesterday morning. */
const REQUEST_TITLE = 'รถชนแล้วหนี แยกปทุมวัน เช้าเมื่อวาน';
const CLIP_TITLE = 'กล้องหน้ารถ เห็นรถเก๋งชนแล้วขับหนี แยกปทุมวัน';
/** The most the requester will pay, and the seller's price: above a clip's usual ceiling, within the request's. */
const MAX_PRICE_BAHT = 2000;
const CLIP_PRICE_BAHT = 1800;
/** A phone, as most sellers and buyers are. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'th-TH' };
/** Where the screenshots of the journey go, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
/** The machine is busy (and the matcher runs in the background): generous, never timing assertions. */
const SLOW = { timeout: 60_000 };

interface AppNotification {
  _id: string;
  kind: string;
  data: Record<string, unknown>;
  link: string;
}

/**
 * Issue 22's "Done when" on a 390 px phone: the seller sets an alert area around a Bangkok place
 * in the profile's "ตามหาคลิป" tab; the buyer opens a footage request with its pin there (yesterday
 * morning, a time window, a price of 2,000 baht); the seller's bell tells them, they follow it to the
 * request and answer it through the prefilled upload form with a clip priced above the usual
 * ceiling; an admin approves; the matcher tells the requester, who finds the clip on the request
 * page and buys it with the sandbox's test card; the request then shows as fulfilled and the seller
 * is told.
 */
describe('request journey: alert area → request → seller answers → approved → matched → bought → fulfilled', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let seller: Page;
  let buyer: Page;
  const cspViolations: string[][] = [];
  let requestId = '';
  let clipId = '';
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

  const notificationsOf = async (session: Session) =>
    (await api<{ notifications: AppNotification[] }>('GET', '/notifications', session)).notifications;

  const phonePage = async (session: Session) => {
    const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
    contexts.push(context);
    cspViolations.push(await watchCspViolations(context));
    await context.addInitScript(storedBrowserState(session));
    return context.newPage();
  };

  /** The place search flies the map to Bangkok and pins it there: both people pick the same place. */
  const pinBangkok = async (scope: Page | Locator) => {
    await scope.getByLabel('ค้นหาสถานที่ (จังหวัด/อำเภอ)').fill('กรุงเทพ');
    const result = scope
      .getByRole('list', { name: 'ผลการค้นหาสถานที่' })
      .getByRole('button', { name: 'กรุงเทพมหานคร', exact: true });
    await result.click(SLOW);
    await expect.poll(() => scope.getByLabel('ตำแหน่งที่ปักหมุด').innerText()).not.toContain('ยังไม่ได้ปักหมุด');
  };

  /** Waits for a notification of this kind about this request (the projections run in the background). */
  const waitForNotification = async (session: Session, kind: string, title: string) => {
    let found: AppNotification | undefined;
    await expect
      .poll(
        async () => {
          found = (await notificationsOf(session)).find((n) => n.kind === kind && n.data.title === title);
          return found !== undefined;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(true);
    return found!;
  };

  /** Opens the navbar's bell and follows the notification with this sentence. */
  const followFromBell = async (page: Page, sentence: string, shot: string) => {
    await page.reload();
    const bell = page.locator('.notification-bell__toggle');
    await bell.waitFor(SLOW);
    await bell.click();
    const item = page.locator('.notification-bell__panel').getByRole('button', { name: sentence });
    await item.waitFor(SLOW);
    await page.screenshot({ path: `${SHOTS}/${shot}` });
    await item.click();
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

  it('the seller sets an alert area around Bangkok in the profile tab "ตามหาคลิป"', async () => {
    onTestFailed(async () => {
      await seller.screenshot({ path: `${SHOTS}/request-alert-area-failed.png`, fullPage: true });
    });
    await seller.goto(`${server.url}/profile?tab=requests`);
    const section = seller.getByRole('region', { name: 'พื้นที่แจ้งเตือนสำหรับคนขับ' });
    await section.getByRole('button', { name: 'เพิ่มพื้นที่' }).click(SLOW);
    await section.getByLabel('ชื่อพื้นที่').fill('เส้นทางไปทำงาน สยาม');
    await pinBangkok(section);
    // Two kilometres around the pin: the request's pin falls inside it.
    await section.getByRole('slider').fill('2000');
    await section.getByText('รัศมี: 2 กม.').waitFor();
    await seller.screenshot({ path: `${SHOTS}/request-alert-area.png` });
    await section.getByRole('button', { name: 'บันทึกพื้นที่' }).click();
    await section
      .getByRole('list', { name: 'พื้นที่แจ้งเตือนของฉัน' })
      .getByText('เส้นทางไปทำงาน สยาม')
      .waitFor(SLOW);

    const settings = await api<{ areas: { label: string; radiusM: number }[] }>(
      'GET',
      '/users/alert-areas',
      sessions.seller,
    );
    expect(settings.areas).toEqual([expect.objectContaining({ label: 'เส้นทางไปทำงาน สยาม', radiusM: 2000 })]);
  });

  it('the buyer opens a footage request from the phone with its pin there, yesterday morning', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/request-new-failed.png`, fullPage: true });
    });
    await buyer.goto(`${server.url}/requests/new`);
    await buyer.getByRole('heading', { name: 'ขอคลิปเหตุการณ์' }).waitFor(SLOW);
    await buyer.getByLabel('หัวข้อ').fill(REQUEST_TITLE);
    await buyer
      .getByLabel('เกิดอะไรขึ้น')
      .fill('รถเก๋งสีขาวชนท้ายรถจักรยานยนต์ของฉันแล้วขับหนีไปทางถนนพระราม 1 ต้องการคลิปไว้แจ้งความ');
    await pinBangkok(buyer);
    // Yesterday: the Buddhist-era date picker opens on today (the latest day allowed).
    await buyer.getByLabel('วันที่เกิดเหตุ').click();
    await buyer.keyboard.press('ArrowLeft');
    await buyer.keyboard.press('Enter');
    await buyer.getByLabel('ตั้งแต่เวลา').fill('07:00');
    await buyer.getByLabel('ถึงเวลา').fill('09:00');
    await buyer.getByRole('checkbox', { name: 'รถยนต์', exact: true }).check();
    await buyer.getByRole('checkbox', { name: 'รถจักรยานยนต์', exact: true }).check();
    await buyer.getByLabel('ราคาที่ยินดีจ่ายสูงสุด (บาท)').fill(String(MAX_PRICE_BAHT));
    await buyer.screenshot({ path: `${SHOTS}/request-new.png`, fullPage: true });
    await buyer.getByRole('button', { name: 'เปิดคำขอ' }).click();

    await buyer.waitForURL(/\/requests\/(?!new)[\w-]+$/, SLOW);
    requestId = new URL(buyer.url()).pathname.split('/').pop()!;
    await buyer.getByRole('heading', { name: REQUEST_TITLE }).waitFor(SLOW);
    await buyer.getByText('เกิดเหตุเมื่อวาน').first().waitFor();
    await buyer.getByRole('heading', { name: 'คลิปที่อาจตรงกับคำขอ' }).waitFor();
    await buyer.screenshot({ path: `${SHOTS}/request-page-owner.png`, fullPage: true });
  });

  it("the seller's bell tells them; they follow it to the request and answer it through the upload form", async () => {
    onTestFailed(async () => {
      await seller.screenshot({ path: `${SHOTS}/request-answer-failed.png`, fullPage: true });
    });
    const nearby = await waitForNotification(sessions.seller, 'request_nearby', REQUEST_TITLE);
    expect(nearby.link).toBe(`/requests/${requestId}`);
    await followFromBell(seller, `มีคนตามหาคลิปใกล้พื้นที่ของคุณ: “${REQUEST_TITLE}”`, 'request-seller-bell.png');
    await seller.waitForURL(`**/requests/${requestId}`, SLOW);
    await seller.getByRole('heading', { name: REQUEST_TITLE }).waitFor(SLOW);
    await seller.getByText('ก่อนอื่น เก็บคลิปไว้ก่อนที่กล้องจะบันทึกทับ').waitFor();
    await seller.screenshot({ path: `${SHOTS}/request-page-driver.png`, fullPage: true });

    await seller.getByRole('link', { name: 'ส่งคลิปให้คำขอนี้' }).click();
    await seller.waitForURL(new RegExp(`/upload\\?request=${requestId}`), SLOW);
    await seller.getByRole('heading', { name: 'อัปโหลดคลิป' }).waitFor(SLOW);
    const banner = seller.getByRole('region', { name: 'กำลังส่งคลิปให้คำขอ:' });
    await banner.getByText(REQUEST_TITLE).waitFor(SLOW);
    // Prefilled from the request: its province (Bangkok is '10') and its pin.
    await expect.poll(() => seller.getByLabel('จังหวัด', { exact: true }).inputValue(), SLOW).toBe('10');
    await expect.poll(() => seller.getByLabel('ตำแหน่งที่ปักหมุด').innerText()).not.toContain('ยังไม่ได้ปักหมุด');

    await seller.getByLabel('ชื่อเรื่อง').fill(CLIP_TITLE);
    await seller.getByLabel('คำอธิบาย').fill('กล้องหน้ารถ เห็นรถเก๋งสีขาวชนรถจักรยานยนต์แล้วขับหนี');
    await seller.getByLabel('ประเภทเหตุการณ์').selectOption('car_motorcycle');
    await seller.getByLabel('เวลาที่เกิดเหตุ').fill('07:45');
    await seller.getByLabel('ประเภทยานพาหนะ').selectOption('car');
    await seller.getByLabel('ราคา (บาท)').fill(String(CLIP_PRICE_BAHT));
    await seller.getByLabel('ไฟล์วิดีโอ').setInputFiles(videoFixture('clip-3s.mp4'));
    await seller.getByText(/ความยาววิดีโอ 3 วินาที/).waitFor(SLOW);
    await seller.screenshot({ path: `${SHOTS}/request-upload.png`, fullPage: true });

    await seller.getByRole('button', { name: 'อัปโหลดคลิป' }).click();
    const consent = seller.getByRole('dialog');
    await consent.getByText(/ข้าพเจ้ายืนยันว่าเป็นเจ้าของลิขสิทธิ์/).click();
    await consent.getByRole('button', { name: 'ยืนยันและอัปโหลด' }).click();
    await seller.waitForURL('**/my-videos', { timeout: 90_000 });
    await seller.getByText(CLIP_TITLE).first().waitFor(SLOW);

    const queue = await api<{ videos?: { _id?: string; id?: string; title: string }[] }>(
      'GET',
      '/admin/videos?status=pending',
      sessions.admin,
    );
    const pending = Array.isArray(queue)
      ? (queue as { _id?: string; id?: string; title: string }[])
      : (queue.videos ?? []);
    const clip = pending.find((video) => video.title === CLIP_TITLE);
    expect(clip).toBeDefined();
    clipId = (clip!._id ?? clip!.id)!;
  });

  it('an admin approves it; the requester is told and finds the clip on the request page', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/request-matched-failed.png`, fullPage: true });
    });
    await api('PUT', `/admin/videos/${clipId}/approve`, sessions.admin);

    const matched = await waitForNotification(sessions.buyer, 'request_matched', REQUEST_TITLE);
    expect(matched.link).toBe(`/requests/${requestId}`);
    await followFromBell(buyer, `มีคลิปที่อาจตรงกับคำขอของคุณ: “${REQUEST_TITLE}”`, 'request-buyer-bell.png');
    await buyer.waitForURL(`**/requests/${requestId}`, SLOW);
    const matches = buyer.getByRole('list', { name: 'รายการคลิปที่อาจตรงกับคำขอ' });
    const card = matches.getByRole('link', { name: new RegExp(CLIP_TITLE) });
    await card.waitFor(SLOW);
    await expect.poll(() => card.innerText()).toContain('ส่งมาให้คำขอนี้');
    await buyer.screenshot({ path: `${SHOTS}/request-matches.png`, fullPage: true });
    await card.click();
    await buyer.waitForURL(`**/video/${clipId}`, SLOW);
    await buyer.getByRole('heading', { level: 1, name: CLIP_TITLE }).waitFor(SLOW);
  });

  it('the requester buys the clip with the test card', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/request-payment-failed.png`, fullPage: true });
    });
    await buyer.getByRole('button', { name: 'ซื้อคลิปนี้' }).click(SLOW);
    await buyer.waitForURL(/\/payment\/[\w-]+$/, SLOW);
    await buyer.getByRole('button', { name: /บัตรเครดิต\/เดบิต/ }).click();
    await buyer.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
    await buyer.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/34');
    await buyer.getByLabel('รหัส CVC').fill('123');
    await buyer.getByLabel('ชื่อบนบัตร').fill('ผู้ซื้อ ทดสอบ');
    await buyer.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await buyer.waitForURL(/\/payment-return\?session_id=/, SLOW);
    await buyer.getByText('ชำระเงินสำเร็จ').waitFor(SLOW);
    await buyer.screenshot({ path: `${SHOTS}/request-paid.png` });
  });

  it('the request shows as fulfilled, and the seller is told it fulfilled a request', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/request-fulfilled-failed.png`, fullPage: true });
      await seller.screenshot({ path: `${SHOTS}/request-seller-fulfilled-failed.png`, fullPage: true });
    });
    await expect
      .poll(
        async () => (await api<{ status: string }>('GET', `/requests/${requestId}`, sessions.buyer)).status,
        {
          timeout: 120_000,
          interval: 1_000,
        },
      )
      .toBe('fulfilled');
    await buyer.goto(`${server.url}/requests/${requestId}`);
    await buyer.getByRole('heading', { name: REQUEST_TITLE }).waitFor(SLOW);
    await buyer.getByText('ได้คลิปแล้ว', { exact: true }).first().waitFor(SLOW);
    await buyer.getByText('คุณได้คลิปจากคำขอนี้แล้ว').waitFor();
    await buyer
      .getByRole('list', { name: 'รายการคลิปที่อาจตรงกับคำขอ' })
      .getByRole('link', { name: new RegExp(CLIP_TITLE) })
      .waitFor(SLOW);
    await buyer.screenshot({ path: `${SHOTS}/request-fulfilled.png`, fullPage: true });

    await waitForNotification(sessions.seller, 'request_fulfilled', REQUEST_TITLE);
    await seller.reload();
    const bell = seller.locator('.notification-bell__toggle');
    await bell.waitFor(SLOW);
    await bell.click();
    await seller
      .locator('.notification-bell__panel')
      .getByRole('button', { name: `ผู้ตามหาคลิปซื้อคลิปของคุณแล้ว: “${REQUEST_TITLE}”` })
      .waitFor(SLOW);
    await seller.screenshot({ path: `${SHOTS}/request-seller-fulfilled.png` });
    expect(cspViolations.flat()).toEqual([]);
  });

  it('the clip page names the request it answers; its seller still edits the clip priced above ฿1,500', async () => {
    onTestFailed(async () => {
      await buyer.screenshot({ path: `${SHOTS}/request-clip-page-failed.png`, fullPage: true });
      await seller.screenshot({ path: `${SHOTS}/request-clip-edit-failed.png`, fullPage: true });
    });
    await buyer.goto(`${server.url}/video/${clipId}`);
    await buyer
      .getByRole('note')
      .filter({ hasText: 'คลิปนี้ส่งให้คำขอตามหาคลิป' })
      .getByRole('link', { name: REQUEST_TITLE })
      .waitFor(SLOW);
    await buyer.screenshot({ path: `${SHOTS}/request-clip-page.png`, fullPage: true });

    // The edit popup checks the price against the request's ceiling, not ฿1,500.
    await seller.goto(`${server.url}/profile?tab=uploads`);
    const card = seller.locator('article').filter({ hasText: CLIP_TITLE });
    await card.getByRole('button', { name: 'แก้ไข' }).click(SLOW);
    const dialog = seller.getByRole('dialog', { name: 'แก้ไขคลิป' });
    await dialog.getByLabel('ชื่อเรื่อง').fill(`${CLIP_TITLE} (มุมกว้าง)`);
    await dialog.getByLabel('ราคา (บาท)').fill(String(MAX_PRICE_BAHT));
    await seller.screenshot({ path: `${SHOTS}/request-clip-edit.png` });
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await seller.getByText('บันทึกการแก้ไขเรียบร้อยแล้ว').waitFor(SLOW);
    const edited = await api<{ title: string; price: number }>('GET', `/videos/${clipId}`, sessions.seller);
    expect(edited).toMatchObject({ title: `${CLIP_TITLE} (มุมกว้าง)`, price: MAX_PRICE_BAHT });
    expect(cspViolations.flat()).toEqual([]);
  });
});
