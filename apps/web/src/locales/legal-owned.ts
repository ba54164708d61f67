import enLegal from './en/legal.json';
import frLegal from './fr/legal.json';

/**
 * The legal pages' texts (issue 25), page-owned like `publicPages` but in a module of their own, so
 * the public pages' chunk does not carry them and theirs does not carry the public pages'.
 */
export const legalResources = { fr: { legal: frLegal }, en: { legal: enLegal } } as const;
