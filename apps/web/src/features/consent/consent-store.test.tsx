import { CONSENT_COOKIE, CONSENT_VERSION, parseConsentCookie } from '@arya/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { removeAnalyticsCookies, resetConsentForTests, saveConsent } from './consent-store.ts';

const callApi = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('../../lib/api-client.ts', () => ({ callApi }));

beforeEach(() => resetConsentForTests());
afterEach(() => {
  for (const name of [CONSENT_COOKIE, '_ga', '_ga_ABC123', '_gid', 'lang']) document.cookie = `${name}=; max-age=0; path=/`;
  callApi.mockClear();
  delete window.dataLayer;
});

describe('saveConsent', () => {
  it('keeps the choice in the cookie with a consent id, and sends it to the server with that id', () => {
    saveConsent(false);
    const choice = parseConsentCookie(readCookie(CONSENT_COOKIE));
    expect(choice).toMatchObject({ v: CONSENT_VERSION, analytics: false });
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/api/v1/consents' }), {
      body: { analytics: false, version: CONSENT_VERSION, consentId: choice!.id },
    });
  });

  it('keeps the same consent id when the choice changes', () => {
    saveConsent(true);
    const first = parseConsentCookie(readCookie(CONSENT_COOKIE))!;
    saveConsent(false);
    const second = parseConsentCookie(readCookie(CONSENT_COOKIE))!;
    expect(second.id).toBe(first.id);
    expect(second.analytics).toBe(false);
  });

  it("withdrawing after accepting removes the analytics cookies and keeps the others", () => {
    saveConsent(true);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_ABC123=GS1.1; path=/';
    document.cookie = '_gid=GA1.1.456; path=/';
    document.cookie = 'lang=en; path=/';
    saveConsent(false);
    expect(document.cookie).not.toMatch(/_ga|_gid/);
    expect(readCookie('lang')).toBe('en');
  });
});

describe('removeAnalyticsCookies', () => {
  it('leaves other cookies alone', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = 'lang=fr; path=/';
    removeAnalyticsCookies();
    expect(readCookie('_ga')).toBeUndefined();
    expect(readCookie('lang')).toBe('fr');
  });
});
