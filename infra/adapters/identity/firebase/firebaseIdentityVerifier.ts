import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

export type FirebaseProvider = 'password' | 'google.com' | 'facebook.com';

/** Who a verified Firebase ID token speaks for. */
export interface FirebaseIdentity {
  firebaseUid: string;
  email: string;
  emailVerified: boolean;
  provider: FirebaseProvider;
  phoneNumber: string | null;
  /** When the user last actually signed in (not when the token was refreshed), seconds since the epoch. */
  authTimeSeconds: number;
}

export type FirebaseTokenErrorCode = 'INVALID_ID_TOKEN' | 'ID_TOKEN_EXPIRED' | 'ID_TOKEN_REVOKED';

/** A token the caller must not be let in with. Anything else thrown by verify() is an outage. */
export class FirebaseTokenError extends Error {
  override readonly name = 'FirebaseTokenError';
  constructor(
    readonly code: FirebaseTokenErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Firebase ID token rejected: ${code}`, options);
  }
}

export interface FirebaseIdentityVerifier {
  verify(idToken: string): Promise<FirebaseIdentity>;
  /** Deletes the Firebase account (PDPA erasure); one that no longer exists counts as deleted. */
  forgetIdentity(firebaseUid: string): Promise<void>;
  close(): Promise<void>;
}

const EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';
const PROVIDERS: ReadonlySet<string> = new Set<FirebaseProvider>(['password', 'google.com', 'facebook.com']);

/** firebase-admin codes that mean "this token does not let anyone in"; any other error is ours or Google's. */
const REJECTIONS: Readonly<Record<string, FirebaseTokenErrorCode>> = {
  'auth/argument-error': 'INVALID_ID_TOKEN',
  'auth/invalid-id-token': 'INVALID_ID_TOKEN',
  'auth/mismatching-tenant-id': 'INVALID_ID_TOKEN',
  // The token names an account that no longer exists.
  'auth/user-not-found': 'INVALID_ID_TOKEN',
  'auth/id-token-expired': 'ID_TOKEN_EXPIRED',
  'auth/id-token-revoked': 'ID_TOKEN_REVOKED',
  // Disabling the account cuts off its tokens just as revoking them does.
  'auth/user-disabled': 'ID_TOKEN_REVOKED',
};

/**
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from process.env on every call, for every app in
 * the process, and then accepts unsigned tokens. So the variable is owned here: set while at least
 * one emulator verifier is open, and its presence makes a production verifier refuse to work.
 */
const emulatorClaims = { host: undefined as string | undefined, count: 0, setHere: false };

function claimEmulator(host: string): void {
  const current = process.env[EMULATOR_VARIABLE];
  if (current !== undefined && current !== '' && current !== host) {
    throw new Error(
      `${EMULATOR_VARIABLE} already points at another Auth emulator; one process can use only one emulator.`,
    );
  }
  if (emulatorClaims.count === 0) {
    emulatorClaims.setHere = current !== host;
    emulatorClaims.host = host;
    process.env[EMULATOR_VARIABLE] = host;
  }
  emulatorClaims.count += 1;
}

function releaseEmulator(): void {
  emulatorClaims.count -= 1;
  if (emulatorClaims.count > 0) return;
  if (emulatorClaims.setHere && process.env[EMULATOR_VARIABLE] === emulatorClaims.host) {
    delete process.env[EMULATOR_VARIABLE];
  }
  emulatorClaims.host = undefined;
  emulatorClaims.setHere = false;
}

/** Throws unless process.env says exactly what this verifier expects about the emulator. */
function assertEmulatorSetting(emulatorHost: string | undefined): void {
  const current = process.env[EMULATOR_VARIABLE] || undefined;
  if (emulatorHost === undefined && current !== undefined) {
    throw new Error(
      `${EMULATOR_VARIABLE} is set in the environment, but this Firebase verifier was not configured ` +
        'for the emulator. Refusing to run: firebase-admin would accept unsigned tokens.',
    );
  }
  if (emulatorHost !== undefined && current !== emulatorHost) {
    throw new Error(`${EMULATOR_VARIABLE} was changed or removed while an emulator verifier was open.`);
  }
}

/**
 * How the account signs in. Linking a phone number issues a token whose sign-in provider is
 * `phone`; the account's own provider is then the first of ours it holds. A phone-only identity has
 * none (and no e-mail), so it is refused.
 */
function accountProvider(signInProvider: string, account: UserRecord): FirebaseProvider | null {
  if (PROVIDERS.has(signInProvider)) return signInProvider as FirebaseProvider;
  if (signInProvider !== 'phone') return null;
  const held = account.providerData.map((info) => info.providerId).find((id) => PROVIDERS.has(id));
  return (held as FirebaseProvider | undefined) ?? null;
}

function rejection(error: unknown): FirebaseTokenError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const mapped = typeof code === 'string' ? REJECTIONS[code] : undefined;
  return mapped && new FirebaseTokenError(mapped, { cause: error });
}

/**
 * Verifies Firebase ID tokens with firebase-admin, revocation and disabled accounts included. The
 * e-mail claim is checked against the account record, and emailVerified and phoneNumber come from
 * the record: fresher than a token issued before the user clicked the verification link, and a
 * forged claim fails even against the emulator, which does not sign its tokens.
 */
export function firebaseIdentityVerifier(options: {
  projectId: string;
  emulatorHost?: string;
}): FirebaseIdentityVerifier {
  const { projectId, emulatorHost } = options;
  if (emulatorHost === undefined) assertEmulatorSetting(undefined);
  else claimEmulator(emulatorHost);

  // A named app of its own, so several verifiers (tests, two projects) never share state.
  let app: App;
  try {
    app = initializeApp({ projectId }, `dashclip-identity-${randomUUID()}`);
  } catch (error) {
    if (emulatorHost !== undefined) releaseEmulator();
    throw error;
  }
  const auth = getAuth(app);
  let closed = false;

  async function verify(idToken: string): Promise<FirebaseIdentity> {
    if (closed) throw new Error('Firebase identity verifier is closed');
    assertEmulatorSetting(emulatorHost);
    if (typeof idToken !== 'string' || idToken.length === 0) throw new FirebaseTokenError('INVALID_ID_TOKEN');
    try {
      const token = await auth.verifyIdToken(idToken, true);
      const account = await auth.getUser(token.uid);
      const provider = accountProvider(token.firebase.sign_in_provider, account);
      if (!provider) throw new FirebaseTokenError('INVALID_ID_TOKEN');
      // Marketplace accounts are keyed by e-mail: a token without one cannot sign in, and one whose
      // e-mail the account does not have is stale or forged.
      if (!token.email || !account.email || token.email.toLowerCase() !== account.email.toLowerCase()) {
        throw new FirebaseTokenError('INVALID_ID_TOKEN');
      }
      return {
        firebaseUid: token.uid,
        email: account.email,
        emailVerified: account.emailVerified,
        provider,
        phoneNumber: account.phoneNumber ?? null,
        authTimeSeconds: token.auth_time,
      };
    } catch (error) {
      if (error instanceof FirebaseTokenError) throw error;
      throw rejection(error) ?? error;
    }
  }

  async function forgetIdentity(firebaseUid: string): Promise<void> {
    if (closed) throw new Error('Firebase identity verifier is closed');
    assertEmulatorSetting(emulatorHost);
    try {
      await auth.deleteUser(firebaseUid);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
    }
  }

  return {
    verify,
    forgetIdentity,
    async close() {
      if (closed) return;
      closed = true;
      await deleteApp(app);
      if (emulatorHost !== undefined) releaseEmulator();
    },
  };
}
