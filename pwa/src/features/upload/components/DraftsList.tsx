/** The seller's drafts on this device with their state; open, retry, delete (with confirmation). */
import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { formatThaiDate, formatTime } from '../../../lib/format.ts';
import { common } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';
import type { Draft } from '../drafts/draft.ts';
import { UploadProgress } from './UploadProgress.tsx';

interface DraftsListProps {
  drafts: Draft[];
  currentId: string | undefined;
  error: string | null;
  onOpen: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

export function draftStateText(draft: Draft): string {
  const states = t.drafts.states;
  return draft.state === 'uploading' ? states.uploading(draft.progress) : states[draft.state];
}

export function DraftsList({ drafts, currentId, error, onOpen, onRetry, onRemove }: DraftsListProps) {
  const [confirming, setConfirming] = useState<Draft | null>(null);
  return (
    <section className="upload-drafts" aria-labelledby="upload-drafts-heading">
      <h2 id="upload-drafts-heading">{t.drafts.heading}</h2>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {drafts.length === 0 && !error && <p className="muted">{t.drafts.empty}</p>}
      <ul className="upload-drafts__list">
        {drafts.map((draft) => {
          const name = draft.fields.title.trim() || t.drafts.untitled;
          return (
            <li
              key={draft.id}
              className={`upload-drafts__item upload-drafts__item--${draft.state}`}
              aria-current={draft.id === currentId ? 'true' : undefined}
              aria-label={name}
            >
              <div className="upload-drafts__head">
                <strong>{name}</strong>
                <span className={`badge badge--${draft.state}`}>{draftStateText(draft)}</span>
              </div>
              <small className="muted">
                {t.drafts.updatedAt} {formatThaiDate(new Date(draft.updatedAt), 'short')}{' '}
                {formatTime(new Date(draft.updatedAt))}
              </small>
              {draft.state === 'uploading' && <UploadProgress percent={draft.progress} />}
              {draft.state === 'failed' && draft.error && <p className="error-text">{draft.error}</p>}
              {draft.state === 'done' && draft.receipt && (
                <small className="muted upload-drafts__sha">
                  {t.fingerprint}: <code>{draft.receipt.sha256}</code>
                </small>
              )}
              <div className="upload-drafts__actions">
                {draft.state !== 'done' && draft.id !== currentId && (
                  <button type="button" className="button button--ghost" onClick={() => onOpen(draft.id)}>
                    {t.drafts.open}
                  </button>
                )}
                {draft.state === 'failed' && (
                  <button type="button" className="button" onClick={() => onRetry(draft.id)}>
                    {t.drafts.retry}
                  </button>
                )}
                <button type="button" className="button button--ghost" onClick={() => setConfirming(draft)}>
                  {t.drafts.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {confirming && (
        <Modal title={t.drafts.confirmRemoveTitle} onClose={() => setConfirming(null)}>
          <p>{t.drafts.confirmRemove}</p>
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
              {common.cancel}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                onRemove(confirming.id);
                setConfirming(null);
              }}
            >
              {t.drafts.remove}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
