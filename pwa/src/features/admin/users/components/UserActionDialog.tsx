import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { adminUsers as t } from '../adminUsersTexts.ts';
import type { AdminUser } from '../api/getAdminUsers.ts';
import type { UserActionKind } from '../api/userActions.ts';
import { userName } from '../userFacts.ts';

/** What each confirmation says; done and failed are the notice and the fallback failure text. */
export const actionTexts: Record<
  UserActionKind,
  {
    title: string;
    question: (name: string) => string;
    confirm: string;
    busy: string;
    done: string;
    failed: string;
  }
> = {
  suspend: {
    title: t.suspendTitle,
    question: t.suspendQuestion,
    confirm: t.confirmSuspend,
    busy: t.suspending,
    done: t.suspended,
    failed: t.suspendFailed,
  },
  activate: {
    title: t.activateTitle,
    question: t.activateQuestion,
    confirm: t.confirmActivate,
    busy: t.activating,
    done: t.activated,
    failed: t.activateFailed,
  },
  delete: {
    title: t.deleteTitle,
    question: t.deleteQuestion,
    confirm: t.confirmDelete,
    busy: t.deleting,
    done: t.deleted,
    failed: t.deleteFailed,
  },
};

interface UserActionDialogProps {
  kind: UserActionKind;
  user: AdminUser;
  busy: boolean;
  /** The server's Thai reason when the action failed; the dialog stays open. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Suspend, activate or delete (permanent) only after the admin confirms (admin spec §4, §5). */
export function UserActionDialog({ kind, user, busy, failure, onConfirm, onClose }: UserActionDialogProps) {
  const text = actionTexts[kind];
  return (
    <ConfirmDialog
      title={text.title}
      confirmText={text.confirm}
      busyText={text.busy}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{text.question(userName(user))}</p>
    </ConfirmDialog>
  );
}
