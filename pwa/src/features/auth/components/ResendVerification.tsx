import { useState } from 'react';
import { auth as texts } from '../authTexts.ts';
import { useCountdown } from '../../../lib/useCountdown.ts';
import { AuthFlowError } from '../signIn/signInFlow.ts';

interface ResendVerificationProps {
  /** Sends the mail; resolves to the lock in seconds, or throws an AuthFlowError. */
  send: () => Promise<number>;
  /** A mail was just sent (after registering), so the button starts locked. */
  lockedForSeconds?: number;
}

/** "Send the verification e-mail again", locked for 300 s after each send or a 429 (spec §4). */
export function ResendVerification({ send, lockedForSeconds = 0 }: ResendVerificationProps) {
  const { remaining, start } = useCountdown(lockedForSeconds);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async () => {
    setBusy(true);
    setResult(null);
    try {
      start(await send());
      setResult({ ok: true, text: texts.resent });
    } catch (error) {
      if (error instanceof AuthFlowError && error.lockSeconds) start(error.lockSeconds);
      setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="resend">
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => void resend()}
        disabled={busy || remaining > 0}
      >
        {texts.resend}
      </button>
      {remaining > 0 && (
        <p className="muted small" aria-live="polite">
          {texts.resendIn(remaining)}
        </p>
      )}
      {result && (
        <p className={result.ok ? 'success-text' : 'error-text'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </div>
  );
}
