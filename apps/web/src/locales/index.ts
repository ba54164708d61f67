import { bundledResources } from './bundled.ts';
import deferredEn from './en/deferred.ts';
import deferredFr from './fr/deferred.ts';

/**
 * Every namespace of both languages, for tests and checks of the catalogues. The app never imports
 * this file: it bundles only bundled.ts and loads the rest through deferred.ts.
 */
export const resources = {
  fr: { ...bundledResources.fr, ...deferredFr },
  en: { ...bundledResources.en, ...deferredEn },
} as const;
