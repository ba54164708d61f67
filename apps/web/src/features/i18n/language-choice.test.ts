import { describe, expect, it } from 'vitest';
import { languageToApply } from './language-choice.ts';

describe('language choice on a page view', () => {
  it('remembers the language a visitor arrived with when no cookie holds one', () => {
    expect(languageToApply({ urlLanguage: 'en', cookie: undefined, member: null, appliedFor: null })).toEqual({ appliedFor: null, remember: 'en' });
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'de', member: null, appliedFor: null })).toEqual({ appliedFor: null, remember: 'fr' });
  });

  it("remembers the language of the page a visitor opens over the one remembered before", () => {
    expect(languageToApply({ urlLanguage: 'en', cookie: 'fr', member: null, appliedFor: null })).toEqual({ appliedFor: null, remember: 'en' });
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'en', member: null, appliedFor: null })).toEqual({ appliedFor: null, remember: 'fr' });
    expect(languageToApply({ urlLanguage: 'en', cookie: 'en', member: null, appliedFor: null })).toEqual({ appliedFor: null });
  });

  it("moves a member to their DefaultLanguage once and remembers it", () => {
    const member = { uid: 'u1', defaultLanguage: 'en' };
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'fr', member, appliedFor: null })).toEqual({ appliedFor: 'u1', remember: 'en', switchTo: 'en' });
    // Already applied for this member: a later switch to French from the menu stays.
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'fr', member, appliedFor: 'u1' })).toEqual({});
  });

  it('only records the member when the page is already in their language', () => {
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'fr', member: { uid: 'u2', defaultLanguage: 'fr' }, appliedFor: null })).toEqual({ appliedFor: 'u2' });
  });

  it('waits while the route guard takes a member away from a sign-in page', () => {
    expect(languageToApply({ urlLanguage: 'fr', cookie: 'fr', member: { uid: 'u1', defaultLanguage: 'en' }, appliedFor: null, onGuestPage: true })).toEqual({});
  });

  it('applies again after another member signs in', () => {
    expect(languageToApply({ urlLanguage: 'en', cookie: 'en', member: { uid: 'u3', defaultLanguage: 'fr' }, appliedFor: 'u1' })).toEqual({ appliedFor: 'u3', remember: 'fr', switchTo: 'fr' });
  });
});
