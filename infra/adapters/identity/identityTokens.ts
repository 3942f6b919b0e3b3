import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** `download-purchase`: a buyer's short-lived link to a purchased original (its id is the purchase). */
export type LinkPurpose = 'verify-email' | 'reset-password' | 'download-purchase';

/** What a media token lets its holder do; the only purpose today. */
export type MediaPurpose = 'watch-original';

export interface MediaClaims {
  uid: string;
  /** The session it was issued under: ending that session ends the token too. */
  sessionId: string;
  clipId: string;
  purpose: MediaPurpose;
}

export interface SessionClaims {
  uid: string;
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

const ISSUER = 'dashclip';

/**
 * Signed tokens (HS256, `jose`): session access tokens, the single-use links mailed for
 * e-mail verification and password reset, and short-lived media tokens bound to one clip (a
 * `<video src>` cannot send the Bearer header, so the stream URL carries one of these instead). Single use is the decider's job (the link names an id
 * that must still be the latest one); the signature and expiry are checked here.
 */
export function identityTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, string>, subject: string, expiresAt: Date) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  const verify = async (token: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };
  return {
    /**
     * A keyed hash (HMAC-SHA256 with the token secret) for keys that must not reveal what they
     * stand for, such as the sign-in limits' e-mail and network keys: unlike a plain hash, nobody
     * without the secret can test guesses against it.
     */
    pseudonym(value: string): string {
      return createHmac('sha256', key).update(`pseudonym:${value}`).digest('base64url');
    },
    issueSession(uid: string, sessionId: string, expiresAt: Date): Promise<string> {
      return sign({ aud: 'session', sid: sessionId }, uid, expiresAt);
    },
    async verifySession(token: string): Promise<SessionClaims | null> {
      const payload = await verify(token, 'session');
      if (!payload?.sub || typeof payload.sid !== 'string' || typeof payload.iat !== 'number') return null;
      return { uid: payload.sub, sessionId: payload.sid, issuedAt: payload.iat };
    },
    /** `sessionId`: the link is only good while that session lasts (download links). */
    issueLink(
      purpose: LinkPurpose,
      uid: string,
      id: string,
      expiresAt: Date,
      sessionId?: string,
    ): Promise<string> {
      return sign({ aud: purpose, jti: id, ...(sessionId ? { sid: sessionId } : {}) }, uid, expiresAt);
    },
    async verifyLink(
      purpose: LinkPurpose,
      token: string,
    ): Promise<{ uid: string; id: string; sessionId: string | null } | null> {
      const payload = await verify(token, purpose);
      if (!payload?.sub || !payload.jti) return null;
      return {
        uid: payload.sub,
        id: payload.jti,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      };
    },
    issueMedia(claims: MediaClaims, expiresAt: Date): Promise<string> {
      return sign(
        { aud: 'media', sid: claims.sessionId, clip: claims.clipId, pur: claims.purpose },
        claims.uid,
        expiresAt,
      );
    },
    async verifyMedia(purpose: MediaPurpose, token: string): Promise<MediaClaims | null> {
      const payload = await verify(token, 'media');
      if (!payload?.sub || payload.pur !== purpose) return null;
      if (typeof payload.sid !== 'string' || typeof payload.clip !== 'string') return null;
      return { uid: payload.sub, sessionId: payload.sid, clipId: payload.clip, purpose };
    },
  };
}
export type IdentityTokens = ReturnType<typeof identityTokens>;
