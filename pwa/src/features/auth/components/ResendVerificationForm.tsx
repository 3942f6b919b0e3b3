import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextField } from '../../../lib/form.tsx';
import { auth as authTexts, emailVerification as texts } from '../authTexts.ts';
import { authConfigQueryOptions, FALLBACK_AUTH_CONFIG } from '../../../lib/authConfig.ts';
import { useCountdown } from '../../../lib/useCountdown.ts';
import { emailSchema } from '../schemas/authSchemas.ts';
import { AuthFlowError, resendVerificationMail } from '../signIn/signInFlow.ts';

/** E-mail field and "send again", locked for 300 s after a send or a 429 (spec §4). */
export function ResendVerificationForm() {
  const queryClient = useQueryClient();
  const { remaining, start } = useCountdown();
  const [sent, setSent] = useState(false);

  const send = async ({ email }: { email: string }) => {
    setSent(false);
    const config = await queryClient
      .ensureQueryData(authConfigQueryOptions())
      .catch(() => FALLBACK_AUTH_CONFIG);
    try {
      start(await resendVerificationMail(config, email));
      setSent(true);
    } catch (error) {
      if (error instanceof AuthFlowError && error.lockSeconds) start(error.lockSeconds);
      throw error;
    }
  };

  return (
    <section className="panel">
      <h2>{texts.resendTitle}</h2>
      <Form schema={emailSchema} defaultValues={{ email: '' }} onSubmit={send} label={texts.resendFormLabel}>
        <TextField<{ email: string }>
          name="email"
          label={authTexts.email}
          type="email"
          autoComplete="email"
        />
        <button type="submit" className="button button--block" disabled={remaining > 0}>
          {authTexts.resend}
        </button>
        {remaining > 0 && (
          <p className="muted small" aria-live="polite">
            {authTexts.resendIn(remaining)}
          </p>
        )}
        {sent && (
          <p className="success-text" role="status">
            {authTexts.resent}
          </p>
        )}
      </Form>
    </section>
  );
}
