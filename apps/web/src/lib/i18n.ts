import { isLanguage, LANGUAGES, type Language } from '@arya/core/rules';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_NAMESPACES, isBundledNamespace, loadBundledCatalogue, type BundledCatalogue } from '../locales/bundled.ts';
import { DEFERRED_NAMESPACES, loadDeferredNamespace } from '../locales/deferred.ts';
import type { PageOwnedNamespace } from '../locales/page-owned.ts';

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

/**
 * Adds a page-owned namespace, in both languages, unless it is there already (a bundle in place is
 * kept). Page-owned texts ship inside the chunk of the pages that show them (locales/page-owned.ts
 * lists them), not in the bundled catalogue, which every first screen waits for, nor in the deferred
 * one, which a page suspends for: a page a visitor often opens first (a public page, a legal page,
 * an instrument's) draws its texts at once, in either language, and no other page's chunk carries
 * them. Called as their module loads or as they first render: i18next is set up by then (main.tsx,
 * entry-server.tsx both start it before any page's module loads).
 */
export function addPageTexts<N extends PageOwnedNamespace>(namespace: N, resources: Readonly<Record<Language, Readonly<Record<N, object>>>>): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, resources[language][namespace]);
  }
}
