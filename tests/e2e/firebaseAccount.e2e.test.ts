import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startE2eServer, type E2eServer } from '../fixtures/e2eServer.ts';
import {
  firebaseEmulatorAccounts,
  firebaseEmulatorSkipReason,
  startFirebaseAuthEmulator,
  type FirebaseAuthEmulator,
  type FirebaseEmulatorAccounts,
} from '../fixtures/firebaseEmulator.ts';

const skipReason = firebaseEmulatorSkipReason();
if (skipReason) console.warn(`[skip] ${skipReason}`);

const person = {
  firstName: 'กมลชนก',
  lastName: 'ไฟร์เบสทดสอบ',
  email: `kamon.firebase.${Date.now()}@example.com`,
  password: 'รหัสผ่านยาวพอ-2026',
  phone: '0812345678',
  phoneE164: '+66812345678',
};

/**
 * The Firebase mode of the PWA, with the real firebase web SDK in headless Chromium against the
 * Firebase Auth emulator and the real server: register → click the mailed link → sign in → verify
 * the phone by SMS code (linkWithPhoneNumber behind the invisible reCAPTCHA, which the emulator
 * mocks) → reload (the SDK restores its session) → delete the account after signing in again.
 */
describe.skipIf(skipReason)('Firebase account in the browser', () => {
  let emulator: FirebaseAuthEmulator;
  let accounts: FirebaseEmulatorAccounts;
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    emulator = await startFirebaseAuthEmulator();
    accounts = firebaseEmulatorAccounts(emulator);
    server = await startE2eServer({
      beforeStart: async (env) => {
        Object.assign(env, {
          FIREBASE_PROJECT_ID: emulator.projectId,
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          DASHCLIP_TEST_MODE: 'true',
        });
      },
    });
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'th-TH' })).newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await emulator?.stop();
  }, 30_000);

  const dialog = () => page.getByRole('dialog');

  it('registers, verifies by the mailed link, verifies the phone by SMS and deletes the account', async () => {
    await page.goto(server.url);
    await page.getByRole('region', { name: 'การใช้คุกกี้' }).getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();

    // Register through the SDK: Firebase creates the identity and mails the verification link
    await page.getByRole('navigation').getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
    await dialog().getByRole('button', { name: 'ดำเนินการต่อด้วย Google' }).waitFor();
    await dialog().getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }).click();
    await dialog().getByLabel('ชื่อ', { exact: true }).fill(person.firstName);
    await dialog().getByLabel('นามสกุล').fill(person.lastName);
    await dialog().getByLabel('อีเมล').fill(person.email);
    await dialog().getByLabel('รหัสผ่าน', { exact: true }).fill(person.password);
    await dialog().getByLabel('ยืนยันรหัสผ่าน').fill(person.password);
    await dialog().getByLabel('เบอร์โทรศัพท์').fill(person.phone);
    await dialog().getByRole('radio', { name: 'ผู้ขาย', exact: true }).check();
    await dialog()
      .getByRole('checkbox', { name: /ฉันยอมรับ/ })
      .check();
    await dialog().getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await dialog().getByText(`เราได้ส่งลิงก์ยืนยันไปที่ ${person.email} แล้ว`).waitFor();

    // Click the link in the mail (another tab), then carry on in this one
    const mailTab = await page.context().newPage();
    await mailTab.goto(await accounts.verificationLink(person.email));
    await mailTab.close();
    await dialog().getByRole('button', { name: 'ยืนยันอีเมลแล้ว เข้าสู่ระบบ' }).click();
    await page.getByText('เข้าสู่ระบบสำเร็จ').waitFor();
    await dialog().waitFor({ state: 'detached' });
    const storedUser = (await page.evaluate('localStorage.getItem("user")')) as string;
    const { uid } = JSON.parse(storedUser) as { uid: string };
    expect(await accounts.exists(uid)).toBe(true);

    // Verify the phone: the SMS code comes from the emulator
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
    await page.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }).click();
    await dialog().getByRole('button', { name: 'ส่งรหัส OTP' }).click();
    await dialog().getByLabel('หลักที่ 1').waitFor();
    const code = await accounts.smsCode(person.phoneE164);
    for (const [index, digit] of [...code].entries())
      await dialog()
        .getByLabel(`หลักที่ ${index + 1}`)
        .fill(digit);
    await page.getByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว').waitFor();
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    // A reload: the SDK restores its own session from IndexedDB for the re-authentication
    await page.reload();
    await page.getByRole('button', { name: 'ลบบัญชี', exact: true }).click();
    await dialog().getByLabel('รหัสผ่าน').fill('not the password');
    await dialog().getByLabel('พิมพ์ DELETE เพื่อยืนยัน').fill('DELETE');
    await dialog().getByRole('button', { name: 'ลบบัญชีถาวร' }).click();
    await dialog().getByText('รหัสผ่านไม่ถูกต้อง').waitFor();
    expect(await accounts.exists(uid)).toBe(true);

    await dialog().getByLabel('รหัสผ่าน').fill(person.password);
    await dialog().getByRole('button', { name: 'ลบบัญชีถาวร' }).click();
    await page.getByText('ลบบัญชีของคุณเรียบร้อยแล้ว').waitFor();
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
    // Erased here and at Firebase: the identity is gone, so signing in is refused there.
    expect(await accounts.exists(uid)).toBe(false);
    for (const value of [person.email, person.phoneE164, person.lastName])
      expect(server.output()).not.toContain(value);
  });
});
