import type { IdentityTokens, MediaPurpose } from '../../infra/adapters/identity/identityTokens.ts';
import type { CallerAccess } from '../../infra/http/defineRoute.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';

/**
 * The caller behind a media token (`?t=` on a stream URL), checked as strictly as a Bearer session:
 * a valid signature, not expired, issued for `purpose`, and its session and account still open the
 * door as members. Null for anything else (the route answers 401, as for a bad token). The clip it
 * names comes back for the route to compare with the one asked for.
 */
export async function mediaTokenAccess(
  tokens: IdentityTokens,
  readModels: Pick<ReadModelLookups, 'sessionAccess'>,
  purpose: MediaPurpose,
  token: string,
): Promise<{ caller: CallerAccess; clipId: string } | null> {
  const claims = await tokens.verifyMedia(purpose, token);
  const access = claims ? await readModels.sessionAccess(claims.uid, claims.sessionId) : null;
  if (!claims || !access || !access.emailVerified || access.deactivated) return null;
  return { caller: { ...access, sessionId: claims.sessionId }, clipId: claims.clipId };
}
