import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchChromium,
  signInDevAccounts,
  startE2eServer,
  storedBrowserState,
  type DevSession,
  type E2eServer,
} from '../fixtures/e2eServer.ts';
import { uniqueMp4, validUploadFields } from '../fixtures/uploads.ts';

const WAIT = { timeout: 60_000 };
const PHONE_WIDTHS = [360, 390, 412] as const;
// Set through configuration, so the pages can only show them if they read them from the server.
const COMPANY = 'บริษัท ทดสอบข้อกำหนด จำกัด';
const SUPPORT_EMAIL = 'help@legal-check.co.th';

/**
 * The legal pages on a phone (issue 17): the footer reaches ข้อกำหนดการใช้งาน, นโยบายความเป็นส่วนตัว
 * and ขอเบลอหรือลบคลิป; each fits 360, 390 and 412 px without sideways scrolling and shows the
 * company from configuration; a visitor without an account sends a takedown request and a
 * contact message, and the admin finds both in the complaints queue.
 */
describe('legal pages, takedown requests and the contact form', () => {
  let server: E2eServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let page: Page;
  let sessions: Record<'seller' | 'admin' | 'buyer', DevSession>;
  let clipId = '';

  beforeAll(async () => {
    server = await startE2eServer({
      seeded: true,
      beforeStart: (env) => {
        Object.assign(env, { COMPANY_NAME: COMPANY, SUPPORT_EMAIL });
      },
    });
    sessions = await signInDevAccounts(server);
    const form = new FormData();
    const eventDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of Object.entries({ ...validUploadFields, eventDate }))
      form.append(field, value);
    const video = uniqueMp4();
    form.append('videoFile', new Blob([video.bytes]), video.filename);
    const uploaded = await fetch(`${server.url}/api/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.seller.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    clipId = ((await uploaded.json()) as { data: { videoId: string } }).data.videoId;
    browser = await launchChromium();
    visitor = await browser.newContext({ locale: 'th-TH', viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(storedBrowserState());
    page = await visitor.newPage();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Sideways scrolling, or an element that ends past the right edge. */
  const overflow = () =>
    page.evaluate<{ scrollWidth: number; width: number; cut: string[] }>(`(() => {
      const width = window.innerWidth;
      const cut = [...document.querySelectorAll('main *, footer *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1;
        })
        .map((element) => element.tagName.toLowerCase() + '.' + element.className);
      return { scrollWidth: document.documentElement.scrollWidth, width, cut: cut.slice(0, 5) };
    })()`);

  const footerLink = (name: string) =>
    page.getByRole('navigation', { name: 'ลิงก์ท้ายหน้า' }).getByRole('link', { name });

  it.each([
    ['ข้อกำหนดการใช้งาน', '/terms', 'ความรับผิด'],
    ['นโยบายความเป็นส่วนตัว', '/privacy', 'ระยะเวลาการเก็บข้อมูล'],
    ['ขอเบลอหรือลบคลิป', '/takedown', 'เกิดอะไรขึ้นหลังส่งคำขอ'],
  ])('the footer reaches %s, which fits every phone width', async (name, path, section) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    await footerLink(name).click(WAIT);
    await page.waitForURL(`**${path}`, WAIT);
    await page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
    await page.getByRole('heading', { name: section }).waitFor(WAIT);
    await page.getByText(COMPANY).first().waitFor(WAIT);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const measured = await overflow();
      expect(measured, `${path} at ${width} px`).toEqual({ scrollWidth: width, width, cut: [] });
    }
  });

  it('the privacy policy names the controller, the rights and the PDPC, with the support contact', async () => {
    await page.goto(`${server.url}/privacy`);
    const main = page.locator('main');
    await main.getByText(SUPPORT_EMAIL).first().waitFor(WAIT);
    const text = await main.innerText();
    for (const words of ['ผู้ควบคุมข้อมูลส่วนบุคคล', 'มาตรา 33', 'สคส.', 'ลบบัญชี', 'คุกกี้'])
      expect(text).toContain(words);
    expect(text).not.toMatch(/x{3}|\.example\b/i);
  });

  it('a visitor without an account sends a takedown request and is told what happens next', async () => {
    await page.goto(`${server.url}/takedown`);
    const form = page.getByRole('form', { name: 'แบบฟอร์มขอเบลอหรือลบคลิป' });
    await form.waitFor(WAIT);
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    await form.getByText('กรุณาวางลิงก์หน้าคลิปหรือรหัสคลิป').waitFor(WAIT);
    await form.getByLabel('ลิงก์หรือรหัสคลิป').fill(`${server.url}/video/${clipId}`);
    await form.getByLabel('ฉันปรากฏในคลิป').check();
    await form.getByLabel('เบลอใบหน้า', { exact: true }).check();
    await form.getByLabel(/^รายละเอียด/).fill('เห็นใบหน้าฉันชัดเจนช่วงวินาทีที่ 5 ขณะเดินข้ามถนน');
    await form.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจดี');
    await form.getByLabel('อีเมลสำหรับติดต่อกลับ').fill('somying@legal-check.co.th');
    await form.getByLabel(/ฉันยืนยันว่า/).check();
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    await page.getByRole('heading', { name: 'ได้รับคำขอของคุณแล้ว' }).waitFor(WAIT);
    await page.getByText('somying@legal-check.co.th').waitFor(WAIT);
  });

  it('the about page shows the configured contact, and its form really sends', async () => {
    await page.goto(`${server.url}/about`);
    await page.getByRole('tab', { name: 'ติดต่อเรา' }).click(WAIT);
    await page.getByRole('link', { name: SUPPORT_EMAIL }).first().waitFor(WAIT);
    const form = page.getByRole('form', { name: 'แบบฟอร์มติดต่อเรา' });
    await form.getByLabel('ชื่อ').fill('คุณสมชาย');
    await form.getByLabel('อีเมล').fill('somchai@legal-check.co.th');
    await form.getByLabel('ข้อความ').fill('อยากทราบว่าซื้อคลิปในนามบริษัทได้ไหม');
    await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await page.getByText('ส่งข้อความถึงทีมงานแล้ว').waitFor(WAIT);
    expect(await page.locator('main').innerText()).not.toMatch(/ยังไม่ได้เชื่อมต่อ|x{3}/);
  });

  it('the admin finds the takedown request and the contact message in the complaints queue', async () => {
    const admin = await browser.newContext({ locale: 'th-TH', viewport: { width: 1440, height: 900 } });
    await admin.addInitScript(storedBrowserState(sessions.admin));
    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.url}/admin/complaints`);
    const row = adminPage.getByRole('row').filter({ hasText: `คลิป ${clipId}` });
    await row.waitFor(WAIT);
    expect(await row.innerText()).toContain('ขอเบลอหรือลบคลิป');
    await adminPage.getByRole('row').filter({ hasText: 'ข้อความจากหน้าติดต่อเรา' }).waitFor(WAIT);
    await admin.close();
  });
});
