import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { RegisterValues } from '../schemas/authSchemas.ts';

const registeredSchema = z.object({ requiresVerification: z.boolean().default(true) }).loose();

/** POST /auth/register (local accounts) → 201 { user, requiresVerification }; 409 EMAIL_ALREADY_IN_USE. */
export async function register(values: RegisterValues): Promise<{ requiresVerification: boolean }> {
  const { phone, ...rest } = values;
  return apiRequest('/auth/register', {
    method: 'POST',
    body: { ...rest, ...(phone ? { phone } : {}) },
    schema: registeredSchema,
    anonymous: true,
  });
}
