import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N = 2^17, r = 8, p = 1 (128 MiB and a few
 * hundred milliseconds per hash). Node's scrypt runs on the libuv pool, so at most its four
 * threads hash at once: about half a gigabyte at the peak.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Stored hashes claiming more than this are refused rather than computed (memory bound). */
const MAX_N = 2 ** 20;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Node refuses scrypt above `maxmem` (32 MiB by default); the need is 128·N·r plus 128·r·p. */
const maxmemFor = ({ N, r, p }: ScryptCost) => 128 * N * r + 128 * r * p + 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: maxmemFor(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: each hash carries its own cost, so old ones still verify. */
function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    rest.length === 0 &&
    !!salt &&
    !!hash &&
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    (cost.N & (cost.N - 1)) === 0 &&
    [cost.r, cost.p].every((v) => Number.isInteger(v) && v >= 1 && v <= 16);
  return valid ? { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : null;
}

/**
 * Hashes at `cost` and tells which stored hashes are weaker than it (upgraded at the next
 * successful sign-in). Production always uses OWASP_SCRYPT_COST; a lower cost exists only for the
 * test fixture, which passes it explicitly (there is no setting for it).
 */
export function passwordHasher(cost: ScryptCost = OWASP_SCRYPT_COST) {
  return {
    cost,
    async hash(password: string): Promise<string> {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },
    /** Constant-time check; a malformed or empty stored hash (an erased account) never matches. */
    async verify(password: string, stored: string): Promise<boolean> {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.cost);
      return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    },
    /** True when `stored` was made at a lower cost than this hasher's. */
    needsRehash(stored: string): boolean {
      const parsed = parse(stored);
      return !!parsed && (parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p);
    },
  };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;

const production = passwordHasher();
/** Hashes at OWASP's cost. */
export const hashPassword = (password: string) => production.hash(password);
/** Verifies a stored hash at whatever cost it was made with. */
export const verifyPassword = (password: string, stored: string) => production.verify(password, stored);
