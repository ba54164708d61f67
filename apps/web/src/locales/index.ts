import { bundledResources } from './bundled.ts';
import deferredEn from './en/deferred.ts';
import deferredFr from './fr/deferred.ts';
import { legalResources } from './legal-owned.ts';
import { pageOwnedResources } from './page-owned.ts';

/**
 * Every namespace of both languages, for tests and checks of the catalogues. The app never imports
 * this file: it bundles only bundled.ts, loads deferred.ts's on demand and page-owned.ts's with their pages.
 */
export const resources = {
  fr: { ...bundledResources.fr, ...deferredFr, ...pageOwnedResources.fr, ...legalResources.fr },
  en: { ...bundledResources.en, ...deferredEn, ...pageOwnedResources.en, ...legalResources.en },
} as const;
