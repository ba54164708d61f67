/** Leaving and taking one's data (GDPR art. 15, 17 and 20). */

/** A deletion can be undone by signing in during this many days; then the account is erased. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** A ready copy of one's data can be downloaded for this many hours. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** Invoices are kept this many years after an erasure (Code de commerce L123-22). */
export const INVOICE_RETENTION_YEARS = 10;

/** An account signed in only through a provider confirms a deletion by a sign-in this recent. */
export const REAUTH_WINDOW_MINUTES = 10;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** What becomes of a deleted member's posts and comments: kept under "deleted member", or deleted. */
export const DELETION_CONTENT_CHOICES = ['keep_anonymous', 'delete'] as const;
export type DeletionContentChoice = (typeof DELETION_CONTENT_CHOICES)[number];
