import { auth as texts } from '../authTexts.ts';
import { ResendVerification } from './ResendVerification.tsx';

interface VerificationStepProps {
  email: string;
  /** Seconds the resend button starts locked (a mail was just sent). */
  lockedForSeconds: number;
  resend: () => Promise<number>;
  onContinue: () => void;
}

/** "We sent a link to {email}" with resend (300 s lock) and a way back to signing in. */
export function VerificationStep({ email, lockedForSeconds, resend, onContinue }: VerificationStepProps) {
  return (
    <div className="auth-verify">
      <p className="auth-verify__sent">{texts.verifySent(email)}</p>
      <p className="muted">{texts.verifyHint}</p>
      <ResendVerification send={resend} lockedForSeconds={lockedForSeconds} />
      <button type="button" className="button button--block" onClick={onContinue}>
        {texts.verifiedContinue}
      </button>
    </div>
  );
}
