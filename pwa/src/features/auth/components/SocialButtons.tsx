import { useState } from 'react';
import { auth as texts } from '../authTexts.ts';
import type { SocialProvider } from '../../../lib/firebase/firebaseClient.ts';

const providers: readonly { id: SocialProvider; label: string }[] = [
  { id: 'google', label: texts.google },
  { id: 'facebook', label: texts.facebook },
];

/** Google and Facebook sign-in; shown only in Firebase mode. */
export function SocialButtons({ onSelect }: { onSelect: (provider: SocialProvider) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const select = async (provider: SocialProvider) => {
    setBusy(true);
    try {
      await onSelect(provider);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-social" role="group" aria-label={texts.socialLabel}>
      <p className="auth-social__or muted">{texts.or}</p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`button button--ghost button--block auth-social__${provider.id}`}
          disabled={busy}
          onClick={() => void select(provider.id)}
        >
          {provider.label}
        </button>
      ))}
      {/* Signing up with a provider skips the form's checkbox: the same terms, said where it happens. */}
      <p className="muted auth-social__terms">
        {texts.signUpAccepts}{' '}
        <a href="/terms" target="_blank" rel="noopener">
          {texts.terms}
        </a>{' '}
        {texts.and}{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {texts.privacy}
        </a>
      </p>
    </div>
  );
}
