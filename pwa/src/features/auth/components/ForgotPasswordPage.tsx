import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { openAuth } from '../../../lib/authPrompt.tsx';
import { Form, SubmitButton, TextField } from '../../../lib/form.tsx';
import { auth as authTexts, emailVerification, forgotPassword as texts } from '../authTexts.ts';
import { forgotPassword } from '../api/forgotPassword.ts';
import { resetPassword } from '../api/resetPassword.ts';
import { emailSchema, resetPasswordSchema } from '../schemas/authSchemas.ts';
import './auth.css';

/** /forgot-password: ask for a reset link; with ?token= set the new password (docs/api.md). */
export function ForgotPasswordPage({ token }: { token: string | undefined }) {
  return (
    <section className="page auth-page">
      <h1>{token ? texts.resetTitle : texts.title}</h1>
      {token ? <ResetPassword token={token} /> : <RequestLink />}
      <p>
        <Link to="/login">{texts.backToLogin}</Link>
      </p>
    </section>
  );
}

function RequestLink() {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p className="success-text" role="status">
        {texts.sent}
      </p>
    );
  }
  return (
    <>
      <p className="muted">{texts.intro}</p>
      <Form
        schema={emailSchema}
        defaultValues={{ email: '' }}
        onSubmit={async ({ email }) => {
          await forgotPassword(email);
          setSent(true);
        }}
        label={texts.formLabel}
      >
        <TextField<{ email: string }>
          name="email"
          label={authTexts.email}
          type="email"
          autoComplete="email"
        />
        <SubmitButton busyText={authTexts.submitting}>{texts.submit}</SubmitButton>
      </Form>
    </>
  );
}

type ResetInput = { password: string; confirmPassword: string };

function ResetPassword({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <div className="panel">
        <p className="success-text" role="status">
          {texts.resetDone}
        </p>
        <button type="button" className="button" onClick={() => openAuth({ mode: 'login' })}>
          {emailVerification.signIn}
        </button>
      </div>
    );
  }
  return (
    <>
      <Form
        schema={resetPasswordSchema}
        defaultValues={{ password: '', confirmPassword: '' }}
        onSubmit={async (values) => {
          await resetPassword({ token, ...values });
          setDone(true);
        }}
        label={texts.resetFormLabel}
      >
        <TextField<ResetInput>
          name="password"
          label={texts.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <TextField<ResetInput>
          name="confirmPassword"
          label={texts.confirmNewPassword}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busyText={authTexts.submitting}>{texts.resetSubmit}</SubmitButton>
      </Form>
      <p>
        <Link to="/forgot-password">{texts.requestNewLink}</Link>
      </p>
    </>
  );
}
