import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdateToken,
  editUnsignedToken,
  firebaseEmulatorAccounts,
  firebaseEmulatorSkipReason,
  startFirebaseAuthEmulator,
  type FirebaseAuthEmulator,
  type FirebaseEmulatorAccounts,
} from '../../../../tests/fixtures/firebaseEmulator.ts';
import {
  FirebaseTokenError,
  firebaseIdentityVerifier,
  type FirebaseIdentityVerifier,
  type FirebaseTokenErrorCode,
} from './firebaseIdentityVerifier.ts';

const skipReason = firebaseEmulatorSkipReason();
if (skipReason) console.warn(`[skip] ${skipReason}`);

const uniqueEmail = () => `rider-${randomUUID().slice(0, 8)}@example.com`;

async function rejectionOf(promise: Promise<unknown>): Promise<FirebaseTokenErrorCode> {
  const error = await promise.then(
    () => {
      throw new Error('expected the token to be rejected');
    },
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(FirebaseTokenError);
  return (error as FirebaseTokenError).code;
}

describe.skipIf(skipReason)('Firebase identity verifier against the Auth emulator', () => {
  let emulator: FirebaseAuthEmulator;
  let accounts: FirebaseEmulatorAccounts;
  let verifier: FirebaseIdentityVerifier;

  beforeAll(async () => {
    emulator = await startFirebaseAuthEmulator();
    console.warn(`[firebase] Auth emulator answered after ${emulator.startedInMs} ms`);
    accounts = firebaseEmulatorAccounts(emulator);
    verifier = firebaseIdentityVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
  }, 90_000);

  afterAll(async () => {
    await verifier?.close();
    await emulator?.stop();
  }, 30_000);

  it('verifies a fresh e-mail/password sign-up as an unverified password identity', async () => {
    const email = uniqueEmail();
    const session = await accounts.signUp(email);
    const before = Math.floor(Date.now() / 1000);

    const identity = await verifier.verify(session.idToken);

    expect(identity).toEqual({
      firebaseUid: session.firebaseUid,
      email,
      emailVerified: false,
      provider: 'password',
      phoneNumber: null,
      authTimeSeconds: expect.any(Number),
    });
    expect(Math.abs(identity.authTimeSeconds - before)).toBeLessThanOrEqual(5);
  });

  it('says emailVerified once the address is verified, in a fresh token and in the old one alike', async () => {
    const session = await accounts.signUp(uniqueEmail());
    await accounts.markEmailVerified(session.firebaseUid);

    const refreshed = await accounts.refresh(session);
    expect(await verifier.verify(refreshed.idToken)).toMatchObject({
      emailVerified: true,
      provider: 'password',
    });
    // The account record wins over the claim the token was issued with.
    expect(await verifier.verify(session.idToken)).toMatchObject({ emailVerified: true });
  });

  it('verifies a Google sign-in as google.com with a verified e-mail', async () => {
    const email = uniqueEmail();
    const session = await accounts.signInWithGoogle({ sub: randomUUID(), email, name: 'สมชาย ใจดี' });

    expect(session.isNewUser).toBe(true);
    expect(await verifier.verify(session.idToken)).toMatchObject({
      firebaseUid: session.firebaseUid,
      email,
      emailVerified: true,
      provider: 'google.com',
    });
  });

  it('rejects a token whose e-mail was edited', async () => {
    const session = await accounts.signUp(uniqueEmail());
    const forged = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      email: 'victim@example.com',
    }));
    expect(await rejectionOf(verifier.verify(forged))).toBe('INVALID_ID_TOKEN');
  });

  it('rejects a token whose subject was edited to an unknown account', async () => {
    const session = await accounts.signUp(uniqueEmail());
    const forged = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      sub: 'nobody',
      user_id: 'nobody',
    }));
    expect(await rejectionOf(verifier.verify(forged))).toBe('INVALID_ID_TOKEN');
  });

  it('rejects a token for another project', async () => {
    const session = await accounts.signUp(uniqueEmail());
    const otherAudience = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      aud: 'demo-elsewhere',
    }));
    const otherIssuer = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      aud: 'demo-elsewhere',
      iss: 'https://securetoken.google.com/demo-elsewhere',
    }));
    expect(await rejectionOf(verifier.verify(otherAudience))).toBe('INVALID_ID_TOKEN');
    expect(await rejectionOf(verifier.verify(otherIssuer))).toBe('INVALID_ID_TOKEN');
  });

  it('rejects a sign-in method the marketplace does not offer', async () => {
    const session = await accounts.signUp(uniqueEmail());
    const custom = editUnsignedToken(session.idToken, (claims) => ({
      ...claims,
      firebase: { ...(claims.firebase as object), sign_in_provider: 'custom' },
    }));
    expect(await rejectionOf(verifier.verify(custom))).toBe('INVALID_ID_TOKEN');
  });

  it('rejects an expired token as expired', async () => {
    const session = await accounts.signUp(uniqueEmail());
    expect(await rejectionOf(verifier.verify(backdateToken(session.idToken)))).toBe('ID_TOKEN_EXPIRED');
  });

  it('rejects garbage', async () => {
    for (const garbage of ['', 'not-a-token', 'a.b.c', `${Buffer.from('{}').toString('base64url')}..`]) {
      expect(await rejectionOf(verifier.verify(garbage))).toBe('INVALID_ID_TOKEN');
    }
  });

  it('rejects tokens of a deleted account', async () => {
    const session = await accounts.signUp(uniqueEmail());
    await accounts.deleteUser(session.firebaseUid);
    expect(await rejectionOf(verifier.verify(session.idToken))).toBe('INVALID_ID_TOKEN');
  });

  it('rejects tokens issued before their revocation, and tokens of a disabled account, as revoked', async () => {
    const session = await accounts.signUp(uniqueEmail());
    // Revocation has one-second resolution: a sign-in in the same second would still count.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await accounts.revokeTokens(session.firebaseUid);
    expect(await rejectionOf(verifier.verify(session.idToken))).toBe('ID_TOKEN_REVOKED');

    const other = await accounts.signUp(uniqueEmail());
    await accounts.disable(other.firebaseUid);
    expect(await rejectionOf(verifier.verify(other.idToken))).toBe('ID_TOKEN_REVOKED');
  });

  it('refuses to start without emulatorHost while FIREBASE_AUTH_EMULATOR_HOST is set', async () => {
    // Set here by the open emulator verifier.
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
    expect(() => firebaseIdentityVerifier({ projectId: emulator.projectId })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );

    const own = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const production = firebaseIdentityVerifier({ projectId: emulator.projectId });
    try {
      // A stray variable appearing later is refused at verify time too, before any token is read.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
      await expect(production.verify('any')).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = own;
      await production.close();
    }
  });

  it('will not share the process with an emulator on another host', () => {
    expect(() =>
      firebaseIdentityVerifier({ projectId: emulator.projectId, emulatorHost: '127.0.0.1:9' }),
    ).toThrow(/another Auth emulator/);
  });

  it('removes FIREBASE_AUTH_EMULATOR_HOST when the last emulator verifier closes', async () => {
    const second = firebaseIdentityVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
    await second.close();
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);

    await verifier.close();
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    verifier = firebaseIdentityVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
  });
});
