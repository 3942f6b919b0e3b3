/** Ends the session on the server (POST /auth/logout), then always clears it in this browser. */
import * as z from 'zod/mini';
import { apiRequest, isApiError } from './apiClient.ts';
import { signOutOfFirebase, type FirebaseSettings } from './firebase/firebaseClient.ts';
import { clearSession, getToken } from './session.ts';

/**
 * Resolves true when the server ended the session, false when only this browser forgot it. In
 * Firebase mode the SDK's own session (kept for phone linking and re-authentication) ends too.
 */
export async function signOut(firebase?: FirebaseSettings | null): Promise<boolean> {
  if (firebase) await signOutOfFirebase(firebase).catch(() => undefined);
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
