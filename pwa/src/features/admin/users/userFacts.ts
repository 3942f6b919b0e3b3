/** How the admin screens say a user: name, type, roles and the derived status (admin spec §4 User). */
import { adminUsers as t } from './adminUsersTexts.ts';
import type { AdminUser } from './api/getAdminUsers.ts';

export type UserStatus = 'suspended' | 'deactivated' | 'unverified' | 'active';
type StatusFacts = Pick<AdminUser, 'isActive' | 'emailVerified'> & Partial<Pick<AdminUser, 'accountStatus'>>;

/**
 * Inactive (red) wins over unverified (yellow); active and verified is in use (green). An account
 * its owner closed is inactive too, but it was not suspended: it says so, and cannot be "activated".
 */
export function userStatus(user: StatusFacts): UserStatus {
  if (!user.isActive) return user.accountStatus === 'deactivated' ? 'deactivated' : 'suspended';
  return user.emailVerified ? 'active' : 'unverified';
}

/** Activate lifts a suspension only; everyone else can be suspended (admin spec §4 User). */
export const isSuspended = (user: StatusFacts) => userStatus(user) === 'suspended';

export const statusBadgeClass: Record<UserStatus, string> = {
  suspended: 'badge--danger',
  deactivated: 'badge--danger',
  unverified: 'badge--warn',
  active: 'badge--ok',
};

export function userName(user: Pick<AdminUser, 'displayName' | 'firstName' | 'lastName'>): string {
  return user.displayName || `${user.firstName} ${user.lastName}`.trim() || t.noName;
}

/** A type the screen does not know is shown as sent, so nothing is hidden. */
export const userTypeText = (userType: string) => t.userTypes[userType] ?? (userType || t.noValue);

export const rolesText = (roles: readonly string[]) =>
  roles.length === 0 ? t.noValue : roles.map((role) => t.roleNames[role] ?? role).join(', ');
