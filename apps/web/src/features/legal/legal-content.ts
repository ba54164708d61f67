import { APPEAL_WINDOW_MONTHS, type LegalPage } from '@arya/core/rules';
import { addPageTexts } from '../../lib/i18n.ts';
import { legalResources } from '../../locales/legal-owned.ts';

/**
 * The legal pages' texts come with their chunk, in both languages (locales/legal-owned.ts); added
 * when the page first renders, i18next being set up by then.
 */
export function addLegalTexts(): void {
  addPageTexts('legal', legalResources);
}

/** The sections of each page, in order; their texts are `legal:<page>.sections.<id>`. */
export const LEGAL_SECTIONS: Record<LegalPage, readonly string[]> = {
  legalTerms: ['service', 'account', 'rules', 'moderation', 'report', 'contest', 'advice', 'purchases', 'liability', 'changes', 'law'],
  legalPrivacy: ['controller', 'data', 'retention', 'processors', 'cookies', 'rights'],
  legalNotice: ['publisher', 'host', 'contact'],
};

/** Each page's key in the `legal` namespace. */
export const LEGAL_KEYS: Record<LegalPage, 'terms' | 'privacy' | 'notice'> = { legalTerms: 'terms', legalPrivacy: 'privacy', legalNotice: 'notice' };

/**
 * The figures the privacy policy quotes. The plan puts them in core's privacy and consent constants
 * (ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_LINK_HOURS, INVOICE_RETENTION_YEARS, CONSENT_MAX_AGE_DAYS),
 * made by the lanes that enforce them: read them from there once they land.
 */
export const RETENTION = { graceDays: 14, invoiceYears: 10, consentMonths: 6, exportHours: 24, appealMonths: APPEAL_WINDOW_MONTHS } as const;

