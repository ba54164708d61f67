import { describe, expect, it } from 'vitest';
import { NEXT_QUERY, decideOnboarding, decideRouteAccess, nextPathInLanguage, safeNextPath, signInRedirect } from './guards.ts';

describe('signInRedirect', () => {
  it('sends a French visitor to /auth with the encoded full path', () => {
    expect(signInRedirect('/ideas', 'fr')).toBe('/auth?next=%2Fideas');
  });

  it('encodes the query and the hash of the page being left', () => {
    expect(signInRedirect('/ideas?tab=mine&x=1#top', 'fr')).toBe('/auth?next=%2Fideas%3Ftab%3Dmine%26x%3D1%23top');
  });

  it('keeps the /en prefix both on the sign-in page and in next', () => {
    expect(signInRedirect('/en/my-account/profile?x=1', 'en')).toBe('/en/auth?next=%2Fen%2Fmy-account%2Fprofile%3Fx%3D1');
  });

  it('gives back the full path when next is read from the query', () => {
    const fullPath = '/en/post/a/b?ref=share&x=a b#c';
    const url = new URL(signInRedirect(fullPath, 'en'), 'http://localhost');
    expect(url.pathname).toBe('/en/auth');
    expect(url.searchParams.get(NEXT_QUERY)).toBe(fullPath);
    expect(safeNextPath(url.searchParams.get(NEXT_QUERY))).toBe('/en/post/a/b?ref=share&x=a%20b#c');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/ideas', '/ideas'],
    ['/', '/'],
    ['/en/ideas?x=1#h', '/en/ideas?x=1#h'],
    ['/my-account/profile?tab=a&b=c', '/my-account/profile?tab=a&b=c'],
  ])('accepts the site path %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('normalises dot segments of a site path', () => {
    expect(safeNextPath('/a/../ideas')).toBe('/ideas');
  });

  it.each([
    '//evil.com',
    '//evil.com/ideas',
    'https://evil.com',
    'http://site.invalid/ideas',
    '/\\evil.com',
    '/\t/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'ideas',
    ' /ideas',
    '',
    // Paths that only become protocol-relative once their dot segments are resolved.
    '/.//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/x/../\\evil.example',
    '/%2e//evil.example',
    '/\t.//evil.example',
  ])('rejects %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('nextPathInLanguage', () => {
  it('takes the page the member wanted into the language switched to', () => {
    expect(nextPathInLanguage('/en', 'fr')).toBe('/');
    expect(nextPathInLanguage('/en/', 'fr')).toBe('/');
    expect(nextPathInLanguage('/en/ideas?tab=all#top', 'fr')).toBe('/ideas?tab=all#top');
    expect(nextPathInLanguage('/', 'en')).toBe('/en');
    expect(nextPathInLanguage('/post/a/b', 'en')).toBe('/en/post/a/b');
    // Already in that language: unchanged.
    expect(nextPathInLanguage('/en/ideas', 'en')).toBe('/en/ideas');
    expect(nextPathInLanguage('/ideas', 'fr')).toBe('/ideas');
  });

  it('leaves a value that is no path of this site as it is', () => {
    for (const next of ['https://evil.com/en', '//evil.com', 'en/ideas', '']) expect(nextPathInLanguage(next, 'fr')).toBe(next);
  });
});

