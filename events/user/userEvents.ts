import { z } from 'zod';
import { BANK_CODES, REGISTRATION_USER_TYPES, USER_TYPES } from '../constants.ts';

/** `password` is a local or Firebase e-mail account; the two social providers come through Firebase. */
const SIGN_IN_PROVIDERS = ['password', 'google.com', 'facebook.com'] as const;

/**
 * Events of the `user-{uid}` stream (DESIGN.md §3). Fields listed in `userPersonalFields` are
 * personal data: the event store encrypts them with the person's own key, and after erasure
 * (UserErased) they read back as empty strings.
 */
export const userTypeSchema = z.enum(USER_TYPES);
export const registrationUserTypeSchema = z.enum(REGISTRATION_USER_TYPES);
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export const bankCodeSchema = z.enum(BANK_CODES);

export const userRegisteredSchema = z.object({
  uid: z.string(),
  provider: signInProviderSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  /** +66… or '' when not given. */
  phone: z.string(),
  userType: userTypeSchema,
  /** scrypt hash (`scrypt$N$r$p$salt$hash`) for local accounts, '' for Firebase ones. */
  passwordHash: z.string(),
  /** True when the identity provider already vouches for the address (Firebase social sign-in). */
  emailVerified: z.boolean(),
  termsVersion: z.string(),
  registeredAt: z.string(),
});
export const verificationEmailSentSchema = z.object({
  uid: z.string(),
  verificationId: z.string(),
  sentAt: z.string(),
});
export const emailVerifiedSchema = z.object({
  uid: z.string(),
  /** The link that was used; null when the identity provider vouched for the address. */
  verificationId: z.string().nullable(),
  verifiedAt: z.string(),
});
export const userLoggedInSchema = z.object({
  uid: z.string(),
  sessionId: z.string(),
  provider: signInProviderSchema,
  rememberMe: z.boolean(),
  expiresAt: z.string(),
  loggedInAt: z.string(),
});
export const userLoggedOutSchema = z.object({
  uid: z.string(),
  sessionId: z.string(),
  loggedOutAt: z.string(),
});
export const passwordResetRequestedSchema = z.object({
  uid: z.string(),
  resetId: z.string(),
  requestedAt: z.string(),
});
/** Every session started before `changedAt` ends with it. */
export const passwordChangedSchema = z.object({
  uid: z.string(),
  passwordHash: z.string(),
  /** The reset link that was used, or null for a change made while signed in. */
  resetId: z.string().nullable(),
  changedAt: z.string(),
});
/** The same password, hashed again at the current cost after a successful sign-in: no session ends. */
export const passwordRehashedSchema = z.object({
  uid: z.string(),
  passwordHash: z.string(),
  rehashedAt: z.string(),
});
export const profileUpdatedSchema = z.object({
  uid: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  displayName: z.string().optional(),
  /** A new number is unverified until a code sent to it is confirmed. */
  phone: z.string().optional(),
  userType: userTypeSchema.optional(),
  updatedAt: z.string(),
});
export const bankAccountSetSchema = z.object({
  uid: z.string(),
  bankName: bankCodeSchema,
  accountName: z.string(),
  accountNumber: z.string(),
  setAt: z.string(),
});
export const phoneCodeSentSchema = z.object({
  uid: z.string(),
  phone: z.string(),
  /** sha256 of the code with the uid: the code itself is never stored. */
  codeHash: z.string(),
  expiresAt: z.string(),
  sentAt: z.string(),
});
export const phoneCodeRejectedSchema = z.object({ uid: z.string(), rejectedAt: z.string() });
export const phoneVerifiedSchema = z.object({ uid: z.string(), phone: z.string(), verifiedAt: z.string() });
export const userSuspendedSchema = z.object({ uid: z.string(), suspendedAt: z.string() });
export const userActivatedSchema = z.object({ uid: z.string(), activatedAt: z.string() });
export const accountDeactivatedSchema = z.object({ uid: z.string(), deactivatedAt: z.string() });
export const accountReactivatedSchema = z.object({ uid: z.string(), reactivatedAt: z.string() });
export const adminGrantedSchema = z.object({ uid: z.string(), grantedAt: z.string() });
export const adminRevokedSchema = z.object({ uid: z.string(), revokedAt: z.string() });
export const userErasedSchema = z.object({ uid: z.string(), erasedAt: z.string() });

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type UserRegistered = Event<'UserRegistered', typeof userRegisteredSchema>;
export type VerificationEmailSent = Event<'VerificationEmailSent', typeof verificationEmailSentSchema>;
export type EmailVerified = Event<'EmailVerified', typeof emailVerifiedSchema>;
export type UserLoggedIn = Event<'UserLoggedIn', typeof userLoggedInSchema>;
export type UserLoggedOut = Event<'UserLoggedOut', typeof userLoggedOutSchema>;
export type PasswordResetRequested = Event<'PasswordResetRequested', typeof passwordResetRequestedSchema>;
export type PasswordChanged = Event<'PasswordChanged', typeof passwordChangedSchema>;
export type PasswordRehashed = Event<'PasswordRehashed', typeof passwordRehashedSchema>;
export type ProfileUpdated = Event<'ProfileUpdated', typeof profileUpdatedSchema>;
export type BankAccountSet = Event<'BankAccountSet', typeof bankAccountSetSchema>;
export type PhoneCodeSent = Event<'PhoneCodeSent', typeof phoneCodeSentSchema>;
export type PhoneCodeRejected = Event<'PhoneCodeRejected', typeof phoneCodeRejectedSchema>;
export type PhoneVerified = Event<'PhoneVerified', typeof phoneVerifiedSchema>;
export type UserSuspended = Event<'UserSuspended', typeof userSuspendedSchema>;
export type UserActivated = Event<'UserActivated', typeof userActivatedSchema>;
export type AccountDeactivated = Event<'AccountDeactivated', typeof accountDeactivatedSchema>;
export type AccountReactivated = Event<'AccountReactivated', typeof accountReactivatedSchema>;
export type AdminGranted = Event<'AdminGranted', typeof adminGrantedSchema>;
export type AdminRevoked = Event<'AdminRevoked', typeof adminRevokedSchema>;
export type UserErased = Event<'UserErased', typeof userErasedSchema>;

