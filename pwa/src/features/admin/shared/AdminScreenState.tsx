import type { UseQueryResult } from '@tanstack/react-query';
import { adminCommon as t } from './adminSharedTexts.ts';

/**
 * An admin screen's loading line and its full error with a retry (admin spec §8: 'เกิดข้อผิดพลาด'
 * with the screen's own sub-message and 'ลองใหม่'); null once the data is there.
 */
export function AdminScreenState({ query, failed }: { query: UseQueryResult<unknown>; failed: string }) {
  if (query.isPending) {
    return (
      <p className="muted admin-state" role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="state-screen admin-state" role="alert">
        <h2>{t.failedTitle}</h2>
        <p>{failed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  return null;
}
