import type { UseQueryResult } from '@tanstack/react-query';
import { SkeletonCards } from '../components/SkeletonCards.tsx';
import { common } from './texts.ts';

/**
 * A tab's loading line with skeleton cards, and its failure with a retry button, for a query that has no data yet;
 * null once the data is there, so the caller renders it.
 */
export function QueryStates({ query, failed }: { query: UseQueryResult<unknown>; failed: string }) {
  if (query.isPending) return <SkeletonCards count={2} />;
  if (query.isError) {
    return (
      <div className="state-screen state-screen--inline" role="alert">
        <p>{failed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {common.retry}
        </button>
      </div>
    );
  }
  return null;
}
