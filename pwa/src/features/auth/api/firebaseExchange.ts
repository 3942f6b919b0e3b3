import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { signedInSchema } from './authUser.ts';

export interface AdditionalData {
  userType: string;
  firstName: string;
  lastName: string;
  phone?: string;
  provider: string;
}

const exchangeSchema = signedInSchema.extend({ isNewUser: z.boolean().default(false) });
export type Exchanged = z.infer<typeof exchangeSchema>;

/**
 * POST /auth/firebase-auth: trades a Firebase ID token for our session. Without additionalData an
 * unknown identity is refused with 404 USER_NOT_REGISTERED; 401 INVALID_ID_TOKEN.
 */
export function firebaseExchange(idToken: string, additionalData?: AdditionalData): Promise<Exchanged> {
  return apiRequest('/auth/firebase-auth', {
    method: 'POST',
    body: { idToken, ...(additionalData ? { additionalData } : {}) },
    schema: exchangeSchema,
    anonymous: true,
  });
}
