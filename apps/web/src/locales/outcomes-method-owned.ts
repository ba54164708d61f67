import enOutcomesMethod from './en/outcomesMethod.json';
import frOutcomesMethod from './fr/outcomesMethod.json';

/**
 * How ideas' outcomes are measured (issue 28): page-owned like `legal`, in a module of its own, so
 * only that page's chunk carries its long texts, in both languages.
 */
export const outcomesMethodResources = { fr: { outcomesMethod: frOutcomesMethod }, en: { outcomesMethod: enOutcomesMethod } } as const;
