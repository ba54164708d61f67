import bundledEn from './en/bundled.ts';
import deferredEn from './en/deferred.ts';
import bundledFr from './fr/bundled.ts';
import deferredFr from './fr/deferred.ts';
import { legalResources } from './legal-owned.ts';
import { pageOwnedResources } from './page-owned.ts';
import { instrumentsResources } from './instruments-owned.ts';
import { outcomesMethodResources } from './outcomes-method-owned.ts';
import { trackRecordResources } from './track-record-owned.ts';

/**
 * Every namespace of both languages, for tests and checks of the catalogues. The app never imports
 * this file: it loads bundled.ts's in the page's language, deferred.ts's on demand and page-owned.ts's with their pages.
 */
export const resources = {
  fr: { ...bundledFr, ...deferredFr, ...pageOwnedResources.fr, ...legalResources.fr, ...trackRecordResources.fr, ...instrumentsResources.fr, ...outcomesMethodResources.fr },
  en: { ...bundledEn, ...deferredEn, ...pageOwnedResources.en, ...legalResources.en, ...trackRecordResources.en, ...instrumentsResources.en, ...outcomesMethodResources.en },
} as const;
