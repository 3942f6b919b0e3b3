import { createHmac, timingSafeEqual } from 'node:crypto';

export type Role = 'buyer' | 'seller' | 'admin';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Seconds since the epoch. */
  exp: number;
  /** Marks tokens minted by the dev seed; only accepted when dev tokens are allowed. */
  dev?: true;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signed bearer tokens (HMAC-SHA256): `payload.signature`, both base64url. */
export function tokenSigner(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    issue(claims: TokenClaims): string {
      const payload = encode(claims);
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenClaims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
        if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
          return null;
        if (!['buyer', 'seller', 'admin'].includes(claims.role)) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof tokenSigner>;
