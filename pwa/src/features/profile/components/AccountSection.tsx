/** Deactivate or reactivate (by accountStatus) and delete the account. */
import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { common } from '../../../lib/texts.ts';
import { profile as t } from '../profileTexts.ts';
import { useAccountStatusChange } from '../api/account.ts';
import type { ProfileUser } from '../api/profileUser.ts';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';

interface AccountSectionProps {
  user: ProfileUser;
  onDeleted: () => void | Promise<void>;
}

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

export function AccountSection({ user, onDeleted }: AccountSectionProps) {
  const [confirmingDeactivate, setConfirmingDeactivate] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const deactivate = useAccountStatusChange('deactivate');
  const reactivate = useAccountStatusChange('reactivate');

  const failed = (error: unknown, fallback: string) =>
    setOutcome({ tone: 'error', text: isApiError(error) ? error.message : fallback });

  const runDeactivate = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'ok', text: t.account.deactivated }),
      onError: (error) => failed(error, t.account.deactivateFailed),
      onSettled: () => setConfirmingDeactivate(false),
    });

  const runReactivate = () =>
    reactivate.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'ok', text: t.account.reactivated }),
      onError: (error) => failed(error, t.account.reactivateFailed),
    });

  const status =
    user.accountStatus === 'deactivated'
      ? t.account.statusDeactivated
      : user.accountStatus === 'suspended'
        ? t.account.statusSuspended
        : t.account.statusActive;

  return (
    <section className="panel profile__account" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">{t.account.title}</h2>
      <p className="muted">{status}</p>
      {outcome && (
        <p
          className={outcome.tone === 'ok' ? 'success-text' : 'error-text'}
          role={outcome.tone === 'ok' ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      <div className="actions">
        {user.accountStatus === 'active' && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirmingDeactivate(true)}
          >
            {t.account.deactivate}
          </button>
        )}
        {user.accountStatus === 'deactivated' && (
          <button type="button" className="button" onClick={runReactivate} disabled={reactivate.isPending}>
            {reactivate.isPending ? t.account.working : t.account.reactivate}
          </button>
        )}
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t.account.delete}
        </button>
      </div>

      {confirmingDeactivate && (
        <Modal title={t.account.deactivateTitle} onClose={() => setConfirmingDeactivate(false)}>
          <p>{t.account.deactivateQuestion}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirmingDeactivate(false)}
            >
              {common.cancel}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={runDeactivate}
              disabled={deactivate.isPending}
            >
              {deactivate.isPending ? t.account.working : t.account.deactivateConfirm}
            </button>
          </div>
        </Modal>
      )}

      {deleting && (
        <DeleteAccountModal user={user} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      )}
    </section>
  );
}
