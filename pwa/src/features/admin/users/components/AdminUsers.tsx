import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminUsers as t } from '../adminUsersTexts.ts';
import { AdminList } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { listSearch } from '../../shared/listSearch.ts';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import {
  adminUserKeys,
  adminUsersQueryOptions,
  type AdminUser,
  type AdminUsersSearch,
} from '../api/getAdminUsers.ts';
import { runUserAction, type UserActionKind } from '../api/userActions.ts';
import { actionTexts, UserActionDialog } from './UserActionDialog.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UsersTable } from './UsersTable.tsx';
import { UsersToolbar } from './UsersToolbar.tsx';
import './adminUsers.css';

interface AdminUsersProps {
  search: AdminUsersSearch;
  onSearchChange: (search: AdminUsersSearch) => void;
}

/**
 * /admin/users: search, filters and sort applied on the server across all pages, the user table,
 * a detail popup with the user's history, and suspend / activate / delete after confirmation.
 * Every success reloads the list; every failure says why, in Thai.
 */
export function AdminUsers({ search, onSearchChange }: AdminUsersProps) {
  const query = useQuery(adminUsersQueryOptions(search));
  const action = useAdminAction(runUserAction, [adminUserKeys.all]);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState<{ kind: UserActionKind; user: AdminUser } | null>(null);
  const { page, filter: change, goTo } = listSearch(search, onSearchChange);

  const closeDialog = () => {
    setConfirming(null);
    action.reset();
  };
  const confirm = async () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    const text = actionTexts[kind];
    if (await action.perform({ kind, uid: user.uid }, text.done, text.failed)) setConfirming(null);
  };

  const data = query.isError ? undefined : query.data;

  return (
    <section className="page admin-users">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
      </header>

      <UsersToolbar search={search} onChange={change} />

      {!data ? (
        <AdminScreenState query={query} failed={t.loadFailed} />
      ) : (
        <AdminList
          shown={data.users.length}
          total={data.pagination.totalCount}
          capped={data.pagination.totalCountCapped}
          page={page}
          totalPages={data.pagination.totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
          withEnds
        >
          <UsersTable
            users={data.users}
            onView={setViewing}
            onAction={(user, kind) => setConfirming({ kind, user })}
          />
        </AdminList>
      )}

      {viewing && <UserDetailModal user={viewing} onClose={() => setViewing(null)} />}
      {confirming && (
        <UserActionDialog
          kind={confirming.kind}
          user={confirming.user}
          busy={action.busy}
          failure={action.failure}
          onConfirm={() => void confirm()}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
