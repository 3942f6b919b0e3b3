/** GET /auth/config: which sign-in the PWA shows, and whether the debug pages exist. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './apiClient.ts';

export const authConfigSchema = z.object({
  provider: z.enum(['local', 'firebase']),
  firebase: z.optional(
    z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      emulatorUrl: z.optional(z.string()),
    }),
  ),
  devTools: z._default(z.boolean(), false),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** What the app assumes while the server cannot say: local accounts, no debug pages. */
export const FALLBACK_AUTH_CONFIG: AuthConfig = { provider: 'local', devTools: false };

export function getAuthConfig(): Promise<AuthConfig> {
  return apiRequest('/auth/config', { schema: authConfigSchema, anonymous: true });
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: Infinity });

/** The server's sign-in settings; the fallback while they load or when the server cannot say. */
export function useAuthConfig(): AuthConfig {
  const { data } = useQuery(authConfigQueryOptions());
  return data ?? FALLBACK_AUTH_CONFIG;
}

/** True only when the server says it runs embedded with dev tools (dev mailbox and SMS outbox). */
export function useDevTools(): boolean {
  return useAuthConfig().devTools;
}

/** The Firebase web settings when the server runs in Firebase mode, else null (local accounts). */
export async function firebaseSettingsOf(queryClient: QueryClient): Promise<AuthConfig['firebase'] | null> {
  const config = await queryClient
    .ensureQueryData(authConfigQueryOptions())
    .catch(() => FALLBACK_AUTH_CONFIG);
  return config.provider === 'firebase' ? (config.firebase ?? null) : null;
}
