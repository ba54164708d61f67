import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerTokenOf, MEMBER_TOKEN_LIFETIME_SECONDS, MemberTokens } from './member-token.ts';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const HOLDER = { userId: 'member-1', sessionId: 'session-1' };

describe('MemberTokens', () => {
  it('gives a token that names the member and their session (its id) for 15 minutes', async () => {
    const tokens = new MemberTokens(SECRET);
    const now = new Date();
    const issued = await tokens.issue(HOLDER, now);
    expect(await tokens.verify(issued.token)).toEqual(HOLDER);
    const payload = JSON.parse(Buffer.from(issued.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ sub: 'member-1', sid: 'session-1' });
    expect(issued.expiresAt.getTime() - Math.floor(now.getTime() / 1000) * 1000).toBe(MEMBER_TOKEN_LIFETIME_SECONDS * 1000);
  });

  it('refuses an expired token, another secret, a changed token and garbage', async () => {
    const tokens = new MemberTokens(SECRET);
    const old = await tokens.issue(HOLDER, new Date(Date.now() - (MEMBER_TOKEN_LIFETIME_SECONDS + 5) * 1000));
    expect(await tokens.verify(old.token)).toBeNull();
    const other = await new MemberTokens(`${SECRET}-other`).issue(HOLDER);
    expect(await tokens.verify(other.token)).toBeNull();
    const good = await tokens.issue(HOLDER);
    const [header, payload, signature] = good.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'member-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('refuses a token without a session, as issued before tokens named theirs', async () => {
    const tokens = new MemberTokens(SECRET);
    // Signed with the same key, audience and issuer as ours, with no `sid`.
    const key = new Uint8Array(createHmac('sha256', SECRET).update('arya/member-bearer-token/v1').digest());
    const withoutSession = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('member-1').setAudience('arya-shop').setIssuer('arya-community').setExpirationTime('15m').sign(key);
    expect(await tokens.verify(withoutSession)).toBeNull();
  });
});

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    expect(bearerTokenOf('Basic abc')).toBeNull();
    expect(bearerTokenOf('Bearer ')).toBeNull();
    expect(bearerTokenOf(undefined)).toBeNull();
  });
});
