import enInstruments from './en/instruments.json';
import frInstruments from './fr/instruments.json';

/**
 * The instruments' texts (issue 28): page-owned like `trackRecord`, in a module of its own. An
 * instrument's page is public and often a visitor's first (a shared link, a search engine): its chunk
 * carries these few texts in both languages, with no catalogue to wait for. The `$` suggestions of
 * the writers and the ideas page's instrument filter use the same module, loaded with them.
 */
export const instrumentsResources = { fr: { instruments: frInstruments }, en: { instruments: enInstruments } } as const;
