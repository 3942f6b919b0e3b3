/**
 * What signing in, registering and resending the verification mail do, in local mode (our own
 * /auth endpoints) and in Firebase mode (the Firebase SDK, then POST /auth/firebase-auth). The
 * components only show the outcome; every failure arrives here as an AuthFlowError with Thai text.
 */
import { isApiError } from '../../../lib/apiClient.ts';
import { refreshStoredUser } from '../../../lib/refreshStoredUser.ts';
import { clearSession, saveSession, type StoredUser } from '../../../lib/session.ts';
import { auth as authTexts } from '../authTexts.ts';
import { authErrors } from '../../../lib/texts.ts';
import type { AuthConfig } from '../../../lib/authConfig.ts';
import { firebaseExchange, type AdditionalData } from '../api/firebaseExchange.ts';
import { login } from '../api/login.ts';
import { register } from '../api/register.ts';
import { resendVerification } from '../api/resendVerification.ts';
import * as firebase from '../../../lib/firebase/firebaseClient.ts';
import { firebaseAuthMessage, resendVerificationMessage } from '../../../lib/firebase/firebaseErrors.ts';
import type { LoginValues, RegisterValues } from '../schemas/authSchemas.ts';

export const RESEND_LOCK_SECONDS = 300;

export type SignInOutcome = { kind: 'signedIn'; user: StoredUser } | { kind: 'verify'; email: string };

export class AuthFlowError extends Error {
  override readonly name = 'AuthFlowError';
  constructor(
    message: string,
    readonly code?: string,
    /** Set when the action is locked for a while (resend after a 429). */
    readonly lockSeconds?: number,
  ) {
    super(message);
  }
}

function fromApi(error: unknown): AuthFlowError {
  if (error instanceof AuthFlowError) return error;
  if (isApiError(error)) return new AuthFlowError(error.message, error.code);
  return new AuthFlowError(firebaseAuthMessage(error), (error as { code?: string } | null)?.code);
}

function settingsOf(config: AuthConfig) {
  if (!config.firebase) throw new AuthFlowError(authErrors.operationNotAllowed, 'auth/operation-not-allowed');
  return config.firebase;
}

function signedIn(token: string, user: StoredUser, rememberMe = false): SignInOutcome {
  saveSession({ token, user, rememberMe });
  // Spec (admin §4): after sign-in the user is set, then refreshed from the backend.
  refreshStoredUser().catch(() => undefined);
  return { kind: 'signedIn', user };
}

export async function signInWithEmail(config: AuthConfig, values: LoginValues): Promise<SignInOutcome> {
  if (config.provider === 'local') {
    try {
      const answer = await login(values);
      return signedIn(answer.token, answer.user, values.rememberMe);
    } catch (error) {
      if (isApiError(error, 'EMAIL_NOT_VERIFIED')) return { kind: 'verify', email: values.email };
      throw fromApi(error);
    }
  }
  const settings = settingsOf(config);
  let identity: firebase.FirebaseSignIn;
  try {
    identity = await firebase.signInWithPassword(settings, values.email, values.password);
  } catch (error) {
    throw fromApi(error);
  }
  // The Firebase session stays open on this path so the verification mail can be sent again.
  if (!identity.user.emailVerified) return { kind: 'verify', email: values.email };
  return exchange(settings, identity.idToken, undefined, values.rememberMe);
}

export async function registerAccount(config: AuthConfig, values: RegisterValues): Promise<SignInOutcome> {
  if (config.provider === 'local') {
    try {
      await register(values);
    } catch (error) {
      throw fromApi(error);
    }
    return { kind: 'verify', email: values.email };
  }
  const settings = settingsOf(config);
  try {
    const identity = await firebase.registerWithPassword(settings, values.email, values.password);
    await firebaseExchange(identity.idToken, {
      userType: values.userType,
      firstName: values.firstName,
      lastName: values.lastName,
      ...(values.phone ? { phone: values.phone } : {}),
      provider: 'password',
    });
  } catch (error) {
    throw fromApi(error);
  }
  return { kind: 'verify', email: values.email };
}

/** A social sign-in; in register mode it creates the account with `additionalData`. */
export async function signInWithSocial(
  config: AuthConfig,
  provider: firebase.SocialProvider,
  registering: { userType: string } | null,
): Promise<SignInOutcome> {
  const settings = settingsOf(config);
  let identity: firebase.FirebaseSignIn;
  try {
    identity = await firebase.signInWithSocial(settings, provider);
  } catch (error) {
    throw fromApi(error);
  }
  const [firstName = '', ...rest] = (identity.user.displayName ?? '').trim().split(/\s+/);
  const additionalData: AdditionalData | undefined = registering
    ? { userType: registering.userType, firstName, lastName: rest.join(' '), provider: `${provider}.com` }
    : undefined;
  return exchange(settings, identity.idToken, additionalData);
}

async function exchange(
  settings: NonNullable<AuthConfig['firebase']>,
  idToken: string,
  additionalData?: AdditionalData,
  rememberMe = false,
): Promise<SignInOutcome> {
  try {
    const answer = await firebaseExchange(idToken, additionalData);
    return signedIn(answer.token, answer.user, rememberMe);
  } catch (error) {
    // Not signed in here, so the Firebase session must not linger either. After a success it stays:
    // linking a phone and re-authenticating before deletion need it (logout ends it).
    await firebase.signOutOfFirebase(settings).catch(() => undefined);
    if (isApiError(error, 'USER_NOT_REGISTERED')) {
      clearSession();
      throw new AuthFlowError(authTexts.pleaseRegisterFirst, 'USER_NOT_REGISTERED');
    }
    throw fromApi(error);
  }
}

/** After the visitor clicked the link (Firebase mode): re-read the identity and sign in. */
export async function continueAfterVerification(config: AuthConfig): Promise<SignInOutcome | null> {
  if (config.provider === 'local') return null;
  const settings = settingsOf(config);
  const identity = await firebase.reloadFirebaseUser(settings).catch((error: unknown) => {
    throw fromApi(error);
  });
  if (!identity) return null;
  if (!identity.user.emailVerified) throw new AuthFlowError(authTexts.stillUnverified);
  return exchange(settings, identity.idToken);
}

/** Sends the verification mail again; resolves to how long the button stays locked. */
export async function resendVerificationMail(config: AuthConfig, email: string): Promise<number> {
  if (config.provider === 'firebase' && config.firebase) {
    try {
      await firebase.resendFirebaseVerification(config.firebase);
      return RESEND_LOCK_SECONDS;
    } catch (error) {
      const message = resendVerificationMessage(error);
      const tooMany = (error as { code?: string } | null)?.code === 'auth/too-many-requests';
      throw new AuthFlowError(message, undefined, tooMany ? RESEND_LOCK_SECONDS : undefined);
    }
  }
  try {
    const answer = await resendVerification(email);
    return answer.retryAfterSeconds ?? RESEND_LOCK_SECONDS;
  } catch (error) {
    if (isApiError(error) && error.status === 429) {
      throw new AuthFlowError(
        authErrors.resendTooMany,
        error.code,
        error.facts.retryAfterSeconds ?? RESEND_LOCK_SECONDS,
      );
    }
    if (isApiError(error, 'NETWORK')) throw new AuthFlowError(authErrors.network, error.code);
    throw new AuthFlowError(isApiError(error) ? error.message : authErrors.resendFailed);
  }
}
