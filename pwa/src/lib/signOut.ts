/** Ends the session on the server (POST /auth/logout), then always clears it in this browser. */
import { z } from 'zod';
import { apiRequest, isApiError } from './apiClient.ts';
import { clearSession, getToken } from './session.ts';

/** Resolves true when the server ended the session, false when only this browser forgot it. */
export async function signOut(): Promise<boolean> {
  let ended = true;
  if (getToken()) {
    try {
      await apiRequest('/auth/logout', { method: 'POST', schema: z.unknown(), quietUnauthorized: true });
    } catch (error) {
      // A 401 means the server had already ended this session: the goal is reached.
      ended = isApiError(error) && error.status === 401;
    }
  }
  clearSession();
  return ended;
}
