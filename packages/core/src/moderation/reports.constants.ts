/**
 * What a report may say (DSA art. 16 notices): its category; an illegal one names the law.
 * `scam` covers market manipulation (pump-and-dump, fake signals); `harassment` covers hate.
 */
export const REPORT_CATEGORIES = ['spam', 'scam', 'harassment', 'illegal', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** What can be reported: a post (ideas and shares are posts), a comment, a reply, a member. */
export const REPORT_ITEM_KINDS = ['post', 'comment', 'reply', 'member'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

export const REPORT_COMMENT_MAX = 1000;
export const REPORT_LAW_MAX = 200;

/** Visitors may only report illegal content (anyone may send a DSA notice); members any category. */
export const VISITOR_REPORT_CATEGORIES: readonly ReportCategory[] = ['illegal'];

export const REPORTS_PAGE_SIZE = 20;
export const REPORTS_PAGE_SIZE_MAX = 50;

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const MODERATION_CASE_STATUSES = ['open', 'decided', 'dismissed'] as const;
