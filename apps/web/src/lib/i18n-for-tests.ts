import { LANGUAGES, type Language } from '@arya/core/rules';
import { DEFERRED_NAMESPACES } from '../locales/deferred.ts';
import bundledEn from '../locales/en/bundled.ts';
import bundledFr from '../locales/fr/bundled.ts';
import { initI18n } from './i18n.ts';

/** The bundled namespaces of both languages, there at once (tests only). */
export const BOTH_LANGUAGES = { fr: bundledFr, en: bundledEn };

/**
 * i18next with every namespace of both languages loaded, so a component under test renders at once
 * instead of suspending, and changeLanguage switches at once.
 */
export async function initI18nWithEveryNamespace(language: Language) {
  const i18n = initI18n(language, BOTH_LANGUAGES);
  await i18n.loadNamespaces([...DEFERRED_NAMESPACES]);
  await i18n.loadLanguages([...LANGUAGES]);
  return i18n;
}
