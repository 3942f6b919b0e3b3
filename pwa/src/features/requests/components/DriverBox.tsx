import { Link } from '@tanstack/react-router';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { useSession } from '../../../lib/session.ts';
import { requestsTexts } from '../requestsTexts.ts';

const t = requestsTexts.driver;

/**
 * For drivers who passed there: first lock or copy the footage now (dashcams overwrite it within
 * days), then send it through the upload form, linked to this request.
 */
export function DriverBox({ requestId }: { requestId: string }) {
  const session = useSession();
  const { openAuth } = useAuthPrompt();
  return (
    <section className="panel driver-box" aria-labelledby="driver-box-title">
      <h2 id="driver-box-title">{t.title}</h2>
      <p className="driver-box__first">
        <strong>{t.lockFirst}</strong>
      </p>
      <ol className="driver-box__steps">
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="muted">{t.then}</p>
      {session ? (
        <Link to="/upload" search={{ request: requestId }} className="button button--block">
          {t.send}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--block"
          onClick={() => openAuth({ mode: 'login', reason: t.sendNeedsSignIn })}
        >
          {t.send}
        </button>
      )}
    </section>
  );
}
