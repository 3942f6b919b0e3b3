/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert and
 * closes on Escape. Render it only while it is open; closing by any means calls onClose.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { common } from '../lib/texts.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A visible × in the title row, for long popups whose cancel button is far below. */
  closeButton?: boolean;
}

export function Modal({ title, onClose, children, closeButton = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; there the dialog is simply shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      {closeButton ? (
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={common.close} onClick={onClose}>
            ×
          </button>
        </div>
      ) : (
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}
