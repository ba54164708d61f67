import { isLanguage, localizePath, splitLanguagePrefix, type Language } from '@arya/core/rules';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** The UI language: the URL decides (French without prefix, English under /en). */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  return isLanguage(language) ? language : 'fr';
}

/** Builds links in the current language: `to('/ideas')` is `/en/ideas` on English pages. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
