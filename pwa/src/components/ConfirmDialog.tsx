/** A yes/no question in a modal, for actions that cannot be undone (delete). */
import type { ReactNode } from 'react';
import { common } from '../lib/texts.ts';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmText: string;
  busyText: string;
  busy: boolean;
  /** Shown under the question when the action failed; the dialog stays open. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  children,
  confirmText,
  busyText,
  busy,
  failure,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {common.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyText : confirmText}
        </button>
      </div>
    </Modal>
  );
}
