import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { NOTIFICATION_EXCERPT_LENGTH, NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE_MAX } from './notifications.constants.ts';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** The latest author of a notification, as the reader may see them. */
export const notificationAuthorSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Verified: z.string().nullable(),
  PictureDate: z.string().nullable(),
  Alias: z.string().nullable(),
});

/**
 * What a notification is about: the newest comment or reply made (a comment or a reply
 * notification), else what was acted on (the post liked or shared, the comment or reply liked).
 * `readable`: its excerpt (plain words, cut on a word; null when it has no words, a picture only)
 * and, on an idea, the idea's instrument; `deleted`: it was deleted; `locked`: the member may no
 * longer read it (a premium idea after their plan ended): neither excerpt nor instrument.
 */
export const notificationSubjectSchema = z.object({
  kind: z.enum(['post', 'comment', 'reply']),
  state: z.enum(['readable', 'deleted', 'locked']),
  excerpt: z.string().max(NOTIFICATION_EXCERPT_LENGTH * 2).nullable(),
  instrument: z.string().nullable(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

/** What a system notification is about: a moderation decision (its statement of reasons). */
export const notificationDecisionSubjectSchema = z.object({
  kind: z.literal('decision'),
  decisionId: z.string(),
});
export type NotificationDecisionSubject = z.infer<typeof notificationDecisionSubjectSchema>;

/**
 * A notification (spec 2 §3: id, dateTime, read, type, targetId, authorIds, objectIds). targetId is
 * the API id of what was acted on (a post, comment or reply; the member for a follow; a decision for
 * the system's, which have no author: authorIds empty, authorsCount 0, latestAuthor null); objectIds
 * are what the authors made there (comments, replies, shares), newest first, like authorIds. An
 * idea's outcome (`idea_outcome`) has no author either: its target is the idea's post, its objects
 * the steps reached (`take_profit:1`, `stopped`…), newest first.
 */
export const notificationSchema = z.object({
  id: z.string(),
  dateTime: z.string(),
  read: z.boolean(),
  type: notificationTypeSchema,
  targetId: z.string(),
  authorIds: z.array(z.string()),
  objectIds: z.array(z.string()),
  /** How many members acted (authorIds keeps the latest ones). */
  authorsCount: z.number().int().min(0),
  /** authorIds[0], presented; null for a notification nobody made (the system's, an idea's outcome). */
  latestAuthor: notificationAuthorSchema.nullable(),
  /** What it is about (none for a follow; the decision for a system notification). */
  subject: z.union([notificationSubjectSchema, notificationDecisionSubjectSchema]).nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = keysetQuerySchema(NOTIFICATIONS_PAGE_SIZE_MAX);

export const notificationsPageSchema = keysetPageSchema(notificationSchema);
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/**
 * Marks read every notification up to this instant (the newest one the member was shown): an instant
 * in UTC as notifications give it (microseconds kept), from 1970 on.
 */
export const markNotificationsReadSchema = z.object({
  upTo: z.iso.datetime({ precision: undefined }).refine((value) => Date.parse(value) >= 0, 'VALIDATION_ERROR'),
});
