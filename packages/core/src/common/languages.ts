export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Cookie that remembers the chosen UI language (spec 1 §9: 365 days, path /, SameSite Lax). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The URL prefix of a language: French has none, English is under /en. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Splits `/en/ideas` into `{ language: 'en', path: '/ideas' }`; unprefixed paths are French. */
export function splitLanguagePrefix(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const prefix = `/${language}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Builds the URL of an unprefixed app path in a language: `localizePath('/ideas', 'en')` is `/en/ideas`. */
export function localizePath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language to use when a visitor arrives without a prefix: the stored cookie first,
 * then the browser's preferred languages (an Accept-Language header or navigator.languages), then French.
 */
export function pickLanguage(cookieValue: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Parses an Accept-Language header into language tags ordered by their q weight. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
