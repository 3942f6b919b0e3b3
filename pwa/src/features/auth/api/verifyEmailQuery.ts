import { queryOptions } from '@tanstack/react-query';
import { verifyEmail } from './verifyEmail.ts';

/**
 * A link works once, so the POST runs as a query: concurrent mounts share one request and the
 * answer is kept for the page's life instead of being asked again (a second ask says "used").
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
