import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { showNotice } from '../../../lib/notice.ts';
import { errors } from '../../../lib/texts.ts';
import { useOwnerAction, type OwnerAction } from '../api/requestActions.ts';
import type { FootageRequest } from '../api/requestSchema.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { StatusBadge } from './RequestBadges.tsx';

const t = requestsTexts.owner;

const failureOf = (error: unknown) => (isApiError(error) ? error.message : errors.fetchFailed);

/**
 * The owner's box on the request's page: where it stands, the admin's reason when it was removed,
 * and edit, close (asks first) and renew (open or expired; an expired one takes a slot again).
 */
export function OwnerPanel({ request, onEdit }: { request: FootageRequest; onEdit: () => void }) {
  const action = useOwnerAction(request.requestId);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { status } = request;

  const run = async (kind: OwnerAction) => {
    setFailure(null);
    try {
      await action.mutateAsync(kind);
    } catch (error) {
      setFailure(failureOf(error));
      return false;
    }
    showNotice(kind === 'close' ? t.closed : t.renewed);
    return true;
  };

  return (
    <section className="panel owner-panel" aria-labelledby="owner-panel-title">
      <h2 id="owner-panel-title">{t.title}</h2>
      <p>
        {requestsTexts.page.status}: <StatusBadge status={status} />
      </p>
      {status === 'removed' && (
        <div className="owner-panel__removed" role="note">
          <p>
            <strong>{t.removed}</strong>
          </p>
          {request.removalReason && (
            <p>
              {t.removalReason}: {request.removalReason}
            </p>
          )}
        </div>
      )}
      {status === 'expired' && <p className="muted">{t.expiredNote}</p>}
      {status === 'fulfilled' && <p className="muted">{t.fulfilledNote}</p>}
      {status === 'closed' && <p className="muted">{t.closedNote}</p>}
      {failure && !confirmingClose && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        {status === 'open' && (
          <button type="button" className="button" onClick={onEdit}>
            {t.edit}
          </button>
        )}
        {(status === 'open' || status === 'expired') && (
          <button
            type="button"
            className="button button--ghost"
            disabled={action.isPending}
            onClick={() => void run('renew')}
          >
            {action.isPending && action.variables === 'renew' ? t.renewing : t.renew}
          </button>
        )}
        {status === 'open' && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setFailure(null);
              setConfirmingClose(true);
            }}
          >
            {t.close}
          </button>
        )}
      </div>
      {confirmingClose && (
        <ConfirmDialog
          title={t.close}
          confirmText={t.close}
          busyText={t.closing}
          busy={action.isPending}
          failure={failure}
          onConfirm={() => void run('close').then((done) => done && setConfirmingClose(false))}
          onClose={() => setConfirmingClose(false)}
        >
          <p>{t.closeQuestion}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
