import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../../lib/apiClient.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { clips, common, errors } from '../../../lib/texts.ts';

/** The clip list failed: the server's message (or the generic one) and a retry. */
export function ClipListError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();

  return (
    <section className="state-screen" role="alert">
      <h1>{clips.loadFailed}</h1>
      <p>{isApiError(error) ? error.message : errors.fetchFailed}</p>
      <button type="button" className="button" onClick={retry}>
        {common.retry}
      </button>
    </section>
  );
}
