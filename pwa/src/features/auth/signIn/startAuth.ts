/**
 * Application start (admin spec §4): the stored user is used at once (the session store reads it),
 * then refreshed from GET /auth/profile. The start gives up waiting after 3 s and carries on with
 * the stored user; a late answer still updates it. A corrupt stored user is removed; a 401 ends
 * the session through the API client (cleared, sent home, told to sign in again).
 */
import { isApiError } from '../../../lib/apiClient.ts';
import { refreshStoredUser } from '../../../lib/refreshStoredUser.ts';
import { getToken, readStoredUser } from '../../../lib/session.ts';

export const AUTH_START_TIMEOUT_MS = 3000;

export type AuthStartResult = 'signedOut' | 'refreshed' | 'timedOut' | 'failed';

export async function startAuth(timeoutMs = AUTH_START_TIMEOUT_MS): Promise<AuthStartResult> {
  readStoredUser(); // removes a stored user that is not valid JSON or not a user
  if (!getToken()) return 'signedOut';

  const refresh = refreshStoredUser().then(
    () => 'refreshed' as const,
    (error: unknown) =>
      isApiError(error) && error.status === 401 ? ('signedOut' as const) : ('failed' as const),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timedOut'>((resolve) => {
    timer = setTimeout(() => resolve('timedOut'), timeoutMs);
  });
  try {
    return await Promise.race([refresh, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let firstStart: Promise<AuthStartResult> | null = null;

/** The start runs once per page load, however often the shell mounts (StrictMode mounts twice). */
export function startAuthOnce(): Promise<AuthStartResult> {
  firstStart ??= startAuth();
  return firstStart;
}
