/** Re-reads the signed-in user from the API (GET /auth/profile) and stores it. */
import * as z from 'zod/mini';
import { apiRequest } from './apiClient.ts';
import { saveStoredUser, storedUserSchema, type StoredUser } from './session.ts';

// The profile answer is the user itself or wraps it as { user }.
const profileSchema = z.union([
  z.pipe(
    z.object({ user: storedUserSchema }),
    z.transform((d) => d.user),
  ),
  storedUserSchema,
]);

/** Always asks the server (no HTTP cache); the backend user overrides the stored one (spec §3). */
export async function refreshStoredUser(signal?: AbortSignal): Promise<StoredUser> {
  const user = await apiRequest('/auth/profile', {
    schema: profileSchema,
    fresh: true,
    ...(signal ? { signal } : {}),
  });
  saveStoredUser(user);
  return user;
}
