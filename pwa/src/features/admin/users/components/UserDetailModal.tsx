import { formatThaiDate, formatTime } from '../../../../lib/format.ts';
import { adminUsers as t } from '../adminUsersTexts.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import type { AdminUser } from '../api/getAdminUsers.ts';
import { rolesText, userName, userTypeText } from '../userFacts.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';

const dateTime = (at: string) => t.dateTime(formatThaiDate(at, 'short'), formatTime(at));

/** The detail popup (admin spec §2): who the user is, their standing, and their history tab. */
export function UserDetailModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const name = userName(user);
  return (
    <AdminDetailModal title={t.detailTitle(name)} entity={{ type: 'user', id: user.uid }} onClose={onClose}>
      <div className="admin-user admin-user--detail">
        <UserAvatar user={user} />
        <strong>{name}</strong>
      </div>
      <dl className="admin-details">
        <dt>{t.name}</dt>
        <dd>{name}</dd>
        <dt>{t.email}</dt>
        <dd>{user.email || t.noValue}</dd>
        <dt>{t.phone}</dt>
        <dd>{user.phone ?? t.noValue}</dd>
        <dt>{t.userType}</dt>
        <dd>{userTypeText(user.userType)}</dd>
        <dt>{t.roles}</dt>
        <dd>{rolesText(user.roles)}</dd>
        <dt>{t.status}</dt>
        <dd>
          <UserStatusBadge user={user} />
        </dd>
        <dt>{t.signedUp}</dt>
        <dd>{user.createdAt ? formatThaiDate(user.createdAt) : t.noValue}</dd>
        <dt>{t.lastLogin}</dt>
        <dd>{user.lastLoginAt ? dateTime(user.lastLoginAt) : t.neverLoggedIn}</dd>
      </dl>
    </AdminDetailModal>
  );
}
