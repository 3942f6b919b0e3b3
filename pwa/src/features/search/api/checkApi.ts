/** GET /videos?test=true: the dashboard's connectivity check (spec §7), run once per visit. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { searchKeys } from './searchVideos.ts';

export const apiCheckQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.ping(),
    queryFn: ({ signal }) =>
      apiRequest('/videos', {
        query: { test: true },
        schema: z.object({ ok: z.literal(true) }),
        signal,
        fresh: true,
      }),
    staleTime: Infinity,
    retry: 1,
  });
