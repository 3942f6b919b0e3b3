import type { UserRegistered } from '../../events/user/userEvents.ts';

/** A seller's registration for projection tests; `overrides` changes any field. */
export const userRegistered = (
  uid: string,
  overrides: Partial<UserRegistered['data']> = {},
): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    uid,
    provider: 'password',
    email: `${uid}@example.com`,
    firstName: 'สมศรี',
    lastName: 'ใจดี',
    displayName: 'สมศรี ใ.',
    phone: '',
    userType: 'seller',
    passwordHash: 'scrypt$hash',
    emailVerified: true,
    termsVersion: '2026-11',
    registeredAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  },
});
