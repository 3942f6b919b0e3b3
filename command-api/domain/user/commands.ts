import type { BANK_CODES } from '../../../events/constants.ts';
import type { UserRegistered } from '../../../events/user/userEvents.ts';

type Data = UserRegistered['data'];
type At = { uid: string; now: string };

export type RegisterUser = At & {
  type: 'RegisterUser';
  provider: Data['provider'];
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  userType: Data['userType'];
  passwordHash: string;
  emailVerified: boolean;
  termsVersion: string;
  /** The link mailed at once, unless the identity provider already vouches for the address. */
  verificationId: string | null;
  /** The address is on the ADMIN_EMAILS list. */
  grantAdmin: boolean;
};
export type SendVerificationEmail = At & { type: 'SendVerificationEmail'; verificationId: string };
/** `verificationId` null: the identity provider (Firebase) vouches for the address. */
export type VerifyEmail = At & { type: 'VerifyEmail'; verificationId: string | null };
export type LogIn = At & {
  type: 'LogIn';
  sessionId: string;
  provider: Data['provider'];
  rememberMe: boolean;
  expiresAt: string;
  /** The password version the caller checked the password against; null for Firebase sign-in. */
  passwordVersion: number | null;
  /**
   * Local sign-in needs a verified address. Firebase sign-in may start an unverified session
   * (the provider mails its own link), which member-only routes then refuse.
   */
  requireVerifiedEmail: boolean;
  /** The password just checked, hashed again because its stored hash is below today's cost. */
  rehashedPasswordHash?: string;
};
export type LogOut = At & { type: 'LogOut'; sessionId: string };
export type RequestPasswordReset = At & { type: 'RequestPasswordReset'; resetId: string };
export type ResetPassword = At & { type: 'ResetPassword'; resetId: string; passwordHash: string };
export type ChangePassword = At & { type: 'ChangePassword'; passwordHash: string; passwordVersion: number };
export type UpdateProfile = At & {
  type: 'UpdateProfile';
  firstName?: string;
  lastName?: string;
  displayName?: string;
  phone?: string;
  userType?: Data['userType'];
  bank?: {
    bankName: (typeof BANK_CODES)[number];
    accountName: string;
    accountNumber: string;
  };
};
export type SendPhoneCode = At & {
  type: 'SendPhoneCode';
  phone: string;
  codeHash: string;
  expiresAt: string;
};
export type ConfirmPhoneCode = At & { type: 'ConfirmPhoneCode'; codeHash: string };
/** Firebase mode: the identity provider confirmed the number itself. */
export type ConfirmPhoneByProvider = At & { type: 'ConfirmPhoneByProvider'; phone: string };
export type SuspendUser = At & { type: 'SuspendUser' };
export type ActivateUser = At & { type: 'ActivateUser' };
export type DeactivateAccount = At & { type: 'DeactivateAccount' };
export type ReactivateAccount = At & { type: 'ReactivateAccount' };
export type GrantAdmin = At & { type: 'GrantAdmin' };
export type RevokeAdmin = At & { type: 'RevokeAdmin' };
export type EraseUser = At & { type: 'EraseUser' };

export type UserCommand =
  | RegisterUser
  | SendVerificationEmail
  | VerifyEmail
  | LogIn
  | LogOut
  | RequestPasswordReset
  | ResetPassword
  | ChangePassword
  | UpdateProfile
  | SendPhoneCode
  | ConfirmPhoneCode
  | ConfirmPhoneByProvider
  | SuspendUser
  | ActivateUser
  | DeactivateAccount
  | ReactivateAccount
  | GrantAdmin
  | RevokeAdmin
  | EraseUser;
