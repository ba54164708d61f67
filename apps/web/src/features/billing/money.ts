import { formatEuros, type Language } from '@arya/core/rules';

/** An amount in cents as the member reads it: "119,60 €", "€119.60". */
export const formatCents = (cents: number, language: Language) => formatEuros(cents / 100, language);
