import { formatThaiDate } from '../../../../lib/format.ts';
import { adminUsers as t } from '../adminUsersTexts.ts';
import { ActionsCell, AdminTable } from '../../shared/AdminList.tsx';
import type { AdminUser } from '../api/getAdminUsers.ts';
import type { UserActionKind } from '../api/userActions.ts';
import { isSuspended, userName, userTypeText } from '../userFacts.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';

interface UsersTableProps {
  users: AdminUser[];
  onView: (user: AdminUser) => void;
  onAction: (user: AdminUser, kind: UserActionKind) => void;
}

/** The user list (admin spec §2): user, e-mail, type, derived status, sign-up date, actions. */
export function UsersTable({ users, onView, onAction }: UsersTableProps) {
  return (
    <AdminTable label={t.tableLabel} columns={[t.user, t.email, t.userType, t.status, t.signedUp]}>
      {users.map((user) => (
        <tr key={user.uid} data-uid={user.uid}>
          <td>
            <div className="admin-user">
              <UserAvatar user={user} />
              <div>
                <div className="admin-user__name">{userName(user)}</div>
                <div className="muted">{user.phone ?? t.noValue}</div>
              </div>
            </div>
          </td>
          <td>{user.email || t.noValue}</td>
          <td>
            <span className="badge badge--info">{userTypeText(user.userType)}</span>
          </td>
          <td>
            <UserStatusBadge user={user} />
          </td>
          <td>{user.createdAt ? formatThaiDate(user.createdAt, 'short') : t.noValue}</td>
          <ActionsCell onView={() => onView(user)}>
            {isSuspended(user) ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onAction(user, 'activate')}
              >
                {t.activate}
              </button>
            ) : (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onAction(user, 'suspend')}
              >
                {t.suspend}
              </button>
            )}
            <button type="button" className="button button--danger" onClick={() => onAction(user, 'delete')}>
              {t.delete}
            </button>
          </ActionsCell>
        </tr>
      ))}
    </AdminTable>
  );
}
