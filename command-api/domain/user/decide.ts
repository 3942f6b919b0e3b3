import { OTP_RESEND_SECONDS } from '../../../events/constants.ts';
import {
  OTP_MAX_WRONG_TRIES,
  PASSWORD_RESET_LOCK_SECONDS,
  RESEND_VERIFICATION_LOCK_SECONDS,
} from '../../constants.ts';
import type { UserEvent } from '../../../events/user/userEvents.ts';
import { DomainError, type Decider, type DomainErrorCode } from '../decider.ts';
import type * as C from './commands.ts';
import { evolveUser, initialUserState, type RegisteredUser, type UserState } from './state.ts';

export type { UserCommand } from './commands.ts';

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** Refuses a repeat within `lockSeconds` of `last`, telling the caller how long to wait. */
function throttle(last: string | null, now: string, lockSeconds: number): void {
  if (last === null) return;
  const waited = secondsBetween(last, now);
  if (waited < lockSeconds)
    throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(lockSeconds - waited) });
}

function registered(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw new DomainError('USER_NOT_FOUND');
  return state;
}

function register(command: C.RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new DomainError('USER_ALREADY_EXISTS');
  const { uid, now } = command;
  const events: UserEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        uid,
        provider: command.provider,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        displayName: command.displayName,
        phone: command.phone,
        userType: command.userType,
        passwordHash: command.passwordHash,
        emailVerified: command.emailVerified,
        termsVersion: command.termsVersion,
        registeredAt: now,
      },
    },
  ];
  if (!command.emailVerified && command.verificationId)
    events.push({
      type: 'VerificationEmailSent',
      data: { uid, verificationId: command.verificationId, sentAt: now },
    });
  if (command.grantAdmin) events.push({ type: 'AdminGranted', data: { uid, grantedAt: now } });
  return events;
}

function sendVerificationEmail(command: C.SendVerificationEmail, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.emailVerified) throw new DomainError('EMAIL_ALREADY_VERIFIED');
  throttle(user.lastVerificationSentAt, command.now, RESEND_VERIFICATION_LOCK_SECONDS);
  return [
    {
      type: 'VerificationEmailSent',
      data: { uid: user.uid, verificationId: command.verificationId, sentAt: command.now },
    },
  ];
}

function verifyEmail(command: C.VerifyEmail, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new DomainError('VERIFICATION_LINK_INVALID');
  if (command.verificationId === null) {
    if (state.emailVerified) throw new DomainError('EMAIL_ALREADY_VERIFIED');
  } else if (state.emailVerified && command.verificationId === state.verifiedWith) {
    // The very link that verified it, opened again (an answer lost to a timeout, a second click):
    // done already, not spent.
    throw new DomainError('EMAIL_ALREADY_VERIFIED');
  } else if (state.emailVerified || command.verificationId !== state.latestVerificationId) {
    // A used link, or one superseded by a newer mail, is spent.
    throw new DomainError('VERIFICATION_LINK_INVALID');
  }
  return [
    {
      type: 'EmailVerified',
      data: { uid: state.uid, verificationId: command.verificationId, verifiedAt: command.now },
    },
  ];
}

function logIn(command: C.LogIn, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new DomainError('INVALID_CREDENTIAL');
  if (command.passwordVersion !== null && command.passwordVersion !== state.passwordVersion)
    throw new DomainError('INVALID_CREDENTIAL');
  if (state.suspended) throw new DomainError('ACCOUNT_SUSPENDED');
  if (command.requireVerifiedEmail && !state.emailVerified) throw new DomainError('EMAIL_NOT_VERIFIED');
  const rehashed: UserEvent[] = command.rehashedPasswordHash
    ? [
        {
          type: 'PasswordRehashed',
          data: { uid: state.uid, passwordHash: command.rehashedPasswordHash, rehashedAt: command.now },
        },
      ]
    : [];
  return [
    ...rehashed,
    {
      type: 'UserLoggedIn',
      data: {
        uid: state.uid,
        sessionId: command.sessionId,
        provider: command.provider,
        rememberMe: command.rememberMe,
        expiresAt: command.expiresAt,
        loggedInAt: command.now,
      },
    },
  ];
}

function requestPasswordReset(command: C.RequestPasswordReset, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.provider !== 'password') throw new DomainError('PASSWORD_NOT_SET');
  throttle(user.lastResetRequestedAt, command.now, PASSWORD_RESET_LOCK_SECONDS);
  return [
    {
      type: 'PasswordResetRequested',
      data: { uid: user.uid, resetId: command.resetId, requestedAt: command.now },
    },
  ];
}

function resetPassword(command: C.ResetPassword, state: UserState): UserEvent[] {
  if (state.status !== 'registered' || state.latestResetId !== command.resetId)
    throw new DomainError('RESET_LINK_INVALID');
  const events: UserEvent[] = [
    {
      type: 'PasswordChanged',
      data: {
        uid: state.uid,
        passwordHash: command.passwordHash,
        resetId: command.resetId,
        changedAt: command.now,
      },
    },
  ];
  // The link arrived by mail, so it proves the address as well as a verification link would.
  if (!state.emailVerified)
    events.push({
      type: 'EmailVerified',
      data: { uid: state.uid, verificationId: null, verifiedAt: command.now },
    });
  return events;
}

