import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, withScriptNonce } from './security-headers.ts';

const base = { secureCookies: true, TAG_MANAGER_ID_FR: undefined, TAG_MANAGER_ID_EN: undefined } as const;

describe('contentSecurityDirectives', () => {
  it("plays the coach's recording before it is published (blob: media) in every environment", () => {
    for (const environment of ['development', 'test', 'staging', 'production'] as const) {
      expect(contentSecurityDirectives({ ...base, environment }).mediaSrc).toEqual(["'self'", 'blob:']);
    }
  });

  it('allows the tag manager only in production, and only when a container is configured', () => {
    const hosts = (directives: ReturnType<typeof contentSecurityDirectives>) => [...directives.scriptSrc, ...directives.connectSrc, ...directives.frameSrc].filter((source) => /google/.test(source));
    expect(hosts(contentSecurityDirectives({ ...base, environment: 'production' }))).toEqual([]);
    expect(hosts(contentSecurityDirectives({ ...base, environment: 'staging', TAG_MANAGER_ID_FR: 'GTM-ABC' }))).toEqual([]);
    expect(hosts(contentSecurityDirectives({ ...base, environment: 'development', TAG_MANAGER_ID_EN: 'GTM-ABC' }))).toEqual([]);
    const on = contentSecurityDirectives({ ...base, environment: 'production', TAG_MANAGER_ID_EN: 'GTM-ABC' });
    expect(on.scriptSrc).toContain('https://www.googletagmanager.com');
    expect(on.connectSrc).toContain('https://www.google-analytics.com');
  });

  it('allows it in test when TAG_MANAGER_IN_TEST says so (the consent journey), with a container', () => {
    expect(contentSecurityDirectives({ ...base, environment: 'test', TAG_MANAGER_ID_FR: 'GTM-E2ETEST' }).scriptSrc).toEqual(["'self'"]);
    expect(contentSecurityDirectives({ ...base, environment: 'test', TAG_MANAGER_IN_TEST: true }).scriptSrc).toEqual(["'self'"]);
    expect(contentSecurityDirectives({ ...base, environment: 'test', TAG_MANAGER_IN_TEST: true, TAG_MANAGER_ID_FR: 'GTM-E2ETEST' }).scriptSrc).toContain('https://www.googletagmanager.com');
  });

  it('never allows eval or inline scripts', () => {
    const directives = contentSecurityDirectives({ ...base, environment: 'production', TAG_MANAGER_ID_FR: 'GTM-ABC' });
    expect(directives.scriptSrc.join(' ')).not.toMatch(/unsafe-(eval|inline)/);
  });
});

describe("a streamed page's policy", () => {
  it('adds the answer’s nonce to the scripts’ sources alone, wherever the directive stands', () => {
    expect(withScriptNonce("default-src 'self';script-src 'self';script-src-attr 'none'", 'abc')).toBe("default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none'");
    expect(withScriptNonce("script-src 'self' https://www.googletagmanager.com; img-src https:", 'x+/=')).toBe("script-src 'self' https://www.googletagmanager.com 'nonce-x+/='; img-src https:");
    expect(withScriptNonce("script-src-attr 'none';script-src 'self'", 'abc')).toBe("script-src-attr 'none';script-src 'self' 'nonce-abc'");
    // No script-src directive: nothing is loosened (default-src then holds).
    expect(withScriptNonce("default-src 'self'", 'abc')).toBe("default-src 'self'");
  });
});
