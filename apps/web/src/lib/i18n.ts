import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@arya/core/rules';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_NAMESPACES, bundledResources } from '../locales/bundled.ts';
import { DEFERRED_NAMESPACES, loadDeferredNamespace } from '../locales/deferred.ts';

/**
 * The bundled namespaces are there at once, in both languages; a component asking for a deferred one
 * suspends until its language's chunk is in (pages and dialogs load it beside their own chunk:
 * withDeferredTranslations).
 */
export function initI18n(language: Language) {
  void i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadDeferredNamespace))
    .init({
      resources: bundledResources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
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
