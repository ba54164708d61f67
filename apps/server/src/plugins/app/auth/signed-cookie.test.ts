import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedCookie } from './signed-cookie.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const sign = (value: string, secret = SECRET) => `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

describe('verifySignedCookie', () => {
  it('gives back the value of a well-signed cookie', () => {
    expect(verifySignedCookie(sign('session-token-123'), SECRET)).toBe('session-token-123');
  });

  it.each([
    ['another secret', sign('session-token-123', 'another-secret-of-thirty-two-chars!!')],
    ['a changed value', sign('session-token-123').replace('123', '124')],
    ['no signature', 'session-token-123'],
    ['a cut signature', sign('session-token-123').slice(0, -2)],
    ['an empty value', sign('')],
    ['garbage', '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
  ])('refuses %s', (_, cookie) => {
    expect(verifySignedCookie(cookie, SECRET)).toBeNull();
  });
});
