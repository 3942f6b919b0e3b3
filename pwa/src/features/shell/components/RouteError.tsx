import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../../lib/apiClient.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { common, errors } from '../../../lib/texts.ts';

/** A route's error state: the Thai message and a retry that resets the query error boundary. */
export function RouteError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();

  return (
    <section className="state-screen" role="alert">
      <h1>{errors.generic}</h1>
      <p>{isApiError(error) ? error.message : errors.fetchFailed}</p>
      <button type="button" className="button" onClick={retry}>
        {common.retry}
      </button>
    </section>
  );
}
