import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../../lib/apiClient.ts';
import { common, errors } from '../../../lib/texts.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { clipDetail, sellerPage } from '../clipsTexts.ts';

/** The clip page failed: ไม่พบวิดีโอ for a missing clip, else the message, with a way back. */
export const ClipDetailError = (props: ErrorComponentProps) => (
  <ClipsErrorScreen {...props} notFoundTitle={clipDetail.notFound} notFoundBody={clipDetail.notFoundBody} />
);

/** The seller page failed: ไม่พบผู้ขาย for an unknown seller, else the message and a retry. */
export const SellerPageError = (props: ErrorComponentProps) => (
  <ClipsErrorScreen {...props} notFoundTitle={sellerPage.notFound} />
);

interface ClipsErrorScreenProps extends ErrorComponentProps {
  notFoundTitle: string;
  /** What a 404 says under its title; without one the title stands alone. */
  notFoundBody?: string;
}

/** A 404 names what is missing; any other failure shows the message and a retry. */
function ClipsErrorScreen({ error, notFoundTitle, notFoundBody }: ClipsErrorScreenProps) {
  const retry = useRouteRetry();
  const notFound = isApiError(error) && error.status === 404;
  const body = notFound ? notFoundBody : isApiError(error) ? error.message : errors.fetchFailed;
  return (
    <section className="state-screen" role="alert">
      <h1>{notFound ? notFoundTitle : errors.generic}</h1>
      {body !== undefined && <p className="muted">{body}</p>}
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
