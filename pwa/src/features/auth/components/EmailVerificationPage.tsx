import { useQuery } from '@tanstack/react-query';
import { openAuth } from '../../../lib/authPrompt.tsx';
import { emailVerification as texts } from '../authTexts.ts';
import { verifyEmailQueryOptions } from '../api/verifyEmailQuery.ts';
import { ResendVerificationForm } from './ResendVerificationForm.tsx';
import './auth.css';

/** /email-verification?token=…: confirms the mailed link, or explains why not and offers a new one. */
export function EmailVerificationPage({ token }: { token: string | undefined }) {
  return (
    <section className="page auth-page">
      <h1>{texts.title}</h1>
      {token ? (
        <Verification token={token} />
      ) : (
        <>
          <p className="error-text" role="alert">
            {texts.noToken}
          </p>
          <ResendVerificationForm />
        </>
      )}
    </section>
  );
}

function Verification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));

  if (verification.isPending) {
    return (
      <p role="status" className="muted">
        {texts.verifying}
      </p>
    );
  }
  if (verification.isError) {
    return (
      <>
        <p className="error-text" role="alert">
          {verification.error.message || texts.linkInvalid}
        </p>
        <ResendVerificationForm />
      </>
    );
  }
  return (
    <div className="panel">
      <p className="success-text" role="status">
        {texts.success}
      </p>
      <p>{texts.successBody(verification.data.email)}</p>
      <button type="button" className="button" onClick={() => openAuth({ mode: 'login' })}>
        {texts.signIn}
      </button>
    </div>
  );
}
