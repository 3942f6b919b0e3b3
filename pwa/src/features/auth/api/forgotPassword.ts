import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

/** POST /auth/forgot-password → always { sent: true }, whether or not the account exists. */
export async function forgotPassword(email: string): Promise<void> {
  await apiRequest('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    schema: z.unknown(),
    anonymous: true,
  });
}
