import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './use-switch-language.ts';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://site.test');
  return { pathname, search, hash };
};

describe('the same page in another language', () => {
  it('moves the page under the language prefix, with its query and hash', () => {
    expect(pathInLanguage(at('/ideas?tab=all#top'), 'en')).toBe('/en/ideas?tab=all#top');
    expect(pathInLanguage(at('/en'), 'fr')).toBe('/');
  });

  it('takes the page a sign-in page leads to along', () => {
    expect(pathInLanguage(at('/en/auth?next=%2Fen'), 'fr')).toBe('/auth?next=%2F');
    expect(pathInLanguage(at('/en/register?next=%2Fen%2Fideas%3Ftab%3Dall'), 'fr')).toBe('/register?next=%2Fideas%3Ftab%3Dall');
    expect(pathInLanguage(at('/auth?next=%2Fnotifications'), 'en')).toBe('/en/auth?next=%2Fen%2Fnotifications');
    // A value that is no path of this site is left alone (it is never followed).
    expect(pathInLanguage(at('/en/auth?next=https%3A%2F%2Fevil.com'), 'fr')).toBe('/auth?next=https%3A%2F%2Fevil.com');
  });
});
