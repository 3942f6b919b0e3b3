import type { UserEvent } from '../../../events/user/userEvents.ts';

export interface PendingPhoneCode {
  phone: string;
  codeHash: string;
  expiresAt: string;
  wrongTries: number;
}

export interface RegisteredUser {
  status: 'registered';
  uid: string;
  provider: string;
  userType: string;
  passwordHash: string;
  /** Counts password changes, so a login checked against an older password loses the race. */
  passwordVersion: number;
  emailVerified: boolean;
  latestVerificationId: string | null;
  /** The mailed link that verified the address (null: not verified, or verified without a link). */
  verifiedWith: string | null;
  lastVerificationSentAt: string | null;
  latestResetId: string | null;
  lastResetRequestedAt: string | null;
  phone: string;
  phoneVerified: boolean;
  pendingPhoneCode: PendingPhoneCode | null;
  lastPhoneCodeSentAt: string | null;
  suspended: boolean;
  deactivated: boolean;
  isAdmin: boolean;
}

export type UserState = { status: 'none' } | RegisteredUser | { status: 'erased'; uid: string };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { data } = event;
    return {
      status: 'registered',
      uid: data.uid,
      provider: data.provider,
      userType: data.userType,
      passwordHash: data.passwordHash,
      passwordVersion: 0,
      emailVerified: data.emailVerified,
      latestVerificationId: null,
      verifiedWith: null,
      lastVerificationSentAt: null,
      latestResetId: null,
      lastResetRequestedAt: null,
      phone: data.phone,
      phoneVerified: false,
      pendingPhoneCode: null,
      lastPhoneCodeSentAt: null,
      suspended: false,
      deactivated: false,
      isAdmin: false,
    };
  }
  if (event.type === 'UserErased') return { status: 'erased', uid: event.data.uid };
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'VerificationEmailSent':
      return {
        ...state,
        latestVerificationId: event.data.verificationId,
        lastVerificationSentAt: event.data.sentAt,
      };
    case 'EmailVerified':
      return {
        ...state,
        emailVerified: true,
        latestVerificationId: null,
        verifiedWith: event.data.verificationId,
      };
    case 'PasswordResetRequested':
      return { ...state, latestResetId: event.data.resetId, lastResetRequestedAt: event.data.requestedAt };
    case 'PasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        passwordVersion: state.passwordVersion + 1,
        latestResetId: null,
      };
    case 'PasswordRehashed':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'ProfileUpdated': {
      const phoneChanged = event.data.phone !== undefined && event.data.phone !== state.phone;
      return {
        ...state,
        userType: event.data.userType ?? state.userType,
        phone: event.data.phone ?? state.phone,
        phoneVerified: phoneChanged ? false : state.phoneVerified,
        pendingPhoneCode: phoneChanged ? null : state.pendingPhoneCode,
      };
    }
    case 'PhoneCodeSent':
      return {
        ...state,
        pendingPhoneCode: {
          phone: event.data.phone,
          codeHash: event.data.codeHash,
          expiresAt: event.data.expiresAt,
          wrongTries: 0,
        },
        lastPhoneCodeSentAt: event.data.sentAt,
      };
    case 'PhoneCodeRejected':
      return state.pendingPhoneCode
        ? {
            ...state,
            pendingPhoneCode: {
              ...state.pendingPhoneCode,
              wrongTries: state.pendingPhoneCode.wrongTries + 1,
            },
          }
        : state;
    case 'PhoneVerified':
      return { ...state, phone: event.data.phone, phoneVerified: true, pendingPhoneCode: null };
    case 'UserSuspended':
      return { ...state, suspended: true };
    case 'UserActivated':
      return { ...state, suspended: false };
    case 'AccountDeactivated':
      return { ...state, deactivated: true };
    case 'AccountReactivated':
      return { ...state, deactivated: false };
    case 'AdminGranted':
      return { ...state, isAdmin: true };
    case 'AdminRevoked':
      return { ...state, isAdmin: false };
    case 'UserLoggedIn':
    case 'UserLoggedOut':
    case 'BankAccountSet':
      return state;
  }
}
