import type { IconName } from '../../components/Icon.tsx';
import type { NotificationType } from '@arya/core/rules';

/** The small sign on the author's picture: what they did. */
export const NOTIFICATION_ICONS: Record<NotificationType, { icon: IconName; classes: string }> = {
  post_like: { icon: 'heart', classes: 'bg-rose-600' },
  comment_like: { icon: 'heart', classes: 'bg-rose-600' },
  reply_like: { icon: 'heart', classes: 'bg-rose-600' },
  post_comment: { icon: 'comment', classes: 'bg-sky-600' },
  comment_reply: { icon: 'comment', classes: 'bg-sky-600' },
  post_share: { icon: 'share', classes: 'bg-emerald-600' },
  follow: { icon: 'user', classes: 'bg-indigo-600' },
  moderation_decision: { icon: 'shield', classes: 'bg-amber-600' },
  report_decided: { icon: 'flag', classes: 'bg-amber-600' },
  appeal_decided: { icon: 'shield', classes: 'bg-amber-600' },
  idea_outcome: { icon: 'chart', classes: 'bg-teal-600' },
};
