/**
 * Phone verification in three steps (spec §2): send the code, type it into six boxes (the sixth
 * digit submits), success — which closes the modal by itself after 2 seconds. In Firebase mode the
 * SDK sends the SMS behind an invisible reCAPTCHA drawn in this modal.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { useDevTools } from '../../../lib/authConfig.ts';
import { common, phoneAuthErrors } from '../../../lib/texts.ts';
import { profile as t } from '../profileTexts.ts';
import { useCountdown } from '../../../lib/useCountdown.ts';
import { PhoneStepError, usePhoneVerification } from '../api/phoneVerification.ts';
import { emptyOtp, OtpInput } from './OtpInput.tsx';

export const SUCCESS_CLOSE_MS = 2000;
const DEV_SMS_PAGE = '/dev/sms';

type Step = 'send' | 'verify' | 'success';

interface PhoneVerificationModalProps {
  uid: string;
  phone: string;
  onClose: () => void;
}

export function PhoneVerificationModal({ uid, phone, onClose }: PhoneVerificationModalProps) {
  const [step, setStep] = useState<Step>('send');
  const [digits, setDigits] = useState(emptyOtp);
  const [message, setMessage] = useState<string | null>(null);
  const { remaining: secondsLeft, start } = useCountdown();
  const devTools = useDevTools();
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const { send, verify } = usePhoneVerification({ uid, phone }, () => recaptchaRef.current);

  // The parent re-renders when the verified profile arrives; that must not restart the 2 s.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const failed = (error: unknown, fallback: string) => {
    const failure = error instanceof PhoneStepError ? error : new PhoneStepError(fallback);
    if (failure.waitSeconds) start(failure.waitSeconds);
    if (failure.next !== 'stay') setStep(failure.next);
    setMessage(failure.message);
  };

  const sendCode = () => {
    setMessage(null);
    send.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.verified) {
          setStep('success');
          return;
        }
        start(outcome.resendInSeconds);
        setDigits(emptyOtp());
        setStep('verify');
      },
      onError: (error) => failed(error, phoneAuthErrors.sendFailed),
    });
  };

  const verifyCode = (code: string) => {
    setMessage(null);
    verify.mutate(code, {
      onSuccess: () => setStep('success'),
      onError: (error) => {
        setDigits(emptyOtp());
        failed(error, phoneAuthErrors.verifyFailed);
      },
    });
  };

  const waitText = secondsLeft > 0 ? <p className="muted small">{t.otp.resendIn(secondsLeft)}</p> : null;
  const errorText = message && (
    <p className="error-text" role="alert">
      {message}
    </p>
  );

  return (
    <Modal title={t.otp.title} onClose={onClose}>
      {step === 'send' && (
        <>
          <p>{t.otp.sendIntro(phone)}</p>
          <p className="muted small">{t.otp.expiresIn}</p>
          {errorText}
          {waitText}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {common.close}
            </button>
            <button
              type="button"
              className="button"
              onClick={sendCode}
              disabled={send.isPending || secondsLeft > 0}
            >
              {send.isPending ? t.otp.sending : t.otp.send}
            </button>
          </div>
        </>
      )}

      {step === 'verify' && (
        <>
          {/* "Sent" and a refusal (too many tries, a wrong code) never stand together: the refusal replaces it. */}
          {!message && <p>{t.otp.sentTo(phone)}</p>}
          <p className="muted small">{t.otp.expiresIn}</p>
          <OtpInput
            digits={digits}
            onChange={setDigits}
            onComplete={verifyCode}
            disabled={verify.isPending}
          />
          {verify.isPending && (
            <p className="muted small" role="status">
              {t.otp.verifying}
            </p>
          )}
          {errorText}
          {waitText}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {common.close}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={sendCode}
              disabled={send.isPending || secondsLeft > 0}
            >
              {t.otp.resend}
            </button>
          </div>
        </>
      )}

      {step === 'success' && (
        <p className="success-text" role="status">
          {t.otp.success}
        </p>
      )}

      {/* The Firebase SDK's invisible reCAPTCHA lives here (nothing is drawn in local mode). */}
      <div ref={recaptchaRef} />

      {devTools && step !== 'success' && (
        <p className="muted small profile__dev-hint">
          {t.otp.devHint} {/* The PWA's page of the dev SMS outbox (routes/dev.sms.tsx), not its JSON API. */}
          <a href={DEV_SMS_PAGE} target="_blank" rel="noopener">
            {t.otp.devInbox}
          </a>
        </p>
      )}
    </Modal>
  );
}
