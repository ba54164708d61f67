/**
 * What a member is notified of (spec 2 §3 lists the fields; the types are ours). Several authors of
 * the same type on the same target make one notification.
 */
export const NOTIFICATION_TYPES = ['post_like', 'comment_like', 'reply_like', 'post_comment', 'comment_reply', 'post_share', 'follow'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;
/** A notification keeps its latest authors and objects up to this many (the authors count goes on). */
export const NOTIFICATION_KEPT_IDS = 50;
/** Spec 2 §1: a count badge shows "9+" above this. */
export const COUNT_BADGE_MAX = 9;
/** Characters at most of a notification's excerpt (the words of what it is about), ellipsis included. */
export const NOTIFICATION_EXCERPT_LENGTH = 120;
