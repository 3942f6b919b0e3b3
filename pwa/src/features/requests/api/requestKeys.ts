/** The query keys of footage requests: every change a member makes invalidates `all`. */
import type { QueryValue } from '../../../lib/apiClient.ts';

export const requestKeys = {
  all: ['requests'] as const,
  board: (query: Record<string, QueryValue>) => [...requestKeys.all, 'board', query] as const,
  map: (bbox: string) => [...requestKeys.all, 'map', bbox] as const,
  one: (requestId: string) => [...requestKeys.all, 'one', requestId] as const,
  matches: (requestId: string) => [...requestKeys.all, 'matches', requestId] as const,
  mine: (page: number) => [...requestKeys.all, 'mine', page] as const,
  alerts: () => [...requestKeys.all, 'alerts'] as const,
};
