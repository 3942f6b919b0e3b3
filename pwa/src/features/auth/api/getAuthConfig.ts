/** GET /auth/config: which sign-in the PWA shows, and whether the debug pages exist. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

export const authConfigSchema = z.object({
  provider: z.enum(['local', 'firebase']),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      emulatorUrl: z.string().optional(),
    })
    .optional(),
  devTools: z.boolean().default(false),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** What the app assumes while the server cannot say: local accounts, no debug pages. */
export const FALLBACK_AUTH_CONFIG: AuthConfig = { provider: 'local', devTools: false };

export function getAuthConfig(): Promise<AuthConfig> {
  return apiRequest('/auth/config', { schema: authConfigSchema, anonymous: true });
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: Infinity });
