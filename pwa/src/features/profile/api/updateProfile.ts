/** PUT /users/profile: the edit form's schema (mirrors the server's checks), its body and the hook. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { firebaseSettingsOf } from '../../../lib/authConfig.ts';
import { freshSignInToken } from '../../../lib/firebase/firebaseClient.ts';
import { BANK_CODES } from '../../../lib/constants.ts';
import { profile as t } from '../profileTexts.ts';
import { BANK_ACCOUNT_DIGITS, NAME_MAX } from '../../../../../events/constants.ts';
import { accountNumberFits } from '../../../../../events/user/bankNames.ts';
import { normalizePhone } from '../utils/phone.ts';
import { profileKeys } from './getProfile.ts';
import {
  hasBankBlock,
  profileUserSchema,
  storeProfileUser,
  USER_TYPES,
  type ProfileUser,
} from './profileUser.ts';

const ACCOUNT_NUMBER = new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS.min},${BANK_ACCOUNT_DIGITS.max}}$`);
/** As the bank app shows it (123-4-56789-0) or as digits: the server drops spaces and dashes too. */
const digitsOf = (accountNumber: string) => accountNumber.replace(/[\s-]/g, '');

const baseSchema = z.object({
  displayName: z.string().trim().max(NAME_MAX, t.validation.nameTooLong),
  firstName: z.string().trim().min(1, t.validation.firstNameRequired).max(NAME_MAX, t.validation.nameTooLong),
  lastName: z.string().trim().min(1, t.validation.lastNameRequired).max(NAME_MAX, t.validation.nameTooLong),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || normalizePhone(phone) !== null, t.validation.phoneInvalid),
  userType: z.enum(USER_TYPES),
  bankName: z.union([z.literal(''), z.enum(BANK_CODES)]),
  accountName: z.string().trim().max(NAME_MAX, t.validation.nameTooLong),
  accountNumber: z.string().trim(),
  /** Asked for only when the bank account changes (the server wants the password again then). */
  currentPassword: z.string(),
});
type BaseValues = z.output<typeof baseSchema>;
type CurrentBank = Pick<ProfileUser, 'bankName' | 'accountName' | 'accountNumber'>;

/** Whether the form sends a bank account other than the one on file (only then is it sent at all). */
export function bankChanged(values: Omit<BaseValues, 'currentPassword'>, current: CurrentBank): boolean {
  if (!hasBankBlock(values.userType) || values.bankName === '') return false;
  return (
    values.bankName !== current.bankName ||
    values.accountName.trim() !== current.accountName ||
    values.accountNumber.trim() !== current.accountNumber
  );
}

/** The edit form's schema for `current`'s profile: a new bank account needs the password. */
export function profileFormSchemaFor(current: CurrentBank) {
  return baseSchema.superRefine((values, ctx) => {
    if (!hasBankBlock(values.userType)) return;
    const bank = [values.bankName, values.accountName, values.accountNumber];
    // The bank block is optional, but once started it must be complete.
    if (bank.every((field) => field === '')) return;
    if (values.bankName === '')
      ctx.addIssue({ code: 'custom', path: ['bankName'], message: t.validation.bankIncomplete });
    if (values.accountName === '')
      ctx.addIssue({ code: 'custom', path: ['accountName'], message: t.validation.bankIncomplete });
    const digits = digitsOf(values.accountNumber);
    if (!ACCOUNT_NUMBER.test(digits))
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: t.validation.accountNumberInvalid });
    // A new account is checked against its bank's own digit count; the one on file stays as it is.
    else if (
      values.bankName !== '' &&
      bankChanged(values, current) &&
      !accountNumberFits(values.bankName, digits)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: t.validation.accountNumberOf(values.bankName),
      });
    if (bankChanged(values, current) && values.currentPassword === '')
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: t.validation.bankPasswordRequired });
  });
}
export const profileFormSchema = profileFormSchemaFor({ bankName: '', accountName: '', accountNumber: '' });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export interface ProfileUpdate {
  displayName?: string;
  firstName: string;
  lastName: string;
  phone?: string;
  userType: ProfileFormValues['userType'];
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  /** With a new bank account: the password (local accounts)… */
  currentPassword?: string;
  /** …or, in Firebase mode, an ID token from a sign-in made just now. */
  idToken?: string;
}

function isUserType(value: string): value is ProfileFormValues['userType'] {
  return (USER_TYPES as readonly string[]).includes(value);
}

/** The form's starting values from a user (unknown user types fall back to buyer). */
export function formValuesOf(user: ProfileUser): ProfileFormInput {
  const bankName = (BANK_CODES as readonly string[]).includes(user.bankName)
    ? (user.bankName as ProfileFormInput['bankName'])
    : '';
  return {
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    userType: isUserType(user.userType) ? user.userType : 'buyer',
    bankName,
    accountName: user.accountName,
    accountNumber: user.accountNumber,
    currentPassword: '',
  };
}

/**
 * The PUT body: empty optional fields are left out (the server keeps them), the phone goes in +66
 * form, and bank fields only when they change the account on file (with the password), for user
 * types that may hold them (else BANK_NOT_ALLOWED).
 */
export function toProfileUpdate(values: ProfileFormValues, current: CurrentBank): ProfileUpdate {
  const phone = values.phone === '' ? null : normalizePhone(values.phone);
  const withBank = bankChanged(values, current);
  return {
    ...(values.displayName ? { displayName: values.displayName } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    ...(phone ? { phone } : {}),
    userType: values.userType,
    ...(withBank
      ? {
          bankName: values.bankName,
          accountName: values.accountName,
          accountNumber: digitsOf(values.accountNumber),
          currentPassword: values.currentPassword,
        }
      : {}),
  };
}

export function updateProfile(update: ProfileUpdate): Promise<ProfileUser> {
  return apiRequest('/users/profile', { method: 'PUT', body: update, schema: profileUserSchema });
}

/**
 * In Firebase mode the password proves itself to Firebase, and the server gets the ID token of
 * that fresh sign-in instead.
 */
async function withFreshProof(
  update: ProfileUpdate,
  current: ProfileUser,
  settings: Awaited<ReturnType<typeof firebaseSettingsOf>>,
): Promise<ProfileUpdate> {
  if (!settings || update.currentPassword === undefined) return update;
  const { currentPassword, ...rest } = update;
  const idToken = await freshSignInToken(settings, current.uid, {
    password: currentPassword,
    email: current.email,
  });
  return { ...rest, idToken };
}

/** Saves the profile; on success the answer becomes the cached profile and the stored user. */
export function useUpdateProfile(current: ProfileUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileFormValues) => {
      const update = toProfileUpdate(values, current);
      const settings = update.currentPassword === undefined ? null : await firebaseSettingsOf(queryClient);
      return updateProfile(await withFreshProof(update, current, settings));
    },
    onSuccess: (user) => {
      storeProfileUser(user);
      queryClient.setQueryData(profileKeys.user(), user);
    },
  });
}