describe('decideRouteAccess', () => {
  const base = { fullPath: '/ideas?x=1', language: 'fr' } as const;

  describe('while the sign-in state is unknown', () => {
    it('lets public pages render', () => {
      expect(decideRouteAccess({ ...base, access: 'public', state: 'unknown' })).toEqual({ kind: 'allow' });
    });

    it('waits on member pages', () => {
      expect(decideRouteAccess({ ...base, access: 'member', state: 'unknown' })).toEqual({ kind: 'wait' });
    });

    it('waits on guest pages', () => {
      expect(decideRouteAccess({ ...base, access: 'guest', state: 'unknown', next: '/ideas' })).toEqual({ kind: 'wait' });
    });
  });

  describe('for a signed-out visitor', () => {
    it('redirects from member pages to sign in with the full path', () => {
      expect(decideRouteAccess({ ...base, access: 'member', state: 'signedOut' })).toEqual({
        kind: 'redirect',
        to: '/auth?next=%2Fideas%3Fx%3D1',
      });
    });

    it('redirects an English visitor to the English sign-in page', () => {
      expect(decideRouteAccess({ access: 'member', state: 'signedOut', fullPath: '/en/ideas', language: 'en' })).toEqual({
        kind: 'redirect',
        to: '/en/auth?next=%2Fen%2Fideas',
      });
    });

    it('allows public pages', () => {
      expect(decideRouteAccess({ ...base, fullPath: '/u/some-alias', access: 'public', state: 'signedOut' })).toEqual({ kind: 'allow' });
    });

    it('allows guest pages', () => {
      expect(decideRouteAccess({ ...base, fullPath: '/auth', access: 'guest', state: 'signedOut', next: '/ideas' })).toEqual({
        kind: 'allow',
      });
    });
  });

  describe('for a signed-in member', () => {
    it('allows member pages', () => {
      expect(decideRouteAccess({ ...base, access: 'member', state: 'signedIn' })).toEqual({ kind: 'allow' });
    });

    it('allows public pages', () => {
      expect(decideRouteAccess({ ...base, access: 'public', state: 'signedIn' })).toEqual({ kind: 'allow' });
    });

    it('sends them from a guest page to the feed without next', () => {
      expect(decideRouteAccess({ ...base, fullPath: '/auth', access: 'guest', state: 'signedIn' })).toEqual({ kind: 'redirect', to: '/' });
      expect(decideRouteAccess({ ...base, fullPath: '/auth', access: 'guest', state: 'signedIn', next: null })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });

    it('sends them to the English feed on an English guest page', () => {
      expect(decideRouteAccess({ access: 'guest', state: 'signedIn', fullPath: '/en/register', language: 'en' })).toEqual({
        kind: 'redirect',
        to: '/en',
      });
    });

    it('follows a next that is a path of this site', () => {
      expect(decideRouteAccess({ ...base, access: 'guest', state: 'signedIn', next: '/en/ideas?x=1#h', language: 'en' })).toEqual({
        kind: 'redirect',
        to: '/en/ideas?x=1#h',
      });
    });

    it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', ''])('drops the unsafe next %j for the feed', (next) => {
      expect(decideRouteAccess({ ...base, access: 'guest', state: 'signedIn', next })).toEqual({ kind: 'redirect', to: '/' });
      expect(decideRouteAccess({ ...base, access: 'guest', state: 'signedIn', next, language: 'en' })).toEqual({ kind: 'redirect', to: '/en' });
    });

    it('ignores next on non-guest pages', () => {
      expect(decideRouteAccess({ ...base, access: 'member', state: 'signedIn', next: '/notifications' })).toEqual({ kind: 'allow' });
    });
  });
});

describe('decideOnboarding', () => {
  const base = { access: 'member' as const, language: 'fr' as const };
  it('sends /on-boarding to the feed when the flag is off, in the page language', () => {
    expect(decideOnboarding({ ...base, routeId: 'onBoarding', onboardingEnabled: false, showOnboarding: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideOnboarding({ ...base, language: 'en', routeId: 'onBoarding', onboardingEnabled: false, showOnboarding: false })).toEqual({ kind: 'redirect', to: '/en' });
  });
  it('takes a member who still has to answer to /on-boarding when the flag is on', () => {
    expect(decideOnboarding({ ...base, routeId: 'ideas', onboardingEnabled: true, showOnboarding: true })).toEqual({ kind: 'redirect', to: '/on-boarding' });
    expect(decideOnboarding({ ...base, language: 'en', routeId: 'home', onboardingEnabled: true, showOnboarding: true })).toEqual({ kind: 'redirect', to: '/en/on-boarding' });
  });
  it('lets the member through once answered or skipped, on the onboarding page itself, and on public pages', () => {
    expect(decideOnboarding({ ...base, routeId: 'ideas', onboardingEnabled: true, showOnboarding: false })).toEqual({ kind: 'allow' });
    expect(decideOnboarding({ ...base, routeId: 'onBoarding', onboardingEnabled: true, showOnboarding: true })).toEqual({ kind: 'allow' });
    expect(decideOnboarding({ ...base, access: 'public', routeId: 'post', onboardingEnabled: true, showOnboarding: true })).toEqual({ kind: 'allow' });
    expect(decideOnboarding({ ...base, routeId: 'ideas', onboardingEnabled: false, showOnboarding: true })).toEqual({ kind: 'allow' });
  });
});
