import type { RequestHandler } from 'express';
import type { TokenSigner } from '../identity/tokens.ts';
import { ApiError } from './apiError.ts';
import { th } from './messages.ts';

/**
 * Reads `Authorization: Bearer …` into `res.locals.actor`. A missing token leaves the caller
 * anonymous (routes decide); a present but invalid or expired one is a 401, so the PWA signs out.
 */
export function authenticate(signer: TokenSigner, options: { allowDevTokens: boolean }): RequestHandler {
  return (req, res, next) => {
    const header = req.header('authorization');
    if (!header) return next();
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? signer.verify(token) : null;
    if (!claims || (claims.dev && !options.allowDevTokens))
      throw new ApiError(401, 'UNAUTHORIZED', th.unauthorized);
    res.locals.actor = { id: claims.sub, role: claims.role };
    next();
  };
}
