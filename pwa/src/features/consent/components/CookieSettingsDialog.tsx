import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import {
  ACCEPT_ALL,
  DEFAULT_CHOICE,
  type CookieChoice,
  type CookieConsent,
} from '../../../lib/cookieConsent.ts';
import { common } from '../../../lib/texts.ts';
import { cookieConsent as texts } from '../consentTexts.ts';

type Optional = Exclude<keyof CookieChoice, 'necessary'>;

const optionalKinds: readonly { key: Optional; label: string; hint: string }[] = [
  { key: 'analytics', label: texts.analytics, hint: texts.analyticsHint },
  { key: 'preferences', label: texts.preferences, hint: texts.preferencesHint },
  { key: 'marketing', label: texts.marketing, hint: texts.marketingHint },
];

interface CookieSettingsDialogProps {
  current: CookieConsent | null;
  onSave: (choice: CookieChoice) => void;
  onClose: () => void;
}

/** Per-kind choice; starts from the stored record, else analytics and preferences on, marketing off. */
export function CookieSettingsDialog({ current, onSave, onClose }: CookieSettingsDialogProps) {
  const [choice, setChoice] = useState<CookieChoice>(() => {
    if (!current) return DEFAULT_CHOICE;
    const { analytics, marketing, preferences } = current;
    return { necessary: true, analytics, marketing, preferences };
  });
  const id = useId();

  return (
    <Modal title={texts.settingsTitle} onClose={onClose}>
      <ul className="cookie-kinds">
        <li>
          <input
            id={`${id}-necessary`}
            type="checkbox"
            checked
            disabled
            aria-describedby={`${id}-necessary-hint`}
          />
          <div>
            <label htmlFor={`${id}-necessary`}>{texts.necessary}</label>
            <p id={`${id}-necessary-hint`} className="muted small">
              {texts.necessaryHint}
            </p>
          </div>
        </li>
        {optionalKinds.map((kind) => (
          <li key={kind.key}>
            <input
              id={`${id}-${kind.key}`}
              type="checkbox"
              checked={choice[kind.key]}
              aria-describedby={`${id}-${kind.key}-hint`}
              onChange={(event) =>
                setChoice((previous) => ({ ...previous, [kind.key]: event.target.checked }))
              }
            />
            <div>
              <label htmlFor={`${id}-${kind.key}`}>{kind.label}</label>
              <p id={`${id}-${kind.key}-hint`} className="muted small">
                {kind.hint}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common.cancel}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onSave(ACCEPT_ALL)}>
          {texts.acceptAll}
        </button>
        <button type="button" className="button" onClick={() => onSave(choice)}>
          {texts.save}
        </button>
      </div>
    </Modal>
  );
}
