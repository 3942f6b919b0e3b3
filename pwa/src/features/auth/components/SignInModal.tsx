import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { useAuthPrompt, type AuthMode, type AuthPromptRequest } from '../../../lib/authPrompt.tsx';
import { auth as texts } from '../authTexts.ts';
import { common } from '../../../lib/texts.ts';
import { authConfigQueryOptions, FALLBACK_AUTH_CONFIG, type AuthConfig } from '../../../lib/authConfig.ts';
import type { SocialProvider } from '../../../lib/firebase/firebaseClient.ts';
import type { LoginValues, RegisterValues } from '../schemas/authSchemas.ts';
import {
  AuthFlowError,
  continueAfterVerification,
  registerAccount,
  RESEND_LOCK_SECONDS,
  resendVerificationMail,
  signInWithEmail,
  signInWithSocial,
  type SignInOutcome,
} from '../signIn/signInFlow.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { VerificationStep } from './VerificationStep.tsx';
import './auth.css';

/** Spec §9: the modal closes (or calls the success callback) 1 s after signing in. */
export const SUCCESS_CLOSE_DELAY_MS = 1000;

type Step =
  | { kind: 'form'; mode: AuthMode; email: string; notice: string | null; formKey: number }
  | { kind: 'verify'; email: string; lockedForSeconds: number }
  | { kind: 'success' };

/** The sign-in modal: answers openAuth() from anywhere; composed once in the root route. */
export function SignInModal() {
  const { request, closeAuth } = useAuthPrompt();
  if (!request) return null;
  return <SignInDialog request={request} onClose={closeAuth} />;
}

function SignInDialog({ request, onClose }: { request: AuthPromptRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const configQuery = useQuery(authConfigQueryOptions());
  const config = configQuery.data;
  const [step, setStep] = useState<Step>({
    kind: 'form',
    mode: request.mode,
    email: '',
    notice: null,
    formKey: 0,
  });
  const [socialFailure, setSocialFailure] = useState<string | null>(null);

  useEffect(() => {
    if (step.kind !== 'success') return;
    const timer = setTimeout(() => {
      onClose();
      request.onSuccess?.();
    }, SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step.kind, onClose, request]);

  /** The server's answer decides the mode; while it cannot answer, local accounts are assumed. */
  const currentConfig = (): Promise<AuthConfig> =>
    queryClient.ensureQueryData(authConfigQueryOptions()).catch(() => FALLBACK_AUTH_CONFIG);

  const switchMode = (mode: AuthMode, notice: string | null = null) => {
    setSocialFailure(null);
    // A new key remounts the form, which resets every field (spec: form reset on switch).
    setStep((previous) => ({
      kind: 'form',
      mode,
      email: '',
      notice,
      formKey: (previous.kind === 'form' ? previous.formKey : 0) + 1,
    }));
  };

  const follow = (outcome: SignInOutcome, justSent: boolean) => {
    if (outcome.kind === 'signedIn') setStep({ kind: 'success' });
    else
      setStep({ kind: 'verify', email: outcome.email, lockedForSeconds: justSent ? RESEND_LOCK_SECONDS : 0 });
  };

  const onLogin = async (values: LoginValues) => {
    follow(await signInWithEmail(await currentConfig(), values), false);
  };

  const onRegister = async (values: RegisterValues) => {
    follow(await registerAccount(await currentConfig(), values), true);
  };

  const onSocial = async (provider: SocialProvider) => {
    if (step.kind !== 'form') return;
    setSocialFailure(null);
    try {
      const registering = step.mode === 'register' ? { userType: 'buyer' } : null;
      follow(await signInWithSocial(await currentConfig(), provider, registering), false);
    } catch (error) {
      if (error instanceof AuthFlowError && error.code === 'USER_NOT_REGISTERED') {
        switchMode('register', error.message);
        return;
      }
      setSocialFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const onVerified = async (email: string) => {
    setSocialFailure(null);
    const config = await currentConfig();
    if (config.provider === 'firebase') {
      try {
        const outcome = await continueAfterVerification(config);
        if (outcome) {
          follow(outcome, false);
          return;
        }
      } catch (error) {
        setSocialFailure(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    // Local accounts verify through the mailed link; then they simply sign in.
    setStep((previous) => ({
      kind: 'form',
      mode: 'login',
      email,
      notice: null,
      formKey: (previous.kind === 'form' ? previous.formKey : 0) + 1,
    }));
  };

  const title =
    step.kind === 'verify'
      ? texts.verifyTitle
      : step.kind === 'form' && step.mode === 'register'
        ? texts.registerTitle
        : texts.loginTitle;

  return (
    <Modal title={title} onClose={onClose}>
      {config?.provider === 'local' && (
        <p className="auth-test-mode">
          <span className="badge">{texts.testMode}</span>{' '}
          <span className="muted small">{texts.testModeHint}</span>
        </p>
      )}
      {request.reason && step.kind === 'form' && <p>{request.reason}</p>}

      {step.kind === 'success' && (
        <p className="success-text" role="status">
          {texts.loginSuccess}
        </p>
      )}

      {step.kind === 'verify' && (
        <>
          <VerificationStep
            email={step.email}
            lockedForSeconds={step.lockedForSeconds}
            resend={async () => resendVerificationMail(await currentConfig(), step.email)}
            onContinue={() => void onVerified(step.email)}
          />
          {socialFailure && (
            <p className="error-text" role="alert">
              {socialFailure}
            </p>
          )}
        </>
      )}

      {step.kind === 'form' && (
        <>
          {step.notice && (
            <p className="notice-text" role="status">
              {step.notice}
            </p>
          )}
          {step.mode === 'login' ? (
            <LoginForm key={step.formKey} defaultEmail={step.email} onSubmit={onLogin} onLeave={onClose} />
          ) : (
            <RegisterForm key={step.formKey} onSubmit={onRegister} />
          )}
          {config?.provider === 'firebase' && <SocialButtons onSelect={onSocial} />}
          {socialFailure && (
            <p className="error-text" role="alert">
              {socialFailure}
            </p>
          )}
          <div className="modal__actions modal__actions--split">
            <button
              type="button"
              className="button button--link"
              onClick={() => switchMode(step.mode === 'login' ? 'register' : 'login')}
            >
              {step.mode === 'login' ? texts.toRegister : texts.toLogin}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {common.close}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
