/**
 * GET /api/users/videos/duplicate?sha256=: is this file already one of the seller's clips, or on
 * sale by someone else. Advice before the upload; the server refuses a second copy anyway.
 */
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const duplicateSchema = z.object({
  own: z.object({ videoId: z.string(), title: z.string(), status: z.string() }).nullable(),
  onSaleByOthers: z.boolean(),
});
export type DuplicateAnswer = z.infer<typeof duplicateSchema>;

export function checkDuplicate(sha256: string, signal?: AbortSignal): Promise<DuplicateAnswer> {
  return apiRequest('/users/videos/duplicate', { query: { sha256 }, schema: duplicateSchema, signal, fresh: true });
}
