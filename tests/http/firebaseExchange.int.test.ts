import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firebaseIdentityVerifier,
  type FirebaseIdentityVerifier,
} from '../../infra/adapters/identity/firebase/firebaseIdentityVerifier.ts';
import {
  backdateToken,
  editUnsignedToken,
  firebaseEmulatorAccounts,
  firebaseEmulatorSkipReason,
  startFirebaseAuthEmulator,
  type FirebaseAuthEmulator,
  type FirebaseEmulatorAccounts,
} from '../fixtures/firebaseEmulator.ts';
import { mailsTo } from '../fixtures/devMailbox.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

const skipReason = firebaseEmulatorSkipReason();
if (skipReason) console.warn(`[skip] ${skipReason}`);

const additionalData = { userType: 'seller', firstName: 'ศศิธร', lastName: 'ไฟร์เบส', phone: '0891234567' };
const uniqueEmail = () => `fb-${randomUUID().slice(0, 8)}@example.com`;

/** The spec's identity exchange, end to end through the Firebase Auth emulator (DESIGN.md §9). */
describe.skipIf(skipReason)('Firebase identity exchange over HTTP', () => {
  let emulator: FirebaseAuthEmulator;
  let accounts: FirebaseEmulatorAccounts;
  let verifier: FirebaseIdentityVerifier;
  let m: Awaited<ReturnType<typeof testMarketplace>>;

  beforeAll(async () => {
    emulator = await startFirebaseAuthEmulator();
    accounts = firebaseEmulatorAccounts(emulator);
    verifier = firebaseIdentityVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
    m = await testMarketplace({ firebase: { verifier } });
  }, 120_000);
  afterAll(async () => {
    await m?.close();
    await verifier?.close();
    await emulator?.stop();
  }, 30_000);

  const exchange = (idToken: string, extra?: object) =>
    request(m.app)
      .post('/api/auth/firebase-auth')
      .send({ idToken, ...(extra ? { additionalData: extra } : {}) });

  it('says Firebase mode in /auth/config, and local sign-up is not offered', async () => {
    const config = await request(m.app).get('/api/auth/config').expect(200);
    expect(config.body.data).toMatchObject({
      provider: 'firebase',
      firebase: { projectId: 'demo-dashclip' },
    });
    await request(m.app).post('/api/auth/login').send({ email: 'a@example.com', password: 'x' }).expect(404);
  });

  it('an unregistered identity is told to register; with sign-up data it becomes an unverified account', async () => {
    const email = uniqueEmail();
    const session = await accounts.signUp(email);
    const refused = await exchange(session.idToken).expect(404);
    expect(refused.body.error).toMatchObject({
      code: 'USER_NOT_REGISTERED',
      message: 'กรุณาลงทะเบียนก่อนเข้าสู่ระบบ',
    });

    const joined = await exchange(session.idToken, additionalData).expect(200);
    expect(joined.body.data).toMatchObject({
      isNewUser: true,
      user: {
        uid: session.firebaseUid,
        email,
        emailVerified: false,
        phone: '+66891234567',
        provider: 'password',
      },
    });
    const token = joined.body.data.token as string;
    await request(m.app).get('/api/users/profile').set('authorization', `Bearer ${token}`).expect(200);
    const blocked = await request(m.app)
      .put('/api/users/profile')
      .set('authorization', `Bearer ${token}`)
      .send({ firstName: 'ศศิ' })
      .expect(403);
    expect(blocked.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    // Verified at Firebase: the next exchange says so, and the account may act.
    await accounts.markEmailVerified(session.firebaseUid);
    const again = await exchange((await accounts.refresh(session)).idToken).expect(200);
    expect(again.body.data).toMatchObject({ isNewUser: false, user: { emailVerified: true } });
    await request(m.app)
      .put('/api/users/profile')
      .set('authorization', `Bearer ${again.body.data.token}`)
      .send({ firstName: 'ศศิ' })
      .expect(200);
  });

  it('a social sign-in arrives verified', async () => {
    const email = uniqueEmail();
    const google = await accounts.signInWithGoogle({
      sub: randomUUID(),
      email,
      emailVerified: true,
      name: 'ศศิ',
    });
    const joined = await exchange(google.idToken, additionalData).expect(200);
    expect(joined.body.data.user).toMatchObject({ provider: 'google.com', emailVerified: true });
  });

  it('an address already held by another account is refused, whatever the provider', async () => {
    const email = uniqueEmail();
    const first = await accounts.signUp(email);
    await exchange(first.idToken, additionalData).expect(200);
    await accounts.deleteUser(first.firebaseUid); // Firebase forgets it; our reservation does not
    const second = await accounts.signUp(email);
    const refused = await exchange(second.idToken, additionalData).expect(409);
    expect(refused.body.error.code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('a tampered, expired or garbage token is a 401 and creates nothing', async () => {
    const session = await accounts.signUp(uniqueEmail());
    const tampered = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      email: 'someone-else@example.com',
    }));
    const otherProject = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      aud: 'another-project',
    }));
    for (const token of [tampered, otherProject, backdateToken(session.idToken), 'garbage']) {
      const res = await exchange(token, additionalData).expect(401);
      expect(res.body.error).toMatchObject({ code: 'INVALID_ID_TOKEN' });
      expect(res.body.error.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const { rows } = await m.db.query<{ n: string }>('select count(*)::text as n from users where uid = $1', [
      session.firebaseUid,
    ]);
    expect(rows[0]!.n).toBe('0');
  });

  /** A verified Firebase account that has joined the marketplace, with our session token. */
  async function joinedAccount() {
    const email = uniqueEmail();
    let session = await accounts.signUp(email);
    await exchange(session.idToken, additionalData).expect(200);
    await accounts.markEmailVerified(session.firebaseUid);
    session = await accounts.refresh(session);
    const joined = await exchange(session.idToken).expect(200);
    return { session, token: joined.body.data.token as string };
  }

  it('a phone linked at Firebase (SMS code + reCAPTCHA there) verifies the profile phone', async () => {
    const { session, token } = await joinedAccount();
    const verify = (body: object) =>
      request(m.app).post('/api/users/phone/verify').set('authorization', `Bearer ${token}`).send(body);

    // A token without a number proves nothing.
    const unproved = await verify({ idToken: session.idToken }).expect(400);
    expect(unproved.body.error.code).toBe('OTP_NOT_SENT');

    const linked = await accounts.linkPhone(session, '+66891234567');
    const verified = await verify({ idToken: linked.idToken }).expect(200);
    expect(verified.body.data).toMatchObject({ phone: '+66891234567', phoneVerified: true });

    // Someone else's token, even one carrying a number, does not verify this account.
    const other = await joinedAccount();
    const otherLinked = await accounts.linkPhone(other.session, '+66812345678');
    await request(m.app)
      .post('/api/users/phone/verify')
      .set('authorization', `Bearer ${token}`)
      .send({ idToken: otherLinked.idToken })
      .expect(400);
  });

  it('a new payout bank account needs a sign-in made just now and is mailed to the owner', async () => {
    const { session, token } = await joinedAccount();
    const bank = {
      userType: 'individual',
      bankName: 'kbank',
      accountName: 'ศศิธร ไฟร์เบส',
      accountNumber: '1234567890',
    };
    const put = (body: object) =>
      request(m.app).put('/api/users/profile').set('authorization', `Bearer ${token}`).send(body);
    expect((await put(bank).expect(400)).body.error.code).toBe('REQUIRES_RECENT_LOGIN');
    await accounts.backdateValidSince(session.firebaseUid, 3600);
    const stale = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      auth_time: Number(claims.auth_time) - 360,
    }));
    expect((await put({ ...bank, idToken: stale }).expect(400)).body.error.code).toBe(
      'REQUIRES_RECENT_LOGIN',
    );
    const other = await joinedAccount();
    const othersFresh = await accounts.signInWithPassword(other.session.email);
    expect((await put({ ...bank, idToken: othersFresh.idToken }).expect(400)).body.error.code).toBe(
      'REQUIRES_RECENT_LOGIN',
    );
    const profile = await request(m.app).get('/api/users/profile').set('authorization', `Bearer ${token}`);
    expect(profile.body.data.accountNumber).toBeNull();

    const fresh = await accounts.signInWithPassword(session.email);
    const changed = await put({ ...bank, idToken: fresh.idToken }).expect(200);
    expect(changed.body.data).toMatchObject({ bankName: 'kbank', accountNumber: '1234567890' });
    const [mail] = (await mailsTo(m.app, session.email)).filter(
      (sent) => sent.subject === 'บัญชีธนาคารสำหรับรับเงินถูกเปลี่ยน - แดชคลิป',
    );
    expect(mail?.text).toContain('7890');
    expect(mail?.text).not.toContain('1234567890');
  });

  it('deletion needs a sign-in made just now, erases the account and deletes the Firebase identity', async () => {
    const { session, token } = await joinedAccount();
    const remove = (body: object) =>
      request(m.app).delete('/api/users/delete').set('authorization', `Bearer ${token}`).send(body);

    const noProof = await remove({ confirmation: 'DELETE' }).expect(400);
    expect(noProof.body.error.code).toBe('REQUIRES_RECENT_LOGIN');
    // Signed in six minutes ago (on an account older than that): too old for deleting an account.
    await accounts.backdateValidSince(session.firebaseUid, 3600);
    const stale = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      auth_time: Number(claims.auth_time) - 360,
    }));
    expect((await remove({ idToken: stale, confirmation: 'DELETE' }).expect(400)).body.error.code).toBe(
      'REQUIRES_RECENT_LOGIN',
    );
    const other = await joinedAccount();
    const othersFresh = await accounts.signInWithPassword(other.session.email);
    await remove({ idToken: othersFresh.idToken, confirmation: 'DELETE' }).expect(400);
    expect(await accounts.exists(session.firebaseUid)).toBe(true);

    const fresh = await accounts.signInWithPassword(session.email);
    await remove({ idToken: fresh.idToken, confirmation: 'DELETE' }).expect(200);
    await request(m.app).get('/api/users/profile').set('authorization', `Bearer ${token}`).expect(401);
    expect(await accounts.exists(session.firebaseUid)).toBe(false);
    expect(await accounts.exists(other.session.firebaseUid)).toBe(true);
  });
});
