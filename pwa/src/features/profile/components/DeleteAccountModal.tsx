/**
 * Account deletion: the word DELETE typed exactly and a proof that it is really them — the password,
 * or in Firebase mode a fresh sign-in (password or the social provider they use) — then PDPA erasure.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { showNotice } from '../../../lib/notice.ts';
import { clearSession } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { profile as t } from '../profileTexts.ts';
import {
  DELETE_CONFIRMATION_WORD,
  ReauthenticationError,
  useDeleteAccount,
  useDeletionMethods,
  type DeletionMethod,
} from '../api/account.ts';
import { profileKeys } from '../api/getProfile.ts';

interface DeleteAccountModalProps {
  user: { uid: string; email: string };
  onClose: () => void;
  /** Leave the signed-in pages (the session is already cleared). */
  onDeleted: () => void | Promise<void>;
}

function deleteErrorMessage(error: unknown): string {
  if (error instanceof ReauthenticationError) return error.message;
  if (isApiError(error, 'WRONG_PASSWORD')) return t.account.wrongPassword;
  if (isApiError(error, 'CONFIRMATION_REQUIRED')) return t.account.confirmationRequired;
  return isApiError(error) ? error.message : t.account.deleteFailed;
}

export function DeleteAccountModal({ user, onClose, onDeleted }: DeleteAccountModalProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useDeleteAccount(user);
  const methods = useDeletionMethods(user.uid);
  const confirmed = confirmation === DELETE_CONFIRMATION_WORD && !remove.isPending;
  const ready = methods.password && password !== '' && confirmed;
  // A disabled button says why beside it: what is still missing (the server refuses nothing else).
  const missing = [
    methods.password && password === '' ? t.account.needPassword : null,
    confirmation !== DELETE_CONFIRMATION_WORD ? t.account.needWord : null,
  ].filter((text): text is string => text !== null);
  const why = !remove.isPending && missing.length > 0 ? t.account.disabledBecause(missing) : null;

  const proveAndDelete = async (method: DeletionMethod) => {
    setMessage(null);
    try {
      await remove.mutateAsync(method);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void proveAndDelete({ password });
  };

  return (
    <Modal title={t.account.deleteTitle} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t.account.deleteWarning}</p>
        {methods.social.length > 0 && <p className="muted small">{t.account.reauthIntro}</p>}
        {methods.password && (
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
        )}
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
        {why && (
          <p className="muted small" id={`${id}-why`}>
            {why}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {common.cancel}
          </button>
          {methods.social.map((provider) => (
            <button
              key={provider}
              type="button"
              className="button button--danger"
              disabled={!confirmed}
              aria-describedby={why ? `${id}-why` : undefined}
              onClick={() => void proveAndDelete({ provider })}
            >
              {t.account.confirmWith[provider]}
            </button>
          ))}
          {methods.password && (
            <button
              type="submit"
              className="button button--danger"
              disabled={!ready}
              aria-describedby={why ? `${id}-why` : undefined}
            >
              {remove.isPending ? t.account.deleting : t.account.confirmDelete}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
