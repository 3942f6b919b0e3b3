/**
 * Firebase Auth error codes → Thai (spec §8 auth messages). The one place these codes are read;
 * an unknown code keeps the original message, or the generic sign-in error when there is none.
 */
import { authErrors, phoneAuthErrors } from '../texts.ts';

export const FIREBASE_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/user-not-found': authErrors.userNotFound,
  'auth/wrong-password': authErrors.wrongPassword,
  'auth/email-already-in-use': authErrors.emailAlreadyInUse,
  'auth/weak-password': authErrors.weakPassword,
  'auth/invalid-email': authErrors.invalidEmail,
  'auth/too-many-requests': authErrors.tooManyRequests,
  'auth/network-request-failed': authErrors.network,
  'auth/popup-closed-by-user': authErrors.popupClosed,
  'auth/popup-blocked': authErrors.popupBlocked,
  'auth/operation-not-allowed': authErrors.operationNotAllowed,
  'auth/account-exists-with-different-credential': authErrors.accountExistsWithDifferentCredential,
  'auth/requires-recent-login': authErrors.requiresRecentLogin,
  'auth/invalid-credential': authErrors.invalidCredential,
  'auth/unauthorized-domain': authErrors.domainNotAuthorised,
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The Thai message for a failed Firebase sign-in, sign-up or social sign-in. */
export function firebaseAuthMessage(error: unknown): string {
  const code = codeOf(error);
  return (code && FIREBASE_AUTH_MESSAGES[code]) ?? messageOf(error) ?? authErrors.generic;
}

/** The Thai message for a failed "send the verification e-mail again" (spec §8 resend verification). */
export function resendVerificationMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/too-many-requests':
      return authErrors.resendTooMany;
    case 'auth/user-not-found':
      return authErrors.resendSignInAgain;
    case 'auth/network-request-failed':
      return authErrors.network;
    default:
      return authErrors.resendFailed;
  }
}

const PHONE_SEND_MESSAGES: Readonly<Record<string, string>> = {
  'auth/operation-not-allowed': phoneAuthErrors.notEnabled,
  'auth/billing-not-enabled': phoneAuthErrors.billingNotEnabled,
  'auth/invalid-phone-number': phoneAuthErrors.invalidPhone,
  'auth/missing-phone-number': phoneAuthErrors.invalidPhone,
  'auth/too-many-requests': phoneAuthErrors.tooManyRequests,
  'auth/quota-exceeded': phoneAuthErrors.quotaExceeded,
  'auth/captcha-check-failed': phoneAuthErrors.captchaFailed,
  'auth/network-request-failed': authErrors.network,
  'auth/user-token-expired': authErrors.signInAgain,
  'auth/requires-recent-login': authErrors.signInAgain,
  'auth/credential-already-in-use': phoneAuthErrors.phoneInUse,
  'auth/account-exists-with-different-credential': phoneAuthErrors.phoneInUse,
};

/** The Thai message for a failed "send the SMS code" (spec §8 OTP send): a generic one names the code. */
export function phoneSendMessage(error: unknown): string {
  const code = codeOf(error);
  if (!code) return phoneAuthErrors.sendFailed;
  return PHONE_SEND_MESSAGES[code] ?? phoneAuthErrors.sendFailedWithCode(code);
}

const PHONE_VERIFY_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-verification-code': phoneAuthErrors.codeInvalid,
  'auth/code-expired': phoneAuthErrors.codeExpired,
  'auth/missing-verification-id': phoneAuthErrors.codeNotSent,
  'auth/invalid-verification-id': phoneAuthErrors.codeNotSent,
  'auth/credential-already-in-use': phoneAuthErrors.phoneInUse,
  'auth/account-exists-with-different-credential': phoneAuthErrors.phoneInUse,
  'auth/too-many-requests': phoneAuthErrors.tooManyRequests,
  'auth/network-request-failed': authErrors.network,
  'auth/user-token-expired': authErrors.signInAgain,
};

/** The Thai message for a failed code check (spec §8 OTP verify). */
export function phoneVerifyMessage(error: unknown): string {
  const code = codeOf(error);
  return (code && PHONE_VERIFY_MESSAGES[code]) ?? phoneAuthErrors.verifyFailed;
}

/** True when the code check failed because no code is pending: the modal goes back to sending. */
export function phoneCodeMustBeResent(error: unknown): boolean {
  return ['auth/code-expired', 'auth/missing-verification-id', 'auth/invalid-verification-id'].includes(
    codeOf(error) ?? '',
  );
}

/** The Thai message for a failed fresh sign-in before deleting the account. */
export function reauthenticationMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return authErrors.wrongPassword;
    case 'auth/user-mismatch':
      return authErrors.userMismatch;
    case 'auth/user-token-expired':
    case 'auth/user-not-found':
      return authErrors.signInAgain;
    default:
      return firebaseAuthMessage(error);
  }
}
