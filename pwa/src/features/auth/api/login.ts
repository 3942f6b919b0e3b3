import { apiRequest } from '../../../lib/apiClient.ts';
import type { LoginValues } from '../schemas/authSchemas.ts';
import { signedInSchema, type SignedIn } from './authUser.ts';

/** POST /auth/login (local accounts). 401 INVALID_CREDENTIAL, 403 EMAIL_NOT_VERIFIED / ACCOUNT_SUSPENDED, 429 TOO_MANY_ATTEMPTS. */
export function login(values: LoginValues): Promise<SignedIn> {
  return apiRequest('/auth/login', { method: 'POST', body: values, schema: signedInSchema, anonymous: true });
}
