import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../../lib/apiClient.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { common, errors } from '../../../lib/texts.ts';
import { sellerPage } from '../clipsTexts.ts';

/** The seller page failed: ไม่พบผู้ขาย for an unknown seller, else the message and a retry. */
export function SellerPageError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <section className="state-screen" role="alert">
      <h1>{notFound ? sellerPage.notFound : errors.generic}</h1>
      {!notFound && <p className="muted">{isApiError(error) ? error.message : errors.fetchFailed}</p>}
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
