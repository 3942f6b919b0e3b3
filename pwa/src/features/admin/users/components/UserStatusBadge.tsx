import { adminUsers as t } from '../adminUsersTexts.ts';
import type { AdminUser } from '../api/getAdminUsers.ts';
import { statusBadgeClass, userStatus } from '../userFacts.ts';

export function UserStatusBadge({
  user,
}: {
  user: Pick<AdminUser, 'isActive' | 'emailVerified' | 'accountStatus'>;
}) {
  const status = userStatus(user);
  return (
    <span className={`badge ${statusBadgeClass[status]}`} data-status={status}>
      {t.statuses[status]}
    </span>
  );
}
