/**
 * Firebase Auth error codes → Thai (spec §8 auth messages). The one place these codes are read;
 * an unknown code keeps the original message, or the generic sign-in error when there is none.
 */
import { authErrors } from '../../../lib/texts.ts';

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
