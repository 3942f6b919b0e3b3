/**
 * Phone verification in three steps (spec §2): send the code, type it into six boxes (the sixth
 * digit submits), success — which closes the modal by itself after 2 seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { common, profile as t } from '../../../lib/texts.ts';
import { useDevTools } from '../api/getAuthConfig.ts';
import { OTP_RESEND_SECONDS, useSendPhoneCode, useVerifyPhoneCode } from '../api/phoneVerification.ts';
import { useCountdown } from '../../../lib/useCountdown.ts';
import { emptyOtp, OtpInput } from './OtpInput.tsx';

export const SUCCESS_CLOSE_MS = 2000;
const DEV_SMS_PATH = '/api/dev/sms';

type Step = 'send' | 'verify' | 'success';

interface PhoneVerificationModalProps {
  phone: string;
  onClose: () => void;
}

/** Seconds to wait before sending again: the server's retryAfterSeconds when the error carries it. */
function retryAfterOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'retryAfterSeconds' in error) {
    const seconds = error.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0) return seconds;
  }
  return OTP_RESEND_SECONDS;
}

function sendErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : t.otp.sendFailed;
}

export function PhoneVerificationModal({ phone, onClose }: PhoneVerificationModalProps) {
  const [step, setStep] = useState<Step>('send');
  const [digits, setDigits] = useState(emptyOtp);
  const [message, setMessage] = useState<string | null>(null);
  const { remaining: secondsLeft, start } = useCountdown();
  const devTools = useDevTools();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();

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

  const sendCode = () => {
    setMessage(null);
    send.mutate(phone, {
      onSuccess: (sent) => {
        start(sent.resendInSeconds);
        setDigits(emptyOtp());
        setStep('verify');
      },
      onError: (error) => {
        if (isApiError(error, 'TOO_MANY_REQUESTS')) {
          // A code went out moments ago: it can still be typed in while the wait runs down.
          start(retryAfterOf(error));
          setStep('verify');
        }
        setMessage(sendErrorMessage(error));
      },
    });
  };

  const verifyCode = (code: string) => {
    setMessage(null);
    verify.mutate(code, {
      onSuccess: () => setStep('success'),
      onError: (error) => {
        setDigits(emptyOtp());
        if (isApiError(error, 'OTP_INVALID')) setMessage(t.otp.invalid);
        else if (isApiError(error, 'OTP_EXPIRED')) setMessage(t.otp.expired);
        else if (isApiError(error, 'OTP_NOT_SENT')) {
          setMessage(t.otp.notSent);
          setStep('send');
        } else if (isApiError(error, 'OTP_TOO_MANY_TRIES')) {
          setMessage(error.message);
          setStep('send');
        } else setMessage(isApiError(error) ? error.message : t.otp.verifyFailed);
      },
    });
  };

  const waitText = secondsLeft > 0 ? <p className="muted small">{t.otp.resendIn(secondsLeft)}</p> : null;

  return (
    <Modal title={t.otp.title} onClose={onClose}>
      {step === 'send' && (
        <>
          <p>{t.otp.sendIntro(phone)}</p>
          <p className="muted small">{t.otp.expiresIn}</p>
          {message && (
            <p className="error-text" role="alert">
              {message}
            </p>
          )}
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
          <p>{t.otp.sentTo(phone)}</p>
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
          {message && (
            <p className="error-text" role="alert">
              {message}
            </p>
          )}
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

      {devTools && step !== 'success' && (
        <p className="muted small profile__dev-hint">
          {t.otp.devHint} <code>{DEV_SMS_PATH}</code>
        </p>
      )}
    </Modal>
  );
}
