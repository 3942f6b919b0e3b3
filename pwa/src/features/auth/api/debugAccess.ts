import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { readSession } from '../../../lib/session.ts';
import { authConfigQueryOptions, FALLBACK_AUTH_CONFIG } from '../../../lib/authConfig.ts';

/**
 * The debug pages exist only in embedded mode (GET /auth/config → devTools) or for an admin
 * (DESIGN §7); for everyone else they are the not-found screen. They show only this browser's
 * own user either way.
 */
export async function requireDebugAccess(queryClient: QueryClient): Promise<void> {
  if (readSession()?.user.isAdmin) return;
  const config = await queryClient
    .ensureQueryData(authConfigQueryOptions())
    .catch(() => FALLBACK_AUTH_CONFIG);
  if (!config.devTools) throw notFound();
}
