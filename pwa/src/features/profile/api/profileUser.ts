/**
 * The User object of the identity API (GET/PUT /users/profile, POST /users/phone/verify) as the
 * profile reads it. It extends the session's stored user, so a fresh answer can be stored as the
 * signed-in user and the cached one read back with the profile fields it carried.
 */
import { z } from 'zod';
import { STORAGE_KEYS } from '../../../lib/constants.ts';
import { saveStoredUser, storedUserSchema } from '../../../lib/session.ts';
import { USER_TYPES } from '../../../../../events/constants.ts';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const ACCOUNT_STATUSES = ['active', 'deactivated', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// The stored user is a zod/mini schema (it loads with the app shell), which has no `.extend`: its
// shape is spread into a classic object instead, which is what `.extend` does.
export const profileUserSchema = z.object({
  ...storedUserSchema.shape,
  firstName: text,
  lastName: text,
  phone: text,
  phoneVerified: z
    .boolean()
    .nullish()
    .transform((verified) => verified ?? false),
  bankName: text,
  accountName: text,
  accountNumber: text,
  accountStatus: z.enum(ACCOUNT_STATUSES).catch('active'),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export { USER_TYPES };
export type UserType = (typeof USER_TYPES)[number];

/** Only these user types give bank details for payouts (spec §2 Profile; server BANK_NOT_ALLOWED). */
export const BANK_USER_TYPES: readonly string[] = ['individual', 'business'];

export function hasBankBlock(userType: string): boolean {
  return BANK_USER_TYPES.includes(userType);
}

/** Sellers see earnings: userType seller/both/individual/business, or the seller role. */
export function isSeller(user: Pick<ProfileUser, 'userType' | 'roles'>): boolean {
  return (
    ['seller', 'both', 'individual', 'business'].includes(user.userType) || user.roles.includes('seller')
  );
}

/** The user kept in local storage, with whatever profile fields it was stored with. */
export function readCachedProfileUser(): ProfileUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const parsed = profileUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The backend user overrides local values (spec §3): the answer becomes the stored session user.
 * The bank account stays out of local storage; the profile reads it from the server.
 */
export function storeProfileUser(user: ProfileUser): void {
  saveStoredUser({ ...user, accountName: '', accountNumber: '' });
}
