/** What a member may ask of the payment provider and of the PDF renderer (both cost real work or an outside call). */
export const PAYMENT_LIMITS = {
  /** Checkouts started per member and window: each opens a session at the provider. */
  checkouts: { perWindow: 5, windowMs: 10 * 60 * 1000 },
  /** Cancellations asked per member and window (each calls the provider). */
  cancellations: { perWindow: 10, windowMs: 60 * 60 * 1000 },
  /** Billing details saved per member and window (each is mirrored to the shop). */
  billingSaves: { perWindow: 10, windowMs: 10 * 60 * 1000 },
} as const;

/** Invoice PDFs: per member and minute, drawn at once in the process, waiting, and the time one may take. */
export const INVOICE_PDF_LIMITS = {
  perWindow: 20,
  windowMs: 60 * 1000,
  concurrency: 2,
  maxWaiting: 10,
  timeBudgetMs: 5_000,
} as const;
