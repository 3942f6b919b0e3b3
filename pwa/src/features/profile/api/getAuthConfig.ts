import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { profileKeys } from './getProfile.ts';

// Only what the profile needs: devTools is true in embedded mode (dev SMS outbox exists).
const authConfigSchema = z.object({ devTools: z.boolean().catch(false) });

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.authConfig(),
    queryFn: ({ signal }) => apiRequest('/auth/config', { schema: authConfigSchema, signal }),
    staleTime: Infinity,
  });

/** True only when the server says it runs embedded with dev tools; false while unknown. */
export function useDevTools(): boolean {
  const { data } = useQuery(authConfigQueryOptions());
  return data?.devTools ?? false;
}
