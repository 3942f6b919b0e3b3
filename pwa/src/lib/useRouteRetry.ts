import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Retry for a route's errorComponent: reset the query error boundary (so failed queries run again
 * instead of rethrowing their cached error) and re-run the route's loaders.
 */
export function useRouteRetry(): () => void {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  return useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);
}
