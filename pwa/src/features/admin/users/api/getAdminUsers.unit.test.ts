import { describe, expect, it } from 'vitest';
import { adminUsersSearchSchema } from './getAdminUsers.ts';

describe('the user list URL state', () => {
  it('keeps known values, as the router parsed them', () => {
    expect(
      adminUsersSearchSchema.parse({
        page: 2,
        search: ' สมชาย ',
        userType: 'both',
        roles: 'admin',
        isAdmin: true,
        isActive: false,
        emailVerified: true,
        sort: 'email',
      }),
    ).toEqual({
      page: 2,
      search: 'สมชาย',
      userType: 'both',
      roles: 'admin',
      isAdmin: true,
      isActive: false,
      emailVerified: true,
      sort: 'email',
    });
  });
  it('reads a numeric search as text and drops unknown values instead of failing', () => {
    expect(
      adminUsersSearchSchema.parse({
        page: 0,
        search: 812345678,
        userType: 'robot',
        roles: 'root',
        isAdmin: 'yes',
        sort: 'price',
      }),
    ).toEqual({ search: '812345678' });
    expect(adminUsersSearchSchema.parse({ search: '   ' })).toEqual({});
  });
});
