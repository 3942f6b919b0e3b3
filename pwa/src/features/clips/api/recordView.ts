/** POST /videos/{id}/view: the detail page counts a view (the server keeps one per viewer a day). */
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

export function recordView(id: string): Promise<unknown> {
  return apiRequest(`/videos/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    schema: z.unknown(),
    // A counter must never sign anyone out or bother them.
    quietUnauthorized: true,
  });
}

/** Once per load of a clip's page (when `enabled`); fire-and-forget, a failure is ignored. */
export function useRecordView(id: string, enabled = true): void {
  // A ref survives StrictMode's second effect run, so a development mount counts once too.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || counted.current === id) return;
    counted.current = id;
    recordView(id).catch(() => undefined);
  }, [id, enabled]);
}
