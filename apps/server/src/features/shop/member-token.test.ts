import { describe, expect, it } from 'vitest';
import { bearerTokenOf, MEMBER_TOKEN_LIFETIME_SECONDS, MemberTokens } from './member-token.ts';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';

describe('MemberTokens', () => {
  it('gives a token that names the member for 15 minutes', async () => {
    const tokens = new MemberTokens(SECRET);
    const now = new Date();
    const issued = await tokens.issue('member-1', now);
    expect(await tokens.verify(issued.token)).toBe('member-1');
    expect(issued.expiresAt.getTime() - Math.floor(now.getTime() / 1000) * 1000).toBe(MEMBER_TOKEN_LIFETIME_SECONDS * 1000);
  });

  it('refuses an expired token, another secret, a changed token and garbage', async () => {
    const tokens = new MemberTokens(SECRET);
    const old = await tokens.issue('member-1', new Date(Date.now() - (MEMBER_TOKEN_LIFETIME_SECONDS + 5) * 1000));
    expect(await tokens.verify(old.token)).toBeNull();
    const other = await new MemberTokens(`${SECRET}-other`).issue('member-1');
    expect(await tokens.verify(other.token)).toBeNull();
    const good = await tokens.issue('member-1');
    const [header, payload, signature] = good.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'member-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
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
