/**
 * Invoice PDFs drawn at once in the process, waiting, and the time one may take (how many a member
 * may ask is on invoicePdfEndpoint's limits).
 */
export const INVOICE_PDF_LIMITS = {
  concurrency: 2,
  maxWaiting: 10,
  timeBudgetMs: 5_000,
} as const;
