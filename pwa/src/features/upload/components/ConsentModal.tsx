/** The upload consent (spec §5): one checkbox covering all five promises, else an alert. */
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { common } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';

interface ConsentModalProps {
  onConfirm: () => void;
  onClose: () => void;
}

export function ConsentModal({ onConfirm, onClose }: ConsentModalProps) {
  const id = useId();
  const [ticked, setTicked] = useState(false);
  return (
    <Modal title={t.consent.title} onClose={onClose}>
      <div className="field field--checkbox">
        <input
          id={id}
          type="checkbox"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <label htmlFor={id}>{t.consent.checkbox}</label>
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common.cancel}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!ticked) {
              window.alert(t.consent.mustTick);
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
