import type { AppNotification } from '@arya/core/contract';
import { formatCount, parseOutcomeStepObjectId, parsePostId, type Language, type NotificationType, type OutcomeStepKind } from '@arya/core/rules';

/** Who an idea's outcome is told to: its author, or a member who commented on it. */
export type OutcomeReader = 'author' | 'commenter';

export type NotificationSentence =
  | {
      /** A `notifications` key, pluralised on `count`: `_zero` when the latest author acted alone. */
      key: `sentence.${Exclude<NotificationType, 'idea_outcome'>}`;
      values: { name: string; count: number; formatted: string };
    }
  | {
      /** An idea's outcome: its latest step, said to its author or to a commenter (`changed`: a step this page does not know). */
      key: `outcome.${OutcomeReader}.${OutcomeStepKind | 'changed'}`;
      values: { target: number | null };
    };

/**
 * What a notification says, one sentence per type, grouped: "Ana liked your post", "Ana and 3
 * others liked your post" (the others are the authors besides the latest one). Moderation's
 * notifications have no author: their sentence names moderation itself. An idea's outcome has none
 * either: it says the latest step (objectIds[0]), to the idea's author ("Your idea was stopped") or
 * to a member who commented on it ("An idea you commented on was stopped"), told apart by the
 * idea's id (targetId) against the member's.
 */
export function notificationSentence(
  notification: Pick<AppNotification, 'type' | 'authorsCount' | 'latestAuthor' | 'targetId' | 'objectIds'>,
  language: Language,
  memberId: string,
): NotificationSentence {
  if (notification.type === 'idea_outcome') {
    const reader: OutcomeReader = parsePostId(notification.targetId)?.authorId === memberId ? 'author' : 'commenter';
    const step = notification.objectIds[0] === undefined ? null : parseOutcomeStepObjectId(notification.objectIds[0]);
    return { key: `outcome.${reader}.${step?.kind ?? 'changed'}`, values: { target: step?.target ?? null } };
  }
  const others = Math.max(0, notification.authorsCount - 1);
  return { key: `sentence.${notification.type}`, values: { name: notification.latestAuthor?.Name ?? '', count: others, formatted: formatCount(others, language) } };
}
