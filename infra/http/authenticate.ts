import type { RequestHandler } from 'express';
import { ApiError } from './apiError.ts';
import type { CallerAccess } from './defineRoute.ts';
import { th } from './messages.ts';

/**
 * Who a session token opens the door for, as the account is now (roles come from its current
 * state, never from the token); null when the token is invalid, expired, logged out, superseded by
 * a password change, or its account is suspended or erased. Built when the app is composed, from
 * the identity tokens and the users read model.
 */
export type LookupSession = (token: string) => Promise<CallerAccess | null>;

/**
 * Reads `Authorization: Bearer …` into `res.locals.access`. A missing token leaves the caller
 * anonymous (routes decide); a token the lookup does not honour is a 401 at once, so the PWA
 * signs out.
 */
export function authenticate(lookupSession: LookupSession): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('authorization');
    if (!header) return next();
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const access = token ? await lookupSession(token) : null;
    if (!access) throw new ApiError(401, 'UNAUTHORIZED', th.unauthorized);
    res.locals.access = access;
    next();
  };
}
