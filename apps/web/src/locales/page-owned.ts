import enPublicPages from './en/publicPages.json';
import frPublicPages from './fr/publicPages.json';

/**
 * Namespaces that ship inside their pages' own chunk, in both languages: the public pages
 * (marketing, crypto, shop) show at once to a visitor, with no catalogue to wait for, and the
 * marketing page can be read in the language of its address whatever the UI language. The legal
 * pages' `legal` namespace is listed here and kept in its own module (legal-owned.ts), and so is
 * the profile's `trackRecord` (track-record-owned.ts), the instruments' (instruments-owned.ts) and
 * the page on how outcomes are measured (outcomes-method-owned.ts).
 */
export const PAGE_OWNED_NAMESPACES = ['publicPages', 'legal', 'trackRecord', 'instruments', 'outcomesMethod'] as const;

export type PageOwnedNamespace = (typeof PAGE_OWNED_NAMESPACES)[number];

export const pageOwnedResources = {
  fr: { publicPages: frPublicPages },
  en: { publicPages: enPublicPages },
} as const;
