import { LANGUAGES, type Language } from '@arya/core/rules';
import { DEFERRED_NAMESPACES } from '../locales/deferred.ts';
import { initI18n } from './i18n.ts';

/**
 * i18next with every namespace of both languages loaded, so a component under test renders at once
 * instead of suspending, and changeLanguage switches at once.
 */
export async function initI18nWithEveryNamespace(language: Language) {
  const i18n = initI18n(language);
  await i18n.loadNamespaces([...DEFERRED_NAMESPACES]);
  await i18n.loadLanguages([...LANGUAGES]);
  return i18n;
}
