/**
 * GET /users/purchases/{id}/download: a short-lived link to a bought original, for its buyer only.
 * Shared by the pages that offer the download right where the buyer is (payment result, clip page).
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './apiClient.ts';

const downloadLinkSchema = z.object({ url: z.string().min(1) });

export function purchaseDownloadUrl(purchaseId: string): Promise<string> {
  return apiRequest(`/users/purchases/${encodeURIComponent(purchaseId)}/download`, {
    schema: downloadLinkSchema,
    fresh: true,
  }).then(({ url }) => url);
}

/** Asks for the link, then lets the browser fetch it: the server answers with the file as an attachment. */
export function usePurchaseDownload() {
  return useMutation({
    mutationFn: async (purchaseId: string) => {
      window.location.assign(await purchaseDownloadUrl(purchaseId));
    },
  });
}