function changePassword(command: C.ChangePassword, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.provider !== 'password') throw new DomainError('PASSWORD_NOT_SET');
  if (command.passwordVersion !== user.passwordVersion) throw new DomainError('WRONG_PASSWORD');
  return [
    {
      type: 'PasswordChanged',
      data: { uid: user.uid, passwordHash: command.passwordHash, resetId: null, changedAt: command.now },
    },
  ];
}

const BANK_USER_TYPES = new Set(['individual', 'business']);

function updateProfile(command: C.UpdateProfile, state: UserState): UserEvent[] {
  const user = registered(state);
  const { type: _type, uid, now, bank, ...changes } = command;
  const userType = changes.userType ?? user.userType;
  if (bank && !BANK_USER_TYPES.has(userType)) throw new DomainError('BANK_NOT_ALLOWED');
  const events: UserEvent[] = [{ type: 'ProfileUpdated', data: { uid, ...changes, updatedAt: now } }];
  if (bank) events.push({ type: 'BankAccountSet', data: { uid, ...bank, setAt: now } });
  return events;
}

function sendPhoneCode(command: C.SendPhoneCode, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.phoneVerified && user.phone === command.phone) throw new DomainError('PHONE_ALREADY_VERIFIED');
  throttle(user.lastPhoneCodeSentAt, command.now, OTP_RESEND_SECONDS);
  return [
    {
      type: 'PhoneCodeSent',
      data: {
        uid: user.uid,
        phone: command.phone,
        codeHash: command.codeHash,
        expiresAt: command.expiresAt,
        sentAt: command.now,
      },
    },
  ];
}

/** A wrong code is recorded (PhoneCodeRejected), not refused, so the count of tries survives. */
function confirmPhoneCode(command: C.ConfirmPhoneCode, state: UserState): UserEvent[] {
  const user = registered(state);
  const pending = user.pendingPhoneCode;
  if (!pending) throw new DomainError('OTP_NOT_SENT');
  if (pending.wrongTries >= OTP_MAX_WRONG_TRIES) throw new DomainError('OTP_TOO_MANY_TRIES');
  if (Date.parse(command.now) >= Date.parse(pending.expiresAt)) throw new DomainError('OTP_EXPIRED');
  if (command.codeHash !== pending.codeHash)
    return [{ type: 'PhoneCodeRejected', data: { uid: user.uid, rejectedAt: command.now } }];
  return [{ type: 'PhoneVerified', data: { uid: user.uid, phone: pending.phone, verifiedAt: command.now } }];
}

function confirmPhoneByProvider(command: C.ConfirmPhoneByProvider, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.phoneVerified && user.phone === command.phone) throw new DomainError('PHONE_ALREADY_VERIFIED');
  return [{ type: 'PhoneVerified', data: { uid: user.uid, phone: command.phone, verifiedAt: command.now } }];
}

/** A switch that is either on or off: flipping it to where it already is gets `refusal`. */
function flip(
  state: UserState,
  alreadyThere: (user: RegisteredUser) => boolean,
  refusal: DomainErrorCode,
  event: (uid: string) => UserEvent,
): UserEvent[] {
  const user = registered(state);
  if (alreadyThere(user)) throw new DomainError(refusal);
  return [event(user.uid)];
}

export function decideUser(command: C.UserCommand, state: UserState): UserEvent[] {
  const { now } = command;
  switch (command.type) {
    case 'RegisterUser':
      return register(command, state);
    case 'SendVerificationEmail':
      return sendVerificationEmail(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'LogIn':
      return logIn(command, state);
    case 'LogOut':
      return [
        {
          type: 'UserLoggedOut',
          data: { uid: registered(state).uid, sessionId: command.sessionId, loggedOutAt: now },
        },
      ];
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'SendPhoneCode':
      return sendPhoneCode(command, state);
    case 'ConfirmPhoneCode':
      return confirmPhoneCode(command, state);
    case 'ConfirmPhoneByProvider':
      return confirmPhoneByProvider(command, state);
    case 'SuspendUser':
      return flip(
        state,
        (u) => u.suspended,
        'ALREADY_SUSPENDED',
        (uid) => ({
          type: 'UserSuspended',
          data: { uid, suspendedAt: now },
        }),
      );
    case 'ActivateUser':
      return flip(
        state,
        (u) => !u.suspended,
        'NOT_SUSPENDED',
        (uid) => ({
          type: 'UserActivated',
          data: { uid, activatedAt: now },
        }),
      );
    case 'DeactivateAccount':
      return flip(
        state,
        (u) => u.deactivated,
        'ACCOUNT_DEACTIVATED',
        (uid) => ({
          type: 'AccountDeactivated',
          data: { uid, deactivatedAt: now },
        }),
      );
    case 'ReactivateAccount':
      return flip(
        state,
        (u) => !u.deactivated,
        'ACCOUNT_NOT_DEACTIVATED',
        (uid) => ({
          type: 'AccountReactivated',
          data: { uid, reactivatedAt: now },
        }),
      );
    case 'GrantAdmin':
      return flip(
        state,
        (u) => u.isAdmin,
        'ALREADY_ADMIN',
        (uid) => ({
          type: 'AdminGranted',
          data: { uid, grantedAt: now },
        }),
      );
    case 'RevokeAdmin':
      return flip(
        state,
        (u) => !u.isAdmin,
        'NOT_ADMIN',
        (uid) => ({
          type: 'AdminRevoked',
          data: { uid, revokedAt: now },
        }),
      );
    case 'EraseUser':
      return [{ type: 'UserErased', data: { uid: registered(state).uid, erasedAt: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown user command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserState, C.UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
