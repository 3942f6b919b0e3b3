/** GET /users/purchases/{id}/download: a short-lived link to the original, for its buyer only. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { openDownload } from '../utils/openDownload.ts';

const downloadSchema = z.object({ url: z.string().min(1) });

export function getDownloadUrl(purchaseId: string): Promise<string> {
  return apiRequest(`/users/purchases/${encodeURIComponent(purchaseId)}/download`, {
    schema: downloadSchema,
    fresh: true,
  }).then(({ url }) => url);
}

/** Asks for the link, then lets the browser fetch it (the file arrives as a download). */
export function useDownloadPurchase() {
  return useMutation({
    mutationFn: async (purchaseId: string) => openDownload(await getDownloadUrl(purchaseId)),
  });
}
