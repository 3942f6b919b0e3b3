/**
 * The upload consent (spec §5): one checkbox covering all five promises, with the terms, the
 * privacy policy and the takedown policy one tap away. Confirming without the tick says so in the
 * dialog, next to the box, and moves focus there.
 */
import { useId, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { common } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';

interface ConsentModalProps {
  onConfirm: () => void;
  onClose: () => void;
}

const policies = [
  { href: '/terms', label: t.consent.terms },
  { href: '/privacy', label: t.consent.privacy },
  { href: '/takedown', label: t.consent.takedown },
] as const;

export function ConsentModal({ onConfirm, onClose }: ConsentModalProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(false);
  const [mustTick, setMustTick] = useState(false);
  return (
    <Modal title={t.consent.title} onClose={onClose}>
      <p className="upload-consent__policies">
        {t.consent.readFirst}{' '}
        {policies.map((policy, n) => (
          <span key={policy.href}>
            {n > 0 && ' · '}
            {/* A new tab: the form and its draft stay as they are behind the dialog. */}
            <a href={policy.href} target="_blank" rel="noopener">
              {policy.label}
            </a>
          </span>
        ))}
      </p>
      <label className="upload-consent__choice" htmlFor={id}>
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={ticked}
          aria-invalid={mustTick ? true : undefined}
          aria-describedby={mustTick ? `${id}-error` : undefined}
          onChange={(event) => {
            setTicked(event.target.checked);
            if (event.target.checked) setMustTick(false);
          }}
        />
        <span>{t.consent.checkbox}</span>
      </label>
      {mustTick && (
        <p id={`${id}-error`} className="error-text" role="alert">
          {t.consent.mustTick}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common.cancel}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!ticked) {
              setMustTick(true);
              box.current?.focus();
              return;
            }
            onConfirm();
          }}
        >
          {t.consent.confirm}
        </button>
      </div>
    </Modal>
  );
}
