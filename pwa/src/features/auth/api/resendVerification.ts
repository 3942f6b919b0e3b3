import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const sentSchema = z.object({ retryAfterSeconds: z.number().int().nonnegative().optional() }).loose();

/** POST /auth/resend-verification → { sent, retryAfterSeconds }; 429 TOO_MANY_REQUESTS with retryAfterSeconds. */
export function resendVerification(email: string): Promise<{ retryAfterSeconds?: number | undefined }> {
  return apiRequest('/auth/resend-verification', {
    method: 'POST',
    body: { email },
    schema: sentSchema,
    anonymous: true,
  });
}