export type UserEvent =
  | UserRegistered
  | VerificationEmailSent
  | EmailVerified
  | UserLoggedIn
  | UserLoggedOut
  | PasswordResetRequested
  | PasswordChanged
  | PasswordRehashed
  | ProfileUpdated
  | BankAccountSet
  | PhoneCodeSent
  | PhoneCodeRejected
  | PhoneVerified
  | UserSuspended
  | UserActivated
  | AccountDeactivated
  | AccountReactivated
  | AdminGranted
  | AdminRevoked
  | UserErased;

/** Which fields of which user events are personal data (crypto-shredded; DESIGN.md §3). */
export const userPersonalFields = {
  UserRegistered: ['email', 'firstName', 'lastName', 'displayName', 'phone', 'passwordHash'],
  PasswordChanged: ['passwordHash'],
  PasswordRehashed: ['passwordHash'],
  ProfileUpdated: ['firstName', 'lastName', 'displayName', 'phone'],
  BankAccountSet: ['accountName', 'accountNumber'],
  PhoneCodeSent: ['phone'],
  PhoneVerified: ['phone'],
} as const satisfies Partial<Record<UserEvent['type'], readonly string[]>>;

/** Events of the `email-{hash}` stream: at most one account holds an address at a time. */
export const emailReservedSchema = z.object({ uid: z.string(), reservedAt: z.string() });
export const emailReleasedSchema = z.object({ uid: z.string(), releasedAt: z.string() });
export type EmailReserved = Event<'EmailReserved', typeof emailReservedSchema>;
export type EmailReleased = Event<'EmailReleased', typeof emailReleasedSchema>;
export type EmailEvent = EmailReserved | EmailReleased;
