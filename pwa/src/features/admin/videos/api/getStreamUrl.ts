/**
 * POST /videos/{id}/stream-token: a short-lived URL of the clip's original that carries its own
 * token, because a <video src> cannot send the Bearer header. The browser then streams it with
 * ordinary Range requests instead of the whole file being held in memory.
 */
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';

export const streamUrlSchema = z.object({
  url: z.string().startsWith('/api/'),
  expiresInSeconds: z.number().int().positive(),
});
export type StreamUrl = z.infer<typeof streamUrlSchema>;

export function getStreamUrl(id: string, signal?: AbortSignal): Promise<StreamUrl> {
  return apiRequest(`/videos/${encodeURIComponent(id)}/stream-token`, {
    method: 'POST',
    schema: streamUrlSchema,
    signal,
  });
}
