/** Account deletion: the password and the word DELETE typed exactly, then PDPA erasure. */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { showNotice } from '../../../lib/notice.ts';
import { clearSession } from '../../../lib/session.ts';
import { common, profile as t } from '../../../lib/texts.ts';
import { DELETE_CONFIRMATION_WORD, useDeleteAccount } from '../api/account.ts';
import { profileKeys } from '../api/getProfile.ts';

interface DeleteAccountModalProps {
  onClose: () => void;
  /** Leave the signed-in pages (the session is already cleared). */
  onDeleted: () => void | Promise<void>;
}

function deleteErrorMessage(error: unknown): string {
  if (isApiError(error, 'WRONG_PASSWORD')) return t.account.wrongPassword;
  if (isApiError(error, 'CONFIRMATION_REQUIRED')) return t.account.confirmationRequired;
  return isApiError(error) ? error.message : t.account.deleteFailed;
}

export function DeleteAccountModal({ onClose, onDeleted }: DeleteAccountModalProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const ready = password !== '' && confirmation === DELETE_CONFIRMATION_WORD && !remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setMessage(null);
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      setMessage(deleteErrorMessage(error));
      return;
    }
    // The token died with the account: drop it before anything can ask the API with it.
    clearSession();
    showNotice(t.account.deleted);
    await onDeleted();
    // Only after leaving the profile, or its mounted query would fetch again without a token.
    queryClient.removeQueries({ queryKey: profileKeys.all });
  };

  return (
    <Modal title={t.account.deleteTitle} onClose={onClose}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t.account.deleteWarning}</p>
        <label className="field" htmlFor={`${id}-password`}>
          {t.account.password}
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className="field" htmlFor={`${id}-confirmation`}>
          {t.account.confirmWord}
          <input
            id={`${id}-confirmation`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </label>
        {message && (
          <p className="error-text" role="alert">
            {message}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {common.cancel}
          </button>
          <button type="submit" className="button button--danger" disabled={!ready}>
            {remove.isPending ? t.account.deleting : t.account.confirmDelete}
          </button>
        </div>
      </form>
    </Modal>
  );
}
