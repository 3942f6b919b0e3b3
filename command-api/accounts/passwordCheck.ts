import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../infra/http/apiError.ts';
import { th } from '../../infra/http/messages.ts';
import type { PasswordHasher } from '../../infra/identity/passwords.ts';
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

/** Counts the attempt before any password work; a 429 when the key or address must wait. */
export async function reserveAttempt(deps: IdentityDeps, key: string, req: Request): Promise<void> {
  const wait = await deps.limiter.reserve(key, clientAddress(req));
  if (wait > 0)
    throw new ApiError(429, 'TOO_MANY_ATTEMPTS', th.auth.tooManyAttempts, undefined, {
      retryAfterSeconds: wait,
    });
}

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
  const key = `uid:${uid}`;
  await reserveAttempt(deps, key, req);
  if (!(await deps.passwords.verify(password, stored))) return false;
  await deps.limiter.succeeded(key, clientAddress(req));
  return true;
}
