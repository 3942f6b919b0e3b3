import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startE2eServer, type E2eServer } from '../fixtures/e2eServer.ts';

const person = {
  firstName: 'วิภาวดี',
  lastName: 'ทดสอบการเดินทาง',
  email: `wipa.journey.${Date.now()}@example.com`,
  password: 'รหัสผ่านยาวพอ-2026',
  newFirstName: 'วิภา',
  phone: '0812345678',
};

/**
 * One person's whole account life in the built PWA on headless Chromium against the real server:
 * register → open the verification mail from the dev mailbox → sign in → edit the profile → verify
 * the phone → sign out → sign in → delete the account → sign-in refused.
 */
describe('account journey in the browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer({ logLevel: 'info' });
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'th-TH' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const dialog = () => page.getByRole('dialog');
  const api = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${server.url}/api${path}`)).json()) as { data: T }).data;

  async function signIn(password = person.password) {
    await page.getByRole('navigation').getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
    await dialog().getByLabel('อีเมล').fill(person.email);
    await dialog().getByLabel('รหัสผ่าน', { exact: true }).fill(password);
    await dialog().getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  }

  it('registers, verifies by mail, signs in, edits the profile, verifies the phone, signs out and back in, and deletes the account', async () => {
    await page.goto(server.url);
    await page.getByRole('region', { name: 'การใช้คุกกี้' }).getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();

    // Register
    await page.getByRole('navigation').getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
    await dialog().getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }).click();
    await dialog().getByLabel('ชื่อ', { exact: true }).fill(person.firstName);
    await dialog().getByLabel('นามสกุล').fill(person.lastName);
    await dialog().getByLabel('อีเมล').fill(person.email);
    await dialog().getByLabel('รหัสผ่าน', { exact: true }).fill(person.password);
    await dialog().getByLabel('ยืนยันรหัสผ่าน').fill(person.password);
    await dialog().getByRole('radio', { name: 'ผู้ขาย', exact: true }).check();
    await dialog()
      .getByRole('checkbox', { name: /ฉันยอมรับ/ })
      .check();
    await dialog().getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await dialog().getByText(`เราได้ส่งลิงก์ยืนยันไปที่ ${person.email} แล้ว`).waitFor();

    // Open the verification mail from the dev mailbox
    await page.goto(`${server.url}/dev/mailbox`);
    const mail = page.getByRole('article', { name: 'ยืนยันอีเมลของคุณ - แดชคลิป' }).first();
    await mail.getByRole('link', { name: 'เปิดลิงก์' }).click();
    await page.getByText('ยืนยันอีเมลสำเร็จ').waitFor();

    // Sign in
    await page.getByRole('button', { name: 'เข้าสู่ระบบตอนนี้' }).click();
    await dialog().getByLabel('อีเมล').fill(person.email);
    await dialog().getByLabel('รหัสผ่าน', { exact: true }).fill(person.password);
    await dialog().getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.getByText('เข้าสู่ระบบสำเร็จ').waitFor();
    await dialog().waitFor({ state: 'detached' });

    // Edit the profile: a new first name and a phone number (0… becomes +66…)
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
    await page.getByLabel('ชื่อ', { exact: true }).fill(person.newFirstName);
    await page.getByLabel('เบอร์โทรศัพท์').fill(person.phone);
    await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    await page.getByText('อัปเดตโปรไฟล์เรียบร้อยแล้ว').waitFor();
    await page.reload();
    await page.getByText(person.newFirstName).first().waitFor();

    // Verify the phone with the code from the dev SMS outbox
    await page.getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
    await page.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }).click();
    await dialog().getByRole('button', { name: 'ส่งรหัส OTP' }).click();
    await dialog().getByLabel('หลักที่ 1').waitFor();
    const { messages } = await api<{ messages: { to: string; code: string }[] }>('/dev/sms');
    const code = messages.find((message) => message.to === '+66812345678')!.code;
    expect(code).toMatch(/^\d{6}$/);
    for (const [index, digit] of [...code].entries())
      await dialog()
        .getByLabel(`หลักที่ ${index + 1}`)
        .fill(digit);
    await page.getByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว').waitFor();
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    // Sign out, with the confirmation
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^เมนูบัญชีของ/ }).click();
    await page
      .getByRole('menuitem', { name: 'ออกจากระบบ' })
      .or(page.getByRole('button', { name: 'ออกจากระบบ' }))
      .first()
      .click();
    await page.getByRole('button', { name: 'ยืนยันออกจากระบบ' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'เข้าสู่ระบบ' }).first().waitFor();
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();

    // Sign in again
    await signIn();
    await page.getByText('เข้าสู่ระบบสำเร็จ').waitFor();
    await dialog().waitFor({ state: 'detached' });

    // Delete the account: password and the word DELETE
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'ลบบัญชี', exact: true }).click();
    await dialog().getByLabel('รหัสผ่าน').fill(person.password);
    const confirm = dialog().getByRole('button', { name: 'ลบบัญชีถาวร' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog().getByLabel('พิมพ์ DELETE เพื่อยืนยัน').fill('DELETE');
    await confirm.click();
    await page.getByText('ลบบัญชีของคุณเรียบร้อยแล้ว').waitFor();

    // Signing in is refused now
    await signIn();
    await dialog().getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง').waitFor();

    // Nothing of the person is left in the dev outboxes, nor was any of it logged
    const mailbox = JSON.stringify(await api('/dev/mailbox')) + JSON.stringify(await api('/dev/sms'));
    for (const value of [person.email, '+66812345678', person.lastName]) {
      expect(mailbox).not.toContain(value);
      expect(server.output()).not.toContain(value);
    }
  });
});
