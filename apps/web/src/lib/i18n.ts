import { isLanguage, LANGUAGES, type Language } from '@arya/core/rules';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_NAMESPACES, isBundledNamespace, loadBundledCatalogue, type BundledCatalogue } from '../locales/bundled.ts';
import { DEFERRED_NAMESPACES, loadDeferredNamespace } from '../locales/deferred.ts';

/** A namespace of a language not loaded yet: a bundled one (the other language's, after a switch) or a deferred one. */
async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (isBundledNamespace(namespace) && isLanguage(language)) return (await loadBundledCatalogue(language))[namespace];
  return loadDeferredNamespace(language, namespace);
}

/**
 * Starts i18next with the bundled namespaces of the languages given (the page's, loaded before:
 * main.tsx; both on the server). Those of the other language load when the member switches to it;
 * a component asking for a deferred namespace suspends until its language's chunk is in (pages and
 * dialogs load it beside their own chunk: withDeferredTranslations).
 */
export function initI18n(language: Language, catalogues: Partial<Record<Language, BundledCatalogue>> = {}) {
  void i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadNamespace))
    .init({
      resources: catalogues,
      partialBundledLanguages: true,
      lng: language,
      // No fallback: every key is in both catalogues (catalogues.test.ts), and a fallback would load
      // the other language's catalogues beside the page's (and hold i18next's start until they came).
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  return i18next;
}

/** Resolves with the chunk once the deferred translations of the current language are loaded too, fetched side by side. */
export async function withDeferredTranslations<T>(chunk: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([chunk, i18next.loadNamespaces([...DEFERRED_NAMESPACES])]);
  return loaded;
}
