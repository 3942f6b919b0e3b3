/**
 * POST /requests opens a request (a signed-in member with a verified e-mail, at most
 * REQUEST_OPEN_MAX open); PUT /requests/{id} changes the owner's open request. Both take the form's
 * output as their body; the answer names the request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { RequestBody } from '../form/requestFormSchema.ts';
import { requestKeys } from './requestKeys.ts';

const savedSchema = z.object({ requestId: z.string().min(1) });

export function openRequest(body: RequestBody) {
  return apiRequest('/requests', { method: 'POST', body, schema: savedSchema });
}

export function editRequest(requestId: string, body: Partial<RequestBody>) {
  return apiRequest(`/requests/${encodeURIComponent(requestId)}`, {
    method: 'PUT',
    body,
    schema: savedSchema,
  });
}

export function useOpenRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export function useEditRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<RequestBody>) => editRequest(requestId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
