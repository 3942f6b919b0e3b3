import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { RECENT_SIGN_IN_SECONDS } from '../constants.ts';
import type { PasswordHasher } from '../../infra/adapters/identity/passwords.ts';
import { DomainError } from '../domain/decider.ts';
import { verifiedIdentity } from './exchangeFirebaseToken.ts';
import type { IdentityDeps } from './identityDeps.ts';

/** The address sign-in limits count (Express's `req.ip`: X-Forwarded-For only with TRUST_PROXY). */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const decoys = new WeakMap<PasswordHasher, Promise<string>>();
/** A hash nobody's password matches, at the current cost: an unknown account costs as much time. */
export function decoyHash(passwords: PasswordHasher): Promise<string> {
  let decoy = decoys.get(passwords);
  if (!decoy) decoys.set(passwords, (decoy = passwords.hash(randomUUID())));
  return decoy;
}

/** Counts the attempt before any password work; TOO_MANY_ATTEMPTS when the key or address must wait. */
export async function reserveAttempt(deps: IdentityDeps, key: string, req: Request): Promise<void> {
  const wait = await deps.limiter.reserve(key, clientAddress(req));
  if (wait > 0) throw new DomainError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: wait });
}

/** The limit key of an account's password checks: re-checks and sign-in count on it alike. */
export const passwordCheckKey = (uid: string) => `uid:${uid}`;

/**
 * A signed-in person's password, asked again before a sensitive change (password, bank account):
 * limited like sign-in, so a stolen session cannot guess it. False when it does not match.
 */
export async function confirmPassword(
  deps: IdentityDeps,
  uid: string,
  req: Request,
  password: string,
  stored: string,
): Promise<boolean> {
  const key = passwordCheckKey(uid);
  await reserveAttempt(deps, key, req);
  if (!(await deps.passwords.verify(password, stored))) return false;
  await deps.limiter.succeeded(key, clientAddress(req));
  return true;
}

/**
 * Proof that the person at the keyboard is the account's owner, asked before a sensitive change
 * (payout bank account, erasure): the password for local accounts, or a Firebase ID token from a
 * sign-in within RECENT_SIGN_IN_SECONDS. A stolen session token alone is not enough.
 */
export async function requireFreshCredentials(
  deps: IdentityDeps,
  user: { uid: string; provider: string; passwordHash: string },
  req: Request,
  proof: { password?: string | undefined; idToken?: string | undefined },
  missingPassword: () => Error,
): Promise<void> {
  if (user.provider === 'password' && !deps.firebase) {
    if (!proof.password) throw missingPassword();
    if (!(await confirmPassword(deps, user.uid, req, proof.password, user.passwordHash)))
      throw new DomainError('WRONG_PASSWORD');
    return;
  }
  if (!deps.firebase || !proof.idToken) throw new DomainError('REQUIRES_RECENT_LOGIN');
  const identity = await verifiedIdentity(deps.firebase, proof.idToken);
  const age = Date.now() / 1000 - identity.authTimeSeconds;
  if (identity.firebaseUid !== user.uid || age > RECENT_SIGN_IN_SECONDS)
    throw new DomainError('REQUIRES_RECENT_LOGIN');
}
