/**
 * GET /requests/{id}: one request. Open ones to anyone (pin rounded); any status to its owner and
 * admins, the owner with `isOwner`, the exact pin and, once removed, the admin's reason.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { requestKeys } from './requestKeys.ts';
import { requestSchema, type FootageRequest } from './requestSchema.ts';

export function getRequest(requestId: string, signal?: AbortSignal): Promise<FootageRequest> {
  return apiRequest(`/requests/${encodeURIComponent(requestId)}`, { schema: requestSchema, signal });
}

export const requestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.one(requestId),
    queryFn: ({ signal }) => getRequest(requestId, signal),
  });
