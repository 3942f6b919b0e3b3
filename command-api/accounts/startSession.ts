import { randomUUID } from 'node:crypto';
import { REMEMBER_ME_SECONDS, SESSION_SECONDS } from '../constants.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { IdentityDeps } from './identityDeps.ts';
import { nowIso, runUserCommand, userViewAfter } from './userCommands.ts';

/**
 * Records the sign-in (UserLoggedIn) and answers a session token once the read model that
 * authenticates requests knows the session: the very next request with it succeeds.
 */
export async function startSession(
  deps: IdentityDeps,
  options: {
    uid: string;
    provider: 'password' | 'google.com' | 'facebook.com';
    rememberMe: boolean;
    passwordVersion: number | null;
    requireVerifiedEmail: boolean;
  },
  context: CommandContext,
) {
  const sessionId = randomUUID();
  const expiresAt = new Date(
    Date.now() + (options.rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS) * 1000,
  );
  const { position } = await runUserCommand(
    deps,
    { type: 'LogIn', ...options, sessionId, expiresAt: expiresAt.toISOString(), now: nowIso() },
    context,
  );
  const user = await userViewAfter(deps, options.uid, position);
  const token = await deps.tokens.issueSession(options.uid, sessionId, expiresAt);
  return { data: { token, expiresAt: expiresAt.toISOString(), user }, position };
}
