import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

/** POST /auth/reset-password → { reset: true }; 400 RESET_LINK_INVALID. Ends every session. */
export async function resetPassword(body: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<void> {
  await apiRequest('/auth/reset-password', { method: 'POST', body, schema: z.unknown(), anonymous: true });
}
