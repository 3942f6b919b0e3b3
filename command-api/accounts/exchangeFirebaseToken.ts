import type { z } from 'zod';
import type { firebaseAuthBody } from '../routes/accountSchemas.ts';
import { DomainError } from '../domain/decider.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { ExternalIdentity, ExternalIdentityVerifier, IdentityDeps } from './identityDeps.ts';
import { registerAccount } from './registerAccount.ts';
import { startSession } from './startSession.ts';
import { loadUser, nowIso, runUserCommand } from './userCommands.ts';

const TOKEN_ERRORS = new Set(['INVALID_ID_TOKEN', 'ID_TOKEN_EXPIRED', 'ID_TOKEN_REVOKED']);

/** Verifies a Firebase ID token; any token problem is the same INVALID_ID_TOKEN to the caller. */
export async function verifiedIdentity(
  verifier: ExternalIdentityVerifier,
  idToken: string,
): Promise<ExternalIdentity> {
  try {
    return await verifier.verify(idToken);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && TOKEN_ERRORS.has(code)) throw new DomainError('INVALID_ID_TOKEN');
    throw error;
  }
}

/**
 * The spec's identity exchange: a Firebase ID token (+ additionalData on sign-up) for a session of
 * ours. The Firebase uid is the account's uid. A person Firebase knows but we do not, who sent no
 * sign-up data, is told to register first (USER_NOT_REGISTERED). Verification comes from the token.
 */
export async function exchangeFirebaseToken(
  deps: IdentityDeps,
  verifier: ExternalIdentityVerifier,
  body: z.infer<typeof firebaseAuthBody>,
  correlationId: string,
) {
  const identity = await verifiedIdentity(verifier, body.idToken);
  const uid = identity.firebaseUid;
  const context: CommandContext = { actor: { id: uid, role: 'buyer' }, correlationId };
  let state = await loadUser(deps, uid);
  const isNewUser = state.status === 'none';
  if (state.status === 'erased') throw new DomainError('INVALID_ID_TOKEN');
  if (isNewUser) {
    const extra = body.additionalData;
    if (!extra) throw new DomainError('USER_NOT_REGISTERED');
    const displayName = `${extra.firstName} ${extra.lastName}`.trim() || identity.email.split('@')[0]!;
    await registerAccount(
      deps,
      {
        uid,
        provider: identity.provider,
        email: identity.email,
        firstName: extra.firstName,
        lastName: extra.lastName,
        displayName,
        phone: extra.phone ?? '',
        userType: extra.userType,
        passwordHash: '',
        emailVerified: identity.emailVerified,
      },
      context,
    );
    state = await loadUser(deps, uid);
  }
  if (state.status === 'registered' && identity.emailVerified && !state.emailVerified)
    await runUserCommand(deps, { type: 'VerifyEmail', uid, verificationId: null, now: nowIso() }, context);
  const session = await startSession(
    deps,
    {
      uid,
      provider: identity.provider,
      rememberMe: false,
      passwordVersion: null,
      requireVerifiedEmail: false,
    },
    context,
  );
  return { ...session, data: { ...session.data, isNewUser } };
}
