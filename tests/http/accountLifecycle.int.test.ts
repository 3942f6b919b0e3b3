import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  expectError,
  latestMailTo,
  latestSmsTo,
  linkToken,
  mailsTo,
  PASSWORD,
  registration,
  signUpMember,
  smsOutbox,
} from '../fixtures/devMailbox.ts';
import { streams } from '../../events/streams.ts';
import { OWASP_SCRYPT_COST, passwordHasher } from '../../infra/adapters/identity/passwords.ts';
import { TEST_PASSWORD, testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const NEW_PASSWORD = 'Mai-rahat-2027!';
const userFields = [
  'uid',
  'email',
  'displayName',
  'firstName',
  'lastName',
  'photoURL',
  'phone',
  'phoneVerified',
  'emailVerified',
  'userType',
  'roles',
  'isAdmin',
  'isActive',
  'accountStatus',
  'provider',
  'bankName',
  'accountName',
  'accountNumber',
  'createdAt',
  'lastLogin',
];

const msg = {
  emailNotVerified: 'กรุณายืนยันอีเมลก่อนใช้งาน',
  tooManyRequests: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  verificationLinkInvalid: 'ลิงก์ยืนยันอีเมลไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว',
  resetLinkInvalid: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว',
  invalidCredential: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  tooManyAttempts: 'มีการพยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  bankNotAllowed: 'ข้อมูลบัญชีธนาคารใช้ได้เฉพาะผู้ใช้ประเภทบุคคลหรือธุรกิจ',
  emailNotEditable: 'ไม่สามารถแก้ไขอีเมลได้',
  roleSelfManagement: 'ไม่สามารถเปลี่ยนสิทธิ์ของตนเองได้ กรุณาติดต่อผู้ดูแลระบบ',
  otpInvalid: 'รหัส OTP ไม่ถูกต้อง',
  otpExpired: 'รหัส OTP หมดอายุ กรุณาส่งใหม่',
  otpTooManyTries: 'กรอกรหัส OTP ผิดเกินกำหนด กรุณาขอรหัสใหม่',
  accountDeactivated: 'บัญชีของคุณถูกปิดใช้งานอยู่ กรุณาเปิดใช้งานอีกครั้งก่อน',
  accountSuspended: 'บัญชีของคุณถูกระงับ กรุณาติดต่อผู้ดูแลระบบ',
  cannotTargetSelf: 'ไม่สามารถทำรายการนี้กับบัญชีของตนเองได้',
  verifySubject: 'ยืนยันอีเมลของคุณ - แดชคลิป',
  registrationAttemptSubject: 'มีการพยายามสมัครสมาชิกด้วยอีเมลของคุณ - แดชคลิป',
  unauthorized: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่',
  adminOnly: 'เฉพาะผู้ดูแลระบบเท่านั้น',
};

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe('local accounts over HTTP: sign-up to sign-out', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());
  // Every request here comes from one address, and 30 sign-ins per address in 15 minutes would
  // spill from one test into the next: each test starts with a fresh limiter.
  beforeEach(() => m.resetSignInLimits());

  const post = (path: string, body?: object, token?: string) => {
    const call = request(m.app).post(`/api${path}`);
    if (token) void call.set(bearer(token));
    return body === undefined ? call : call.send(body);
  };
  const put = (path: string, body: object, token: string) =>
    request(m.app).put(`/api${path}`).set(bearer(token)).send(body);
  const get = (path: string, token?: string) => {
    const call = request(m.app).get(`/api${path}`);
    return token ? call.set(bearer(token)) : call;
  };
  const login = (email: string, password: string) => post('/auth/login', { email, password });
  const profile = async (token: string) => (await get('/users/profile', token).expect(200)).body.data;

  it('given a new registration, when the person signs in before verifying, then 403 EMAIL_NOT_VERIFIED; a resend within 300 s answers as always but mails nothing; the mailed link verifies once (opened again, it answers the same); then sign-in works', async () => {
    const email = uniqueEmail('Nok');
    const body = registration({
      email: email.replace('nok', 'Nok').toUpperCase(),
      firstName: 'นก',
      lastName: 'ขมิ้น',
    });
    const registered = await post('/auth/register', body).expect(201);
    expect(registered.headers['content-type']).toMatch(/^application\/json/);
    expect(registered.body).toEqual({ success: true, data: { requiresVerification: true } });

    const mails = await mailsTo(m.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ยืนยันอีเมลของคุณ - แดชคลิป');
    expect(mails[0]!.link).toMatch(/^http:\/\/dashclip\.test\/email-verification\?token=/);
    expect(mails[0]!.text).toContain(mails[0]!.link);
    const token = linkToken(mails[0]!);

    expectError(await login(email, PASSWORD), 403, 'EMAIL_NOT_VERIFIED', msg.emailNotVerified);

    // a resend within 300 s says what it always says (a 429 would tell that the address has an account)
    const resend = await post('/auth/resend-verification', { email }).expect(200);
    expect(resend.body).toEqual({ success: true, data: { sent: true, retryAfterSeconds: 300 } });
    expect(await mailsTo(m.app, email)).toHaveLength(1);

    const verified = await post('/auth/verify-email', { token }).expect(200);
    expect(verified.body.data).toEqual({ verified: true, email: email.toLowerCase() });
    // The same link again (an answer lost to a timeout or a 503, a second click): the same answer,
    // nothing recorded twice.
    const reopened = await post('/auth/verify-email', { token }).expect(200);
    expect(reopened.body.data).toEqual({ verified: true, email: email.toLowerCase() });

    const signedIn = await login(email, PASSWORD).expect(200);
    const { events } = await m.store.readStream(`user-${signedIn.body.data.user.uid}`);
    expect(events.filter((event) => event.type === 'EmailVerified')).toHaveLength(1);
    expect(Object.keys(signedIn.body.data.user).sort()).toEqual([...userFields].sort());
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    expect(Date.parse(signedIn.body.data.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(signedIn.body.data.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'นก',
      lastName: 'ขมิ้น',
      displayName: 'นก ขมิ้น',
      emailVerified: true,
      phoneVerified: false,
      userType: 'seller',
      roles: ['buyer', 'seller'],
      isAdmin: false,
      isActive: true,
      accountStatus: 'active',
      provider: 'password',
      bankName: null,
    });
    expect(signedIn.body.data.user.lastLogin).toEqual(expect.any(String));

    // a verified address asks for another link: the same answer, and no mail
    const again = await post('/auth/resend-verification', { email }).expect(200);
    expect(again.body.data).toEqual({ sent: true, retryAfterSeconds: 300 });
    expect(await mailsTo(m.app, email)).toHaveLength(1);
  });

  it('given rememberMe, when signing in, then the session lasts 30 days', async () => {
    const person = await signUpMember(m.app);
    const res = await post('/auth/login', {
      email: person.email,
      password: PASSWORD,
      rememberMe: true,
    }).expect(200);
    expect(Date.parse(res.body.data.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('given a member, when they read and edit their profile, then names change, bank details only for individual accounts, never the e-mail or roles', async () => {
    const person = await signUpMember(m.app);
    const fromAuth = await get('/auth/profile', person.token).expect(200);
    const fromUsers = await get('/users/profile', person.token).expect(200);
    expect(fromAuth.body.data).toEqual(fromUsers.body.data);
    expect(Object.keys(fromUsers.body.data).sort()).toEqual([...userFields].sort());
    expect(fromUsers.body.data).toMatchObject({ uid: person.uid, email: person.email, emailVerified: true });

    const renamed = await put(
      '/users/profile',
      { firstName: 'สมหญิง', lastName: 'รักดี', displayName: 'หญิง' },
      person.token,
    ).expect(200);
    expect(renamed.body.data).toMatchObject({ firstName: 'สมหญิง', lastName: 'รักดี', displayName: 'หญิง' });
    expect(await profile(person.token)).toMatchObject({
      firstName: 'สมหญิง',
      lastName: 'รักดี',
      displayName: 'หญิง',
    });

    const bank = {
      bankName: 'kbank',
      accountName: 'สมหญิง รักดี',
      accountNumber: '123-4-56789-0',
      currentPassword: PASSWORD,
    };
    expectError(await put('/users/profile', bank, person.token), 400, 'BANK_NOT_ALLOWED', msg.bankNotAllowed);
    expectError(
      await put('/users/profile', { ...bank, userType: 'seller' }, person.token),
      400,
      'BANK_NOT_ALLOWED',
      msg.bankNotAllowed,
    );
    expect(await profile(person.token)).toMatchObject({
      userType: 'seller',
      bankName: null,
      accountNumber: null,
    });

    const individual = await put('/users/profile', { ...bank, userType: 'individual' }, person.token).expect(
      200,
    );
    expect(individual.body.data).toMatchObject({
      userType: 'individual',
      roles: ['buyer', 'seller'],
      bankName: 'kbank',
      accountName: 'สมหญิง รักดี',
      accountNumber: '1234567890',
    });
    const twelve = await put(
      '/users/profile',
      {
        bankName: 'baac',
        accountName: 'สมหญิง รักดี',
        accountNumber: '123456789012',
        currentPassword: PASSWORD,
      },
      person.token,
    ).expect(200);
    expect(twelve.body.data).toMatchObject({ bankName: 'baac', accountNumber: '123456789012' });

    expectError(
      await put('/users/profile', { email: 'someone-else@example.com' }, person.token),
      400,
      'EMAIL_NOT_EDITABLE',
      msg.emailNotEditable,
    );
    expectError(
      await put('/users/profile', { roles: ['buyer', 'seller', 'admin'] }, person.token),
      403,
      'ROLE_SELF_MANAGEMENT',
      msg.roleSelfManagement,
    );
    expectError(
      await put('/users/profile', { isAdmin: true }, person.token),
      403,
      'ROLE_SELF_MANAGEMENT',
      msg.roleSelfManagement,
    );
    expectError(
      await put('/users/profile', { firstName: 'แอบ', isAdmin: true }, person.token),
      403,
      'ROLE_SELF_MANAGEMENT',
      msg.roleSelfManagement,
    );
    // nobody verifies their own phone by saying so
    const selfVerified = await put('/users/profile', { phoneVerified: true }, person.token);
    expect(selfVerified.status).toBeLessThan(500);
    expect(await profile(person.token)).toMatchObject({
      email: person.email,
      firstName: 'สมหญิง',
      isAdmin: false,
      roles: ['buyer', 'seller'],
      phoneVerified: false,
    });
  });

  it('given a member, when they change the payout bank account, then the password is asked for again (Thai errors), and the owner is mailed the change', async () => {
    const person = await signUpMember(m.app);
    const bank = {
      userType: 'individual',
      bankName: 'scb',
      accountName: 'สมศรี มีเงิน',
      accountNumber: '9876543210',
    };
    const missing = await put('/users/profile', bank, person.token);
    expectError(missing, 400, 'VALIDATION');
    expect(missing.body.error.fields).toEqual([
      { field: 'currentPassword', message: 'กรุณากรอกรหัสผ่านปัจจุบันเพื่อยืนยันการเปลี่ยนบัญชีธนาคาร' },
    ]);
    expectError(
      await put('/users/profile', { ...bank, currentPassword: 'not-my-password' }, person.token),
      400,
      'WRONG_PASSWORD',
      msg.wrongPassword,
    );
    expect(await profile(person.token)).toMatchObject({
      bankName: null,
      accountNumber: null,
      userType: 'seller',
    });
    const before = (await mailsTo(m.app, person.email)).length;

    await put('/users/profile', { ...bank, currentPassword: PASSWORD }, person.token).expect(200);
    expect(await profile(person.token)).toMatchObject({ bankName: 'scb', accountNumber: '9876543210' });
    const mails = await mailsTo(m.app, person.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('บัญชีธนาคารสำหรับรับเงินถูกเปลี่ยน - แดชคลิป');
    expect(mails[0]!.text).toContain('3210');
    expect(mails[0]!.text).not.toContain('9876543210');
    // other profile fields still change without the password
    await put('/users/profile', { firstName: 'สมศรี' }, person.token).expect(200);
  });

  it('given a member, when they verify 0812345678 with the texted code, then a resend within 60 s is 429, a wrong code is OTP_INVALID and the right one verifies +66812345678', async () => {
    const person = await signUpMember(m.app);
    const sent = await post('/users/phone/send-code', { phone: '0812345678' }, person.token).expect(200);
    expect(sent.body.data).toEqual({ phone: '+66812345678', expiresInSeconds: 300, resendInSeconds: 60 });
    const sms = await latestSmsTo(m.app, '+66812345678');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);
    const code = sms.code!;

    const resend = await post('/users/phone/send-code', { phone: '0812345678' }, person.token);
    expectError(resend, 429, 'TOO_MANY_REQUESTS', msg.tooManyRequests);
    expect(resend.body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(resend.body.error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(resend.headers['retry-after']).toBe(String(resend.body.error.retryAfterSeconds));

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await post('/users/phone/verify', { code: wrong }, person.token),
      400,
      'OTP_INVALID',
      msg.otpInvalid,
    );
    expect(await profile(person.token)).toMatchObject({ phoneVerified: false });

    const verified = await post('/users/phone/verify', { code }, person.token).expect(200);
    expect(verified.body.data).toMatchObject({ uid: person.uid, phone: '+66812345678', phoneVerified: true });
    expect(await profile(person.token)).toMatchObject({ phone: '+66812345678', phoneVerified: true });

    // a new number is unverified again
    const changed = await put('/users/profile', { phone: '0899999999' }, person.token).expect(200);
    expect(changed.body.data).toMatchObject({ phone: '+66899999999', phoneVerified: false });
  });

  it('given five wrong codes, when the right code comes, then OTP_TOO_MANY_TRIES and the phone stays unverified', async () => {
    const person = await signUpMember(m.app);
    await post('/users/phone/send-code', { phone: '081-111-2222' }, person.token).expect(200);
    const code = (await latestSmsTo(m.app, '+66811112222')).code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectError(
        await post('/users/phone/verify', { code: wrong }, person.token),
        400,
        'OTP_INVALID',
        msg.otpInvalid,
      );
    }
    expectError(
      await post('/users/phone/verify', { code }, person.token),
      400,
      'OTP_TOO_MANY_TRIES',
      msg.otpTooManyTries,
    );
    expect(await profile(person.token)).toMatchObject({ phoneVerified: false });
  });

  describe('with the clock moved on', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('given a code sent more than 5 minutes ago, when the right code comes, then OTP_EXPIRED; a new code then works', async () => {
      const person = await signUpMember(m.app);
      await post('/users/phone/send-code', { phone: '0822223333' }, person.token).expect(200);
      const code = (await latestSmsTo(m.app, '+66822223333')).code!;
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + 301_000 });
      expectError(
        await post('/users/phone/verify', { code }, person.token),
        400,
        'OTP_EXPIRED',
        msg.otpExpired,
      );
      await post('/users/phone/send-code', { phone: '0822223333' }, person.token).expect(200);
      const fresh = (await latestSmsTo(m.app, '+66822223333')).code!;
      const verified = await post('/users/phone/verify', { code: fresh }, person.token).expect(200);
      expect(verified.body.data.phoneVerified).toBe(true);
    });
  });

  it('given a member signs out, when the same token is used at once, then 401; signing in again works', async () => {
    const person = await signUpMember(m.app);
    const out = await post('/auth/logout', undefined, person.token).expect(200);
    expect(out.body.data).toEqual({ loggedOut: true });
    expectError(await get('/auth/profile', person.token), 401, 'UNAUTHORIZED', msg.unauthorized);
    expectError(await post('/auth/logout', undefined, person.token), 401, 'UNAUTHORIZED');
    const again = await login(person.email, PASSWORD).expect(200);
    await get('/auth/profile', again.body.data.token).expect(200);
  });

  it('given two sessions, when the password is changed, then both old tokens are 401, the returned token works and only the new password signs in', async () => {
    const person = await signUpMember(m.app);
    const second = (await login(person.email, PASSWORD).expect(200)).body.data.token as string;

    expectError(
      await post(
        '/auth/change-password',
        { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        person.token,
      ),
      400,
      'WRONG_PASSWORD',
      msg.wrongPassword,
    );
    await get('/auth/profile', person.token).expect(200);

    const changed = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      person.token,
    ).expect(200);
    expect(Object.keys(changed.body.data).sort()).toEqual(['expiresAt', 'token']);
    expectError(await get('/auth/profile', person.token), 401, 'UNAUTHORIZED');
    expectError(await get('/auth/profile', second), 401, 'UNAUTHORIZED');
    expect((await get('/auth/profile', changed.body.data.token).expect(200)).body.data.uid).toBe(person.uid);

    const old = await login(person.email, PASSWORD);
    expectError(old, 401, 'INVALID_CREDENTIAL', msg.invalidCredential);
    await login(person.email, NEW_PASSWORD).expect(200);
  });

  it('given a stolen session guessing the password through change-password, then those guesses and sign-in share one limit', async () => {
    const person = await signUpMember(m.app);
    const guess = () =>
      post(
        '/auth/change-password',
        {
          currentPassword: `guess-${randomUUID()}`,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        person.token,
      );
    for (let n = 0; n < 5; n++) expectError(await guess(), 400, 'WRONG_PASSWORD', msg.wrongPassword);
    expectError(await guess(), 429, 'TOO_MANY_ATTEMPTS', msg.tooManyAttempts);
    // no fresh budget through sign-in either: the account waits, whoever asks
    expectError(
      await login(person.email, `guess-${randomUUID()}`),
      429,
      'TOO_MANY_ATTEMPTS',
      msg.tooManyAttempts,
    );
  });

  it('given a forgotten password, when the mailed reset link is used, then every session ends, the link is spent and only the new password signs in', async () => {
    const person = await signUpMember(m.app);
    const second = (await login(person.email, PASSWORD).expect(200)).body.data.token as string;

    const forgot = await post('/auth/forgot-password', { email: person.email.toUpperCase() }).expect(200);
    expect(forgot.body.data).toEqual({ sent: true });
    const mail = await latestMailTo(m.app, person.email);
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ - แดชคลิป');
    expect(mail.link).toMatch(/^http:\/\/dashclip\.test\/forgot-password\?token=/);
    const token = linkToken(mail);
    // the verification link is no reset link
    const verificationToken = linkToken((await mailsTo(m.app, person.email))[1]!);
    expectError(
      await post('/auth/reset-password', {
        token: verificationToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      400,
      'RESET_LINK_INVALID',
      msg.resetLinkInvalid,
    );

    // once a minute at most: a second request answers the same and mails nothing
    await post('/auth/forgot-password', { email: person.email }).expect(200);
    expect(await mailsTo(m.app, person.email)).toHaveLength(2);

    const reset = await post('/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }).expect(200);
    expect(reset.body.data).toEqual({ reset: true });
    expectError(await get('/auth/profile', person.token), 401, 'UNAUTHORIZED');
    expectError(await get('/auth/profile', second), 401, 'UNAUTHORIZED');
    expectError(
      await post('/auth/reset-password', {
        token,
        password: 'yet-another-one',
        confirmPassword: 'yet-another-one',
      }),
      400,
      'RESET_LINK_INVALID',
      msg.resetLinkInvalid,
    );

    expectError(await login(person.email, PASSWORD), 401, 'INVALID_CREDENTIAL', msg.invalidCredential);
    const signedIn = await login(person.email, NEW_PASSWORD).expect(200);
    await get('/auth/profile', signedIn.body.data.token).expect(200);
  });

  it('given an address nobody holds, when asked for a reset or a new verification link, then the same 200 and no mail', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await post('/auth/forgot-password', { email: nobody }).expect(200)).body.data).toEqual({
      sent: true,
    });
    expect((await post('/auth/resend-verification', { email: nobody }).expect(200)).body.data).toEqual({
      sent: true,
      retryAfterSeconds: 300,
    });
    expect(await mailsTo(m.app, nobody)).toEqual([]);
  });

  it('given a member deactivates, then editing is 403 ACCOUNT_DEACTIVATED while the profile still reads as deactivated; reactivating undoes it', async () => {
    const person = await signUpMember(m.app);
    const off = await post('/users/deactivate', undefined, person.token).expect(200);
    expect(off.body.data).toMatchObject({ accountStatus: 'deactivated', isActive: false });
    expectError(
      await put('/users/profile', { firstName: 'ใหม่' }, person.token),
      403,
      'ACCOUNT_DEACTIVATED',
      msg.accountDeactivated,
    );
    expectError(
      await post('/users/phone/send-code', { phone: '0812345678' }, person.token),
      403,
      'ACCOUNT_DEACTIVATED',
    );
    expect(await profile(person.token)).toMatchObject({ accountStatus: 'deactivated', isActive: false });
    expectError(await post('/users/deactivate', undefined, person.token), 409, 'ACCOUNT_DEACTIVATED');

    const on = await post('/users/reactivate', undefined, person.token).expect(200);
    expect(on.body.data).toMatchObject({ accountStatus: 'active', isActive: true });
    await put('/users/profile', { firstName: 'ใหม่' }, person.token).expect(200);
    expectError(await post('/users/reactivate', undefined, person.token), 409, 'ACCOUNT_NOT_DEACTIVATED');
  });

  it('given five wrong passwords for one account, when the sixth attempt has the right password, then 429 TOO_MANY_ATTEMPTS; other accounts still sign in', async () => {
    const person = await m.newPerson('Guess');
    for (let i = 0; i < 5; i++) {
      expectError(
        await login(person.email, `wrong-password-${i}`),
        401,
        'INVALID_CREDENTIAL',
        msg.invalidCredential,
      );
    }
    const blocked = await login(person.email, TEST_PASSWORD);
    expectError(blocked, 429, 'TOO_MANY_ATTEMPTS', msg.tooManyAttempts);
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.headers['retry-after']).toBe(String(blocked.body.error.retryAfterSeconds));
    expect(blocked.body.data).toBeUndefined();
    // the same account in other letters is the same account
    expectError(await login(person.email.toUpperCase(), TEST_PASSWORD), 429, 'TOO_MANY_ATTEMPTS');

    const other = await m.newPerson('Innocent');
    await login(other.email, TEST_PASSWORD).expect(200);
  });

  it('given an unknown e-mail, when signing in, then 401 INVALID_CREDENTIAL, word for word the answer to a wrong password', async () => {
    const unknown = await login(uniqueEmail('ghost'), TEST_PASSWORD);
    const person = await m.newPerson('Known');
    const wrong = await login(person.email, 'not-the-password');
    expectError(unknown, 401, 'INVALID_CREDENTIAL', msg.invalidCredential);
    expect(unknown.body).toEqual(wrong.body);
  });

  describe('nobody learns whether an address has an account', () => {
    const answer = (res: { status: number; headers: Record<string, string>; text: string }) =>
      `${res.status} ${res.headers['content-type']} ${res.text}`;

    it('given a taken address, when someone registers with it, then the answer is byte for byte a new registration’s, and the owner is mailed instead', async () => {
      const owner = await signUpMember(m.app);
      const before = (await mailsTo(m.app, owner.email)).length;
      const taken = await post('/auth/register', registration({ email: owner.email.toUpperCase() }));
      const fresh = await post('/auth/register', registration());
      expect(answer(taken)).toBe(answer(fresh));
      expect(taken.status).toBe(201);
      const mails = await mailsTo(m.app, owner.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]!.subject).toBe(msg.registrationAttemptSubject);
      expect(mails[0]!.link).toBe('http://dashclip.test/forgot-password');
      // a second and third try answer alike but do not flood the owner's inbox
      for (let i = 0; i < 2; i += 1) {
        const again = await post('/auth/register', registration({ email: owner.email }));
        expect(answer(again)).toBe(answer(fresh));
      }
      expect(await mailsTo(m.app, owner.email)).toHaveLength(before + 1);
      // the intruder's password does not open the account; the owner's still does
      expectError(await login(owner.email, 'Rahat-phan-2026!x'), 401, 'INVALID_CREDENTIAL');
      await login(owner.email, PASSWORD).expect(200);
    });

    it('given a member, an unverified account, one just mailed and nobody, then forgot-password and resend-verification answer byte for byte alike', async () => {
      const member = await signUpMember(m.app);
      const unverified = registration();
      await post('/auth/register', unverified).expect(201);
      const nobody = uniqueEmail('nobody');
      for (const path of ['/auth/forgot-password', '/auth/resend-verification']) {
        const answers = [];
        for (const email of [member.email, unverified.email, unverified.email, nobody])
          answers.push(answer(await post(path, { email })));
        expect(new Set(answers).size, path).toBe(1);
        expect(answers[0]).toMatch(/^200 /);
      }
    });
  });

  it('given 30 wrong passwords at once for one account, then at most 5 are checked (401) and the rest wait (429); another account from the same address signs in', async () => {
    const person = await m.newPerson('Parallel');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(person.email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 429))
      expectError(refused, 429, 'TOO_MANY_ATTEMPTS', msg.tooManyAttempts);
    expectError(await login(person.email, TEST_PASSWORD), 429, 'TOO_MANY_ATTEMPTS');
    const neighbour = await m.newPerson('Neighbour');
    await login(neighbour.email, TEST_PASSWORD).expect(200);
  });

  it('given a password hashed at the old cost (N=2^14), when its owner signs in, then the hash is upgraded to N=2^17 (PasswordRehashed) and every session stays', async () => {
    const testCost = m.identity.deps.passwords;
    const person = await m.newPerson('OldHash');
    try {
      m.identity.deps.passwords = passwordHasher(OWASP_SCRYPT_COST);
      const hashes = async () =>
        (await m.store.readStream(streams.user(person.uid))).events.flatMap((event) =>
          event.type === 'UserRegistered' || event.type === 'PasswordRehashed'
            ? [(event.data as { passwordHash: string }).passwordHash]
            : [],
        );
      expect((await hashes())[0]).toMatch(/^scrypt\$16384\$8\$1\$/);
      await login(person.email, TEST_PASSWORD).expect(200);
      const after = await hashes();
      expect(after).toHaveLength(2);
      expect(after[1]).toMatch(/^scrypt\$131072\$8\$1\$/);
      // the session from before the upgrade still works, the password still signs in, and once is enough
      await get('/auth/profile', person.token).expect(200);
      await login(person.email, TEST_PASSWORD).expect(200);
      expect(await hashes()).toHaveLength(2);
    } finally {
      m.identity.deps.passwords = testCost;
    }
  });

  describe('admins', () => {
    it('given an admin suspends a user, then that user’s token is 401 on the very next request and sign-in is 403 ACCOUNT_SUSPENDED; activating lets them sign in again', async () => {
      const target = await m.newPerson('Target');
      const suspended = await request(m.app)
        .put(`/api/admin/users/${target.uid}/suspend`)
        .set(bearer(m.tokens.admin))
        .expect(200);
      expect(suspended.body.data).toEqual({ uid: target.uid, isActive: false });
      expectError(await get('/auth/profile', target.token), 401, 'UNAUTHORIZED');
      expectError(await login(target.email, TEST_PASSWORD), 403, 'ACCOUNT_SUSPENDED', msg.accountSuspended);
      expectError(
        await request(m.app).put(`/api/admin/users/${target.uid}/suspend`).set(bearer(m.tokens.admin)),
        409,
        'ALREADY_SUSPENDED',
      );

      const activated = await request(m.app)
        .put(`/api/admin/users/${target.uid}/activate`)
        .set(bearer(m.tokens.admin))
        .expect(200);
      expect(activated.body.data).toEqual({ uid: target.uid, isActive: true });
      const signedIn = await login(target.email, TEST_PASSWORD).expect(200);
      expect(signedIn.body.data.user).toMatchObject({ accountStatus: 'active', isActive: true });
    });

    it('given an admin, when they suspend or delete themself, then 409 CANNOT_TARGET_SELF', async () => {
      const admin = m.people!.admin;
      for (const call of [
        request(m.app).put(`/api/admin/users/${admin.uid}/suspend`),
        request(m.app).delete(`/api/admin/users/${admin.uid}`),
      ]) {
        expectError(await call.set(bearer(admin.token)), 409, 'CANNOT_TARGET_SELF', msg.cannotTargetSelf);
      }
      await get('/auth/profile', admin.token).expect(200);
    });

    it('given a non-admin, when they suspend someone, then 403 and nothing happens', async () => {
      const target = await m.newPerson('Bystander');
      expectError(
        await request(m.app).put(`/api/admin/users/${target.uid}/suspend`).set(bearer(m.tokens.seller)),
        403,
        'FORBIDDEN',
        msg.adminOnly,
      );
      await get('/auth/profile', target.token).expect(200);
    });

    it('given an admin who deactivated their own account or never verified it, then admin routes refuse them like any member route', async () => {
      const target = await m.newPerson('Target2');
      const unverified = await m.newPerson('UnverifiedBoss', { admin: true, verified: false });
      expectError(
        await request(m.app).put(`/api/admin/users/${target.uid}/suspend`).set(bearer(unverified.token)),
        403,
        'EMAIL_NOT_VERIFIED',
      );
      const resting = await m.newPerson('RestingBoss', { admin: true });
      await post('/users/deactivate', undefined, resting.token).expect(200);
      expectError(
        await request(m.app).put(`/api/admin/users/${target.uid}/suspend`).set(bearer(resting.token)),
        403,
        'ACCOUNT_DEACTIVATED',
      );
      await get('/auth/profile', target.token).expect(200);
    });
  });

  describe('simultaneous registrations of one address', () => {
    const register = (email: string, firstName: string) =>
      post('/auth/register', registration({ email, firstName }));

    it('given two at once, then both answer the same 201, one account is made and its owner hears of the other', async () => {
      const email = uniqueEmail('twin');
      const answers = await Promise.all([register(email, 'หนึ่ง'), register(email, 'สอง')]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(answers[0]!.text).toBe(answers[1]!.text);
      const mails = await mailsTo(m.app, email);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        msg.registrationAttemptSubject,
        msg.verifySubject,
      ]);
    });

    it('given ten at once in different letter case, then ten identical answers and exactly one account', async () => {
      const email = uniqueEmail('crowd');
      const variants = Array.from({ length: 10 }, (_, i) =>
        [...email].map((c, j) => ((i >> (j % 4)) & 1 ? c.toUpperCase() : c)).join(''),
      );
      expect(new Set(variants).size).toBeGreaterThan(1);
      const answers = await Promise.all(variants.map((variant, i) => register(variant, `คนที่${i}`)));
      expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
      expect(answers[0]!.status).toBe(201);
      const { rows } = await m.db.query<{ n: number }>(
        'select count(*)::int as n from users where lower(email) = $1',
        [email.toLowerCase()],
      );
      expect(rows[0]!.n).toBe(1);
      const subjects = (await mailsTo(m.app, email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject === msg.verifySubject)).toHaveLength(1);
    });
  });

  it('the dev SMS outbox lists the newest first', async () => {
    const messages = await smsOutbox(m.app);
    const ids = messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('ADMIN_EMAILS', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace({ adminEmails: ['boss@dashclip.test'] });
  });
  afterAll(async () => m.close());

  it('given an address on ADMIN_EMAILS, when it registers (in any letter case), verifies and signs in, then the account is an admin; others are not', async () => {
    const boss = await signUpMember(m.app, { email: 'Boss@DashClip.test' });
    const user = (await request(m.app).get('/api/users/profile').set(bearer(boss.token)).expect(200)).body
      .data;
    expect(user).toMatchObject({
      email: 'boss@dashclip.test',
      isAdmin: true,
      roles: ['buyer', 'seller', 'admin'],
    });

    const plain = await signUpMember(m.app);
    const plainUser = (await request(m.app).get('/api/users/profile').set(bearer(plain.token)).expect(200))
      .body.data;
    expect(plainUser).toMatchObject({ isAdmin: false, roles: ['buyer', 'seller'] });

    // and the admin can act as one
    await request(m.app).put(`/api/admin/users/${plain.uid}/suspend`).set(bearer(boss.token)).expect(200);
    expectError(await request(m.app).get('/api/users/profile').set(bearer(plain.token)), 401, 'UNAUTHORIZED');
  });
});
