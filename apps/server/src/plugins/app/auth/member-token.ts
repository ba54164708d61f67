import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Spec 1 §7: the shop and licence contracts take the member's bearer token from GET /api/server-management/token. */
export const MEMBER_TOKEN_LIFETIME_SECONDS = 15 * 60;
const AUDIENCE = 'arya-shop';
const ISSUER = 'arya-community';

export interface MemberToken {
  token: string;
  expiresAt: Date;
}

/** Whom a token was issued to: the member, and the session they were signed in with when they asked for it. */
export interface TokenHolder {
  userId: string;
  sessionId: string;
}

/**
 * Signs and checks the member's short-lived bearer token (an HS256 JWT naming the member, and in
 * its `sid` claim the id of the session it was issued to, never that session's token: the token
 * dies with the session, see bearer.ts). Its key
 * is derived from the auth secret for this use only, so a session cookie's signature never
 * verifies as a token nor the reverse.
 */
export class MemberTokens {
  private readonly key: Uint8Array;

  constructor(authSecret: string) {
    this.key = new Uint8Array(createHmac('sha256', authSecret).update('arya/member-bearer-token/v1').digest());
  }

  async issue(holder: TokenHolder, now: Date = new Date()): Promise<MemberToken> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + MEMBER_TOKEN_LIFETIME_SECONDS;
    const token = await new SignJWT({ sid: holder.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(holder.userId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * The member and session a token names, or null for a token that is forged, expired, not one of
   * ours, or issued before tokens named their session. Whether that session is still signed in is
   * for the caller to check.
   */
  async verify(token: string): Promise<TokenHolder | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
      const { sub, sid } = payload;
      return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { userId: sub, sessionId: sid } : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
