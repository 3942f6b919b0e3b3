import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { RegisterValues } from '../schemas/authSchemas.ts';

const registeredSchema = z.object({ requiresVerification: z.boolean().default(true) }).loose();

/**
 * POST /auth/register (local accounts) → 201 { requiresVerification }, also for an address that
 * already has an account (its owner is mailed instead): the answer never tells who is registered.
 */
export async function register(values: RegisterValues): Promise<{ requiresVerification: boolean }> {
  const { phone, ...rest } = values;
  return apiRequest('/auth/register', {
    method: 'POST',
    body: { ...rest, ...(phone ? { phone } : {}) },
    schema: registeredSchema,
    anonymous: true,
  });
}
