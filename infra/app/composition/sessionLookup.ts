import type { IdentityTokens } from '../../adapters/identity/identityTokens.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import type { LookupSession } from '../../http/authenticate.ts';
import { readSessionAccess } from '../../../projector/projections/users/readUser.ts';

/**
 * The edge's session lookup: a signed session token whose session and account, in the users read
 * model, still open the door.
 */
export function sessionLookup(tokens: IdentityTokens, db: SqlExecutor): LookupSession {
  return async (token) => {
    const claims = await tokens.verifySession(token);
    const access = claims ? await readSessionAccess(db, claims.uid, claims.sessionId) : null;
    return claims && access ? { ...access, sessionId: claims.sessionId } : null;
  };
}
