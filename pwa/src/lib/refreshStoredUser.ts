/** Re-reads the signed-in user from the API (GET /auth/profile) and stores it. */
import { z } from 'zod';
import { apiRequest } from './apiClient.ts';
import { saveStoredUser, storedUserSchema, type StoredUser } from './session.ts';

// The profile answer is the user itself or wraps it as { user }.
const profileSchema = z.union([
  z.object({ user: storedUserSchema }).transform((d) => d.user),
  storedUserSchema,
]);

export async function refreshStoredUser(): Promise<StoredUser> {
  const user = await apiRequest('/auth/profile', { schema: profileSchema });
  saveStoredUser(user);
  return user;
}
