import type { AppNotification } from '@arya/core/contract';
import { formatCount, type Language, type NotificationType } from '@arya/core/rules';

export interface NotificationSentence {
  /** A `notifications` key, pluralised on `count`: `_zero` when the latest author acted alone. */
  key: `sentence.${NotificationType}`;
  values: { name: string; count: number; formatted: string };
}

/**
 * What a notification says, one sentence per type, grouped: "Ana liked your post", "Ana and 3
 * others liked your post" (the others are the authors besides the latest one). Moderation's
 * notifications have no author: their sentence names moderation itself.
 */
export function notificationSentence(notification: Pick<AppNotification, 'type' | 'authorsCount' | 'latestAuthor'>, language: Language): NotificationSentence {
  const others = Math.max(0, notification.authorsCount - 1);
  return { key: `sentence.${notification.type}`, values: { name: notification.latestAuthor?.Name ?? '', count: others, formatted: formatCount(others, language) } };
}
