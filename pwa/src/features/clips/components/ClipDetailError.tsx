import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../../lib/apiClient.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { common, errors } from '../../../lib/texts.ts';
import { clipDetail } from '../clipsTexts.ts';

/** Detail failed: ไม่พบวิดีโอ for a missing clip, else the message, with a way back. */
export function ClipDetailError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();

  const notFound = isApiError(error) && error.status === 404;
  return (
    <section className="state-screen" role="alert">
      <h1>{notFound ? clipDetail.notFound : errors.generic}</h1>
      <p className="muted">
        {notFound ? clipDetail.notFoundBody : isApiError(error) ? error.message : errors.fetchFailed}
      </p>
      <div className="actions">
        {!notFound && (
          <button type="button" className="button" onClick={retry}>
            {common.retry}
          </button>
        )}
        <Link to="/dashboard" className="button button--ghost">
          {common.backToDashboard}
        </Link>
      </div>
    </section>
  );
}
