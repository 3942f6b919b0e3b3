import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiClient.ts';

const MAX_RETRIES = 2;

/**
 * Retries stay on for flaky mobile networks and server errors; a 4xx answer (not found,
 * forbidden, bad input) will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
    },
  });
}
