import { z } from 'zod';
import {
  BANK_ACCOUNT_DIGITS,
  BANK_CODES,
  NAME_MAX,
  REGISTRATION_USER_TYPES,
  USER_TYPES,
} from '../../events/constants.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../events/constants.ts';
import { limitTexts } from '../../events/limitTexts.ts';
import { accountNumberFits, bankNames, thaiBanks } from '../../events/user/bankNames.ts';
import { EMAIL_MAX } from '../constants.ts';
import { normalizeThaiPhone } from '../../infra/adapters/identity/contactDetails.ts';
import { idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { authTexts } from './messages/authTexts.ts';
import { userTexts } from './messages/userTexts.ts';

const t = authTexts;

export const nameField = (required: string) =>
  safeText({ error: required }).trim().min(1, required).max(NAME_MAX, t.nameTooLong);

export const emailField = z
  .string({ error: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(EMAIL_MAX, t.invalidEmail)
  .pipe(z.email({ error: t.invalidEmail }));

export const newPasswordField = z
  .string({ error: t.passwordRequired })
  .min(PASSWORD_MIN, t.passwordTooShort)
  .max(PASSWORD_MAX, t.passwordTooLong);

export const passwordField = z
  .string({ error: t.passwordRequired })
  .min(1, t.passwordRequired)
  .max(PASSWORD_MAX, t.passwordTooLong);

/** +66 and nine digits; 0… becomes +66…; '' means no number. */
export const phoneField = z
  .string({ error: t.invalidPhone })
  .max(20, t.invalidPhone)
  .transform((value, ctx) => {
    if (value.trim() === '') return '';
    const phone = normalizeThaiPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: t.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

const confirmMismatch = { message: t.passwordsDoNotMatch, path: ['confirmPassword'] };

export const registerBody = z
  .object({
    firstName: nameField(t.firstNameRequired),
    lastName: nameField(t.lastNameRequired),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: t.passwordsDoNotMatch }),
    acceptTerms: z.literal(true, { error: t.termsRequired }),
    phone: phoneField.optional(),
    userType: z.enum(REGISTRATION_USER_TYPES, { error: t.userTypeRequired }),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, confirmMismatch);

export const loginBody = z
  .object({ email: emailField, password: passwordField, rememberMe: z.boolean().optional() })
  .strict();

export const emailBody = z.object({ email: emailField }).strict();
export const linkTokenBody = z
  .object({ token: z.string().min(1, t.verificationLinkInvalid).max(2000) })
  .strict();

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, t.resetLinkInvalid).max(2000),
    password: newPasswordField,
    confirmPassword: z.string({ error: t.passwordsDoNotMatch }),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, confirmMismatch);

export const changePasswordBody = z
  .object({
    currentPassword: passwordField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: t.passwordsDoNotMatch }),
  })
  .strict()
  .refine((value) => value.newPassword === value.confirmPassword, confirmMismatch);

export const firebaseAuthBody = z
  .object({
    idToken: z.string().min(1, t.invalidIdToken).max(10_000),
    // The admin debug page sends the e-mail along (spec/admin-and-shell.md §7); it is not trusted.
    email: z.string().max(EMAIL_MAX).optional(),
    additionalData: z
      .object({
        userType: z.enum(REGISTRATION_USER_TYPES, { error: t.userTypeRequired }).default('buyer'),
        firstName: safeText().trim().max(NAME_MAX, t.nameTooLong).default(''),
        lastName: safeText().trim().max(NAME_MAX, t.nameTooLong).default(''),
        phone: phoneField.optional(),
        provider: z.string().max(50).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const bankFields = {
  bankName: z.enum(BANK_CODES, { error: t.bankNameInvalid }),
  accountName: safeText({ error: t.accountNameRequired })
    .trim()
    .min(1, t.accountNameRequired)
    .max(NAME_MAX, t.nameTooLong),
  accountNumber: z
    .string({ error: t.accountNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS.min},${BANK_ACCOUNT_DIGITS.max}}$`),
          t.accountNumberInvalid,
        ),
    ),
};

/**
 * PUT /users/profile. `email`, `roles` and `isAdmin` are named so they can be refused with their
 * own message. `phoneVerified` (sent by the spec's client) is accepted and ignored: only a code
 * sent to the number, or Firebase, can verify a phone.
 */
export const updateProfileBody = z
  .object({
    displayName: nameField(t.firstNameRequired).optional(),
    firstName: nameField(t.firstNameRequired).optional(),
    lastName: nameField(t.lastNameRequired).optional(),
    phone: phoneField.optional(),
    userType: z.enum(USER_TYPES, { error: t.userTypeRequired }).optional(),
    bankName: bankFields.bankName.optional(),
    accountName: bankFields.accountName.optional(),
    accountNumber: bankFields.accountNumber.optional(),
    email: z.unknown().optional(),
    roles: z.unknown().optional(),
    isAdmin: z.unknown().optional(),
    phoneVerified: z.unknown().optional(),
    /** Changing the bank account: the password again (local accounts)… */
    currentPassword: passwordField.optional(),
    /** …or a Firebase ID token from a sign-in within the last few minutes. */
    idToken: z.string().min(1).max(10_000).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // Each bank's own digit count (events/user/bankNames.ts), in words that name the bank.
    const { bankName, accountNumber } = body;
    if (bankName === undefined || accountNumber === undefined || accountNumberFits(bankName, accountNumber))
      return;
    ctx.addIssue({
      code: 'custom',
      path: ['accountNumber'],
      message: limitTexts.accountNumberDigitsOf(bankNames[bankName], thaiBanks[bankName].digits),
    });
  });

export const sendPhoneCodeBody = z
  .object({ phone: phoneField.refine((value) => value !== '', t.invalidPhone) })
  .strict();
export const verifyPhoneBody = z.union([
  z.object({ code: z.string({ error: t.otpFormat }).regex(/^\d{6}$/, t.otpFormat) }).strict(),
  z.object({ idToken: z.string().min(1).max(10_000) }).strict(),
]);

export const deleteAccountBody = z
  .object({
    password: passwordField.optional(),
    idToken: z.string().min(1).max(10_000).optional(),
    confirmation: z.string({ error: t.confirmationRequired }),
  })
  .strict();

export const userIdParams = z.object({ id: idSchema(userTexts.notFound) }).strict();
