import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const verifiedSchema = z.object({ verified: z.literal(true), email: z.string() });

/** POST /auth/verify-email → { verified, email }; 400 VERIFICATION_LINK_INVALID. */
export function verifyEmail(token: string): Promise<z.infer<typeof verifiedSchema>> {
  return apiRequest('/auth/verify-email', {
    method: 'POST',
    body: { token },
    schema: verifiedSchema,
    anonymous: true,
  });
}
