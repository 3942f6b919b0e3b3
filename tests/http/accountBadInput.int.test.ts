import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holderOf } from '../../command-api/accounts/emailReservation.ts';
import { streams } from '../../events/streams.ts';
import { bearer, expectError, PASSWORD, registration, signUpMember } from '../fixtures/devMailbox.ts';
import { TEST_PASSWORD, testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
type Method = 'post' | 'put' | 'delete';

const thai = /[\u0E00-\u0E7F]/;
const t = {
  firstNameRequired: 'กรุณากรอกชื่อ',
  lastNameRequired: 'กรุณากรอกนามสกุล',
  nameTooLong: 'ต้องไม่เกิน 100 ตัวอักษร',
  emailRequired: 'กรุณากรอกอีเมล',
  invalidEmail: 'รูปแบบอีเมลไม่ถูกต้อง',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  passwordTooLong: 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร',
  passwordsDoNotMatch: 'รหัสผ่านไม่ตรงกัน',
  termsRequired: 'กรุณายอมรับข้อกำหนดและเงื่อนไขการใช้งาน',
  userTypeRequired: 'กรุณาเลือกประเภทผู้ใช้',
  invalidPhone: 'หมายเลขโทรศัพท์ไม่ถูกต้อง กรุณาใช้รูปแบบ +66812345678',
  bankNameInvalid: 'กรุณาเลือกธนาคาร',
  accountNameRequired: 'กรุณากรอกชื่อบัญชี',
  accountNumberInvalid: 'เลขที่บัญชีต้องเป็นตัวเลข 10 ถึง 14 หลัก',
  confirmationRequired: 'กรุณาพิมพ์คำว่า DELETE เพื่อยืนยันการลบบัญชี',
  otpFormat: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก',
  wrongType: 'ชนิดข้อมูลไม่ถูกต้อง',
  required: 'กรุณากรอกข้อมูลช่องนี้',
  notJson: 'กรุณาส่งข้อมูลในรูปแบบ JSON',
  malformedJson: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง',
  validation: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่',
  unknownField: (name: string) => `ไม่รู้จักช่องข้อมูล ${name}`,
};

const long = (n: number, c = 'ก') => c.repeat(n);
/** 255 characters, otherwise a well-formed address. */
const overlongEmail = `${'a'.repeat(60)}@${['b', 'c', 'd'].map((c) => c.repeat(60)).join('.')}.${'e'.repeat(7)}.com`;

describe('identity routes refuse bad input with Thai field messages, never a 500', () => {
  let m: Marketplace;
  let member: TestPerson;
  beforeAll(async () => {
    m = await testMarketplace();
    member = await m.newPerson('Careful');
  });
  afterAll(async () => m.close());
  beforeEach(() => m.resetSignInLimits());

  const send = (method: Method, path: string, body: unknown, token?: string, type = 'application/json') => {
    const call = request(m.app)[method](`/api${path}`);
    if (token) void call.set(bearer(token));
    if (body === undefined) return call;
    void call.set('content-type', type);
    return call.send(body as object);
  };

  async function eventCount(): Promise<number> {
    const { rows } = await m.db.query<{ n: number }>('select count(*)::int as n from events');
    return rows[0]!.n;
  }

  /** A refusal as the contract says: status, Thai message, the named fields, nothing written. */
  async function refused(
    res: Promise<request.Response> | request.Response,
    status: number,
    fields: Record<string, string> = {},
    code = 'VALIDATION',
  ) {
    const before = await eventCount();
    const answer = await res;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expectError(answer, status, code);
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|Error:|stack/);
    const got = Object.fromEntries(
      ((answer.body.error.fields ?? []) as { field: string; message: string }[]).map((f) => [
        f.field,
        f.message,
      ]),
    );
    for (const message of Object.values(got)) expect(message).toMatch(thai);
    expect(got).toMatchObject(fields);
    expect(await eventCount()).toBe(before);
    return answer;
  }

  describe('POST /auth/register', () => {
    /** What the account's UserRegistered event recorded. */
    const registered = async (email: string) => {
      const uid = await holderOf(m.identity.deps, email.toLowerCase());
      return (await m.store.readStream(streams.user(uid!))).events[0]?.data;
    };
    const register = (body: unknown, type?: string) => send('post', '/auth/register', body, undefined, type);

    it('the overlong e-mail of these cases is 255 characters', () => {
      expect(overlongEmail).toHaveLength(255);
    });

    it('given an empty body, then every required field is named in Thai', async () => {
      await refused(register({}), 400, {
        firstName: t.firstNameRequired,
        lastName: t.lastNameRequired,
        email: t.emailRequired,
        password: t.passwordRequired,
        acceptTerms: t.termsRequired,
        userType: t.userTypeRequired,
      });
    });

    it.each([
      ['a number for a name', { firstName: 42 }, { firstName: t.firstNameRequired }],
      ['a blank name', { lastName: '   ' }, { lastName: t.lastNameRequired }],
      ['a name over 100 characters', { firstName: long(101) }, { firstName: t.nameTooLong }],
      ['a last name over 100 characters', { lastName: long(101, 'x') }, { lastName: t.nameTooLong }],
      ['an e-mail over 254 characters', { email: overlongEmail }, { email: t.invalidEmail }],
      ['a malformed e-mail', { email: 'somchai.example.com' }, { email: t.invalidEmail }],
      ['an e-mail as a list', { email: ['a@example.com'] }, { email: t.emailRequired }],
      [
        'a password over 128 characters',
        { password: long(129, 'p'), confirmPassword: long(129, 'p') },
        { password: t.passwordTooLong },
      ],
      [
        'a password under 8 characters',
        { password: 'short', confirmPassword: 'short' },
        { password: t.passwordTooShort },
      ],
      [
        'passwords that do not match',
        { confirmPassword: `${PASSWORD}x` },
        { confirmPassword: t.passwordsDoNotMatch },
      ],
      ['terms not accepted', { acceptTerms: false }, { acceptTerms: t.termsRequired }],
      ['terms as a string', { acceptTerms: 'true' }, { acceptTerms: t.termsRequired }],
      ['an unknown user type', { userType: 'admin' }, { userType: t.userTypeRequired }],
      ['a user type only profiles may set', { userType: 'individual' }, { userType: t.userTypeRequired }],
      ['a phone of five digits', { phone: '12345' }, { phone: t.invalidPhone }],
      ['a phone one digit short', { phone: '+6681234567' }, { phone: t.invalidPhone }],
      ['markup for a phone', { phone: '<script>' }, { phone: t.invalidPhone }],
      ['a number for a phone', { phone: 812345678 }, { phone: t.invalidPhone }],
      ['an unknown field', { isAdmin: true }, { isAdmin: t.unknownField('isAdmin') }],
      ['roles sent along', { roles: ['admin'] }, { roles: t.unknownField('roles') }],
    ])('given %s, then 400 naming the field', async (_name, change, fields) => {
      await refused(register(registration(change)), 400, fields);
    });

    it('given a body that is not JSON, then 415 or 400 in Thai', async () => {
      const res415 = await refused(register('firstName=a', 'application/x-www-form-urlencoded'), 415);
      expect(res415.body.error.message).toBe(t.notJson);
      await refused(register('{"firstName": "a"', 'text/plain'), 415);
      await refused(register(undefined), 415);
      const malformed = await refused(register('{"firstName": "a",'), 400);
      expect(malformed.body.error.message).toBe(t.malformedJson);
      await refused(register('[1, 2]'), 400, { '(body)': t.wrongType });
      await refused(register('"just a string"'), 400);
      await refused(register('null'), 400);
    });

    it('given names of exactly 100 characters and a 128-character password, then 201', async () => {
      const password = long(128, 'พ');
      const body = registration({
        firstName: long(100),
        lastName: long(100, 'z'),
        password,
        confirmPassword: password,
      });
      await register(body).expect(201);
      expect(await registered(body.email)).toMatchObject({ firstName: long(100) });
    });

    it('given markup in the names, then it is stored and answered back verbatim as JSON data', async () => {
      const firstName = '<script>alert(1)</script>';
      const lastName = '"><img src=x onerror=alert(1)>';
      const body = registration({ firstName, lastName });
      const res = await register(body).expect(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(JSON.parse(res.text)).toEqual(res.body);
      // (the answer names nobody: it is the same for a taken address)
      expect(await registered(body.email)).toMatchObject({
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
      });
    });
  });

  describe('PUT /users/profile', () => {
    const update = (body: unknown, type?: string) => send('put', '/users/profile', body, member.token, type);

    it.each([
      ['a blank first name', { firstName: '' }, { firstName: t.firstNameRequired }],
      ['a first name over 100 characters', { firstName: long(101) }, { firstName: t.nameTooLong }],
      ['a last name over 100 characters', { lastName: long(101) }, { lastName: t.nameTooLong }],
      ['a display name over 100 characters', { displayName: long(101) }, { displayName: t.nameTooLong }],
      ['a number for a name', { lastName: 7 }, { lastName: t.lastNameRequired }],
      ['a phone of five digits', { phone: '12345' }, { phone: t.invalidPhone }],
      ['a phone one digit short', { phone: '+6681234567' }, { phone: t.invalidPhone }],
      ['markup for a phone', { phone: '<script>' }, { phone: t.invalidPhone }],
      ['an unknown user type', { userType: 'superuser' }, { userType: t.userTypeRequired }],
      [
        'an unknown bank',
        { bankName: 'bank-of-nowhere', accountName: 'ก ข', accountNumber: '1234567890' },
        { bankName: t.bankNameInvalid },
      ],
      [
        'an account number of nine digits',
        { bankName: 'scb', accountName: 'ก ข', accountNumber: '123456789' },
        { accountNumber: 'เลขที่บัญชีของธนาคารไทยพาณิชย์ต้องเป็นตัวเลข 10 หลัก' },
      ],
      [
        'an account number of fifteen digits',
        { bankName: 'scb', accountName: 'ก ข', accountNumber: '123456789012345' },
        { accountNumber: 'เลขที่บัญชีของธนาคารไทยพาณิชย์ต้องเป็นตัวเลข 10 หลัก' },
      ],
      [
        'twelve digits for a ten-digit bank',
        { bankName: 'scb', accountName: 'ก ข', accountNumber: '123456789012' },
        { accountNumber: 'เลขที่บัญชีของธนาคารไทยพาณิชย์ต้องเป็นตัวเลข 10 หลัก' },
      ],
      [
        'ten digits for ออมสิน, whose accounts have twelve',
        { bankName: 'gsb', accountName: 'ก ข', accountNumber: '1234567890' },
        { accountNumber: 'เลขที่บัญชีของธนาคารออมสินต้องเป็นตัวเลข 12 หลัก' },
      ],
      [
        'letters in the account number',
        { bankName: 'scb', accountName: 'ก ข', accountNumber: '12345abcde' },
        { accountNumber: 'เลขที่บัญชีของธนาคารไทยพาณิชย์ต้องเป็นตัวเลข 10 หลัก' },
      ],
      [
        'a blank account name',
        { bankName: 'scb', accountName: ' ', accountNumber: '1234567890' },
        { accountName: t.accountNameRequired },
      ],
      [
        'half a bank block',
        { bankName: 'scb' },
        { accountName: t.accountNameRequired, accountNumber: t.accountNumberInvalid },
      ],
      ['an unknown field', { nickname: 'x' }, { nickname: t.unknownField('nickname') }],
    ])('given %s, then 400 naming the field', async (_name, body, fields) => {
      await refused(update(body), 400, fields);
    });

    it('given a body that is not JSON, then 415 or 400', async () => {
      await refused(update('firstName=x', 'application/x-www-form-urlencoded'), 415);
      await refused(update('{"firstName":', 'application/json'), 400);
      await refused(update('[]'), 400);
    });

    it('given markup in a name, then it is stored and answered back verbatim as JSON data', async () => {
      const displayName = '<script>alert(1)</script>';
      const res = await update({ displayName }).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.data.displayName).toBe(displayName);
      const read = await request(m.app).get('/api/users/profile').set(bearer(member.token)).expect(200);
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.body.data.displayName).toBe(displayName);
    });
  });

  describe('the other identity routes', () => {
    const cases: [string, Method, string, unknown, number, Record<string, string>, string?][] = [
      ['verify-email without a token', 'post', '/auth/verify-email', {}, 400, { token: t.required }],
      ['verify-email with a number', 'post', '/auth/verify-email', { token: 5 }, 400, {}],
      [
        'verify-email with an overlong token',
        'post',
        '/auth/verify-email',
        { token: long(2001, 'x') },
        400,
        {},
      ],
      [
        'verify-email with an unknown field',
        'post',
        '/auth/verify-email',
        { token: 'x', uid: 'y' },
        400,
        { uid: t.unknownField('uid') },
      ],
      [
        'verify-email with a forged token',
        'post',
        '/auth/verify-email',
        { token: 'not.a.jwt' },
        400,
        {},
        'VERIFICATION_LINK_INVALID',
      ],
      [
        'resend-verification without an e-mail',
        'post',
        '/auth/resend-verification',
        {},
        400,
        { email: t.emailRequired },
      ],
      [
        'resend-verification with a malformed e-mail',
        'post',
        '/auth/resend-verification',
        { email: 'nope' },
        400,
        { email: t.invalidEmail },
      ],
      [
        'resend-verification with an overlong e-mail',
        'post',
        '/auth/resend-verification',
        { email: overlongEmail },
        400,
        { email: t.invalidEmail },
      ],
      [
        'login with nothing',
        'post',
        '/auth/login',
        {},
        400,
        { email: t.emailRequired, password: t.passwordRequired },
      ],
      [
        'login with an empty password',
        'post',
        '/auth/login',
        { email: 'a@example.com', password: '' },
        400,
        { password: t.passwordRequired },
      ],
      [
        'login with a password over 128',
        'post',
        '/auth/login',
        { email: 'a@example.com', password: long(129, 'x') },
        400,
        { password: t.passwordTooLong },
      ],
      [
        'login with an e-mail over 254',
        'post',
        '/auth/login',
        { email: overlongEmail, password: 'x' },
        400,
        { email: t.invalidEmail },
      ],
      [
        'login with rememberMe as text',
        'post',
        '/auth/login',
        { email: 'a@example.com', password: 'x', rememberMe: 'yes' },
        400,
        { rememberMe: t.wrongType },
      ],
      [
        'login with an unknown field',
        'post',
        '/auth/login',
        { email: 'a@example.com', password: 'x', otp: '1' },
        400,
        { otp: t.unknownField('otp') },
      ],
      [
        'forgot-password with a list',
        'post',
        '/auth/forgot-password',
        { email: ['a@example.com'] },
        400,
        { email: t.emailRequired },
      ],
      [
        'forgot-password with markup',
        'post',
        '/auth/forgot-password',
        { email: '<script>@x' },
        400,
        { email: t.invalidEmail },
      ],
      [
        'reset-password with nothing',
        'post',
        '/auth/reset-password',
        {},
        400,
        { password: t.passwordRequired },
      ],
      [
        'reset-password with passwords that do not match',
        'post',
        '/auth/reset-password',
        { token: 'x', password: PASSWORD, confirmPassword: `${PASSWORD}!` },
        400,
        { confirmPassword: t.passwordsDoNotMatch },
      ],
      [
        'reset-password with a password over 128',
        'post',
        '/auth/reset-password',
        { token: 'x', password: long(129, 'x'), confirmPassword: long(129, 'x') },
        400,
        { password: t.passwordTooLong },
      ],
      [
        'reset-password with a forged token',
        'post',
        '/auth/reset-password',
        { token: 'not.a.jwt', password: PASSWORD, confirmPassword: PASSWORD },
        400,
        {},
        'RESET_LINK_INVALID',
      ],
      ['firebase-auth with nothing', 'post', '/auth/firebase-auth', {}, 400, {}],
    ];

    it.each(cases)(
      'given %s, then refused in Thai',
      async (_name, method, path, body, status, fields, code) => {
        await refused(send(method, path, body), status, fields, code);
      },
    );

    const signedIn: [string, Method, string, unknown, number, Record<string, string>, string?][] = [
      [
        'change-password with nothing',
        'post',
        '/auth/change-password',
        {},
        400,
        { currentPassword: t.passwordRequired, newPassword: t.passwordRequired },
      ],
      [
        'change-password with a new password that does not match',
        'post',
        '/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: PASSWORD, confirmPassword: 'other-password' },
        400,
        { confirmPassword: t.passwordsDoNotMatch },
      ],
      [
        'change-password with a new password over 128',
        'post',
        '/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: long(129, 'x'), confirmPassword: long(129, 'x') },
        400,
        { newPassword: t.passwordTooLong },
      ],
      [
        'change-password with a new password under 8',
        'post',
        '/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        400,
        { newPassword: t.passwordTooShort },
      ],
      ['send-code without a phone', 'post', '/users/phone/send-code', {}, 400, { phone: t.invalidPhone }],
      [
        'send-code with an empty phone',
        'post',
        '/users/phone/send-code',
        { phone: '' },
        400,
        { phone: t.invalidPhone },
      ],
      [
        'send-code with five digits',
        'post',
        '/users/phone/send-code',
        { phone: '12345' },
        400,
        { phone: t.invalidPhone },
      ],
      [
        'send-code one digit short',
        'post',
        '/users/phone/send-code',
        { phone: '+6681234567' },
        400,
        { phone: t.invalidPhone },
      ],
      [
        'send-code with markup',
        'post',
        '/users/phone/send-code',
        { phone: '<script>' },
        400,
        { phone: t.invalidPhone },
      ],
      [
        'send-code with an overlong phone',
        'post',
        '/users/phone/send-code',
        { phone: '0'.repeat(500) },
        400,
        { phone: t.invalidPhone },
      ],
      ['verify with nothing', 'post', '/users/phone/verify', {}, 400, {}],
      [
        'verify with five digits',
        'post',
        '/users/phone/verify',
        { code: '12345' },
        400,
        { code: t.otpFormat },
      ],
      ['verify with letters', 'post', '/users/phone/verify', { code: '12345a' }, 400, { code: t.otpFormat }],
      [
        'verify with a code and no code sent',
        'post',
        '/users/phone/verify',
        { code: '123456' },
        400,
        {},
        'OTP_NOT_SENT',
      ],
      ['delete with nothing', 'delete', '/users/delete', {}, 400, { confirmation: t.confirmationRequired }],
      [
        'delete with a number for a password',
        'delete',
        '/users/delete',
        { password: 1, confirmation: 'DELETE' },
        400,
        { password: t.passwordRequired },
      ],
      [
        'delete with an unknown field',
        'delete',
        '/users/delete',
        { password: TEST_PASSWORD, confirmation: 'DELETE', reason: 'x' },
        400,
        { reason: t.unknownField('reason') },
      ],
      ['suspend with an overlong id', 'put', `/admin/users/${long(200, 'x')}/suspend`, undefined, 400, {}],
      ['delete with an overlong id', 'delete', `/admin/users/${long(200, 'x')}`, undefined, 400, {}],
    ];

    it.each(signedIn)(
      'given a signed-in caller and %s, then refused in Thai',
      async (_name, method, path, body, status, fields, code) => {
        const token = path.startsWith('/admin') ? m.tokens.admin : member.token;
        await refused(send(method, path, body, token), status, fields, code);
      },
    );

    it('given a body that is not JSON on any identity route, then 415 in Thai, never a 500', async () => {
      const routes: [Method, string][] = [
        ['post', '/auth/register'],
        ['post', '/auth/verify-email'],
        ['post', '/auth/resend-verification'],
        ['post', '/auth/login'],
        ['post', '/auth/forgot-password'],
        ['post', '/auth/reset-password'],
        ['post', '/auth/change-password'],
        ['post', '/auth/firebase-auth'],
        ['put', '/users/profile'],
        ['post', '/users/phone/send-code'],
        ['post', '/users/phone/verify'],
        ['delete', '/users/delete'],
      ];
      for (const [method, path] of routes) {
        const form = await send(method, path, 'a=1', member.token, 'application/x-www-form-urlencoded');
        expect(form.status, `${method} ${path}`).toBe(415);
        expect(form.body.error).toEqual({ code: 'VALIDATION', message: t.notJson });
        const broken = await send(method, path, '{"a":', member.token);
        expect(broken.status, `${method} ${path}`).toBe(400);
        expect(broken.body.error).toEqual({ code: 'VALIDATION', message: t.malformedJson });
      }
    });
  });

  describe('DELETE /users/delete', () => {
    it('given no DELETE confirmation, then 400 CONFIRMATION_REQUIRED and the account still works', async () => {
      const person = await signUpMember(m.app);
      for (const confirmation of ['', 'delete', 'ลบ', 'DELETE ']) {
        await refused(
          send('delete', '/users/delete', { password: person.password, confirmation }, person.token),
          400,
          {},
          'CONFIRMATION_REQUIRED',
        ).then((res) => expect(res.body.error.message).toBe(t.confirmationRequired));
      }
      await request(m.app).get('/api/users/profile').set(bearer(person.token)).expect(200);
    });

    it('given a wrong or missing password, then 400 WRONG_PASSWORD and the account still works', async () => {
      const person = await signUpMember(m.app);
      for (const body of [
        { password: 'not-my-password', confirmation: 'DELETE' },
        { confirmation: 'DELETE' },
      ]) {
        const res = await refused(
          send('delete', '/users/delete', body, person.token),
          400,
          {},
          'WRONG_PASSWORD',
        );
        expect(res.body.error.message).toBe('รหัสผ่านไม่ถูกต้อง');
      }
      await request(m.app).get('/api/users/profile').set(bearer(person.token)).expect(200);
      await request(m.app)
        .put('/api/users/profile')
        .set(bearer(person.token))
        .send({ firstName: 'ยังอยู่' })
        .expect(200);
      await request(m.app)
        .post('/api/auth/login')
        .send({ email: person.email, password: person.password })
        .expect(200);
    });
  });
});
