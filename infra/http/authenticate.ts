import type { RequestHandler } from 'express';
import type { IdentityTokens, MediaPurpose } from '../adapters/identity/identityTokens.ts';
import type { SqlExecutor } from '../adapters/postgres/sqlClient.ts';
import { readSessionAccess, type SessionAccess } from '../../projector/projections/users/readUser.ts';
import { ApiError } from './apiError.ts';
import type { CallerAccess } from './defineRoute.ts';
import { th } from './messages.ts';

/**
 * Reads `Authorization: Bearer …` into `res.locals.access`. A missing token leaves the caller
 * anonymous (routes decide); a token that is invalid, expired, logged out, superseded by a password
 * change, or whose account is suspended or erased is a 401 at once, so the PWA signs out. Roles come
 * from the account's current state, never from the token.
 */
export function authenticate(tokens: IdentityTokens, db: SqlExecutor): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('authorization');
    if (!header) return next();
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? await tokens.verifySession(token) : null;
    const access: SessionAccess | null = claims
      ? await readSessionAccess(db, claims.uid, claims.sessionId)
      : null;
    if (!claims || !access) throw new ApiError(401, 'UNAUTHORIZED', th.unauthorized);
    res.locals.access = { ...access, sessionId: claims.sessionId };
    next();
  };
}

/**
 * The caller behind a media token (`?t=` on a stream URL), checked as strictly as a Bearer session:
 * a valid signature, not expired, issued for `purpose`, and its session and account still open the
 * door as members. Null for anything else (the route answers 401, as for a bad token). The clip it
 * names comes back for the route to compare with the one asked for.
 */
export async function mediaTokenAccess(
  tokens: IdentityTokens,
  db: SqlExecutor,
  purpose: MediaPurpose,
  token: string,
): Promise<{ caller: CallerAccess; clipId: string } | null> {
  const claims = await tokens.verifyMedia(purpose, token);
  const access = claims ? await readSessionAccess(db, claims.uid, claims.sessionId) : null;
  if (!claims || !access || !access.emailVerified || access.deactivated) return null;
  return { caller: { ...access, sessionId: claims.sessionId }, clipId: claims.clipId };
}
