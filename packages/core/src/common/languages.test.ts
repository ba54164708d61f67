import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  isLanguage,
  languagePrefix,
  localizePath,
  parseAcceptLanguage,
  pickLanguage,
  splitLanguagePrefix,
} from './languages.ts';

describe('language constants', () => {
  it('defaults to French and keeps the cookie 365 days', () => {
    expect(DEFAULT_LANGUAGE).toBe('fr');
    expect(LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});

describe('isLanguage', () => {
  it('accepts fr and en only', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});

describe('languagePrefix', () => {
  it('is empty for French and /en for English', () => {
    expect(languagePrefix('fr')).toBe('');
    expect(languagePrefix('en')).toBe('/en');
  });
});

describe('splitLanguagePrefix', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/ideas', 'en', '/ideas'],
    ['/en/post/a/b', 'en', '/post/a/b'],
    ['/en/ideas/', 'en', '/ideas/'],
    ['/', 'fr', '/'],
    ['', 'fr', '/'],
    ['/ideas', 'fr', '/ideas'],
    ['/english', 'fr', '/english'],
    ['/enx/ideas', 'fr', '/enx/ideas'],
    ['/EN/ideas', 'fr', '/EN/ideas'],
    ['/fr/ideas', 'fr', '/fr/ideas'],
    ['/ideas/en', 'fr', '/ideas/en'],
  ] as const)('%j → %s %j', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });
});

describe('localizePath', () => {
  it('leaves French paths unprefixed', () => {
    expect(localizePath('/', 'fr')).toBe('/');
    expect(localizePath('/ideas', 'fr')).toBe('/ideas');
  });

  it('prefixes English paths with /en, the root being /en itself', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/ideas', 'en')).toBe('/en/ideas');
    expect(localizePath('/my-account/profile', 'en')).toBe('/en/my-account/profile');
  });

  it('round-trips with splitLanguagePrefix', () => {
    for (const path of ['/', '/ideas', '/u/some-alias']) {
      for (const language of ['fr', 'en'] as const) {
        expect(splitLanguagePrefix(localizePath(path, language))).toEqual({ language, path });
      }
    }
  });
});

describe('pickLanguage', () => {
  it('prefers a valid cookie over the browser languages', () => {
    expect(pickLanguage('en', ['fr-FR', 'fr'])).toBe('en');
    expect(pickLanguage('fr', ['en-US', 'en'])).toBe('fr');
  });

  it('ignores an invalid cookie and reads the browser list in order', () => {
    expect(pickLanguage('de', ['en-US', 'fr'])).toBe('en');
    expect(pickLanguage(undefined, ['en-US', 'fr'])).toBe('en');
    expect(pickLanguage(undefined, ['fr-CA', 'en'])).toBe('fr');
  });

  it('skips browser languages it does not offer', () => {
    expect(pickLanguage(undefined, ['de-DE', 'es', 'en-GB', 'fr'])).toBe('en');
    expect(pickLanguage(undefined, ['de-DE', 'fr-BE'])).toBe('fr');
  });

  it('normalises case, whitespace and underscores in browser tags', () => {
    expect(pickLanguage(undefined, [' EN_gb '])).toBe('en');
    expect(pickLanguage(undefined, ['En'])).toBe('en');
  });

  it('falls back to French', () => {
    expect(pickLanguage(undefined, [])).toBe('fr');
    expect(pickLanguage('de', ['de-DE', 'it'])).toBe('fr');
    expect(pickLanguage('', [''])).toBe('fr');
  });

  it('does not take a language from a longer tag that only starts like one', () => {
    expect(pickLanguage(undefined, ['eng', 'fr'])).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  it('returns nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('keeps the header order when the weights already decrease', () => {
    expect(parseAcceptLanguage('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr-FR', 'fr', 'en-US', 'en']);
  });

  it('sorts by q weight, a missing q being 1', () => {
    expect(parseAcceptLanguage('de;q=0.3, en;q=0.5, fr')).toEqual(['fr', 'en', 'de']);
    expect(parseAcceptLanguage('en;q=0.5, fr;q=0.8')).toEqual(['fr', 'en']);
  });

  it('keeps the header order between equal weights', () => {
    expect(parseAcceptLanguage('en;q=0.8, de, fr;q=0.8, it')).toEqual(['de', 'it', 'en', 'fr']);
  });

  it('drops the wildcard, q=0 and unreadable weights', () => {
    expect(parseAcceptLanguage('*, en;q=0, de;q=abc, fr;q=0.1')).toEqual(['fr']);
  });

  it('tolerates spaces and empty parts', () => {
    expect(parseAcceptLanguage(' en-US ; q=0.4 ,, fr ;q=0.6 ')).toEqual(['fr', 'en-US']);
  });

  it('feeds pickLanguage in weight order', () => {
    expect(pickLanguage(undefined, parseAcceptLanguage('fr;q=0.2, en-US;q=0.9'))).toBe('en');
    expect(pickLanguage(undefined, parseAcceptLanguage('de, it;q=0.9'))).toBe('fr');
  });
});
