import { mayOpenIdeas } from '../ideas/page/ideas-access.ts';
import { useNewNewsCount } from '../ideas/queries.ts';
import { useUnreadCount } from '../notifications/queries.ts';
import { useSession } from '../session/session-context.ts';

export interface HeaderCounts {
  notifications: number;
  ideas: number;
}

/**
 * Counts for the header badges: the member's unread notifications (followed live, see
 * notifications/use-live-unread.ts) and the news published since their last visit of the ideas
 * page, only for members who may open it (spec 1 §4: the badge depends on trial and subscription).
 * The page's HTML brings the first count (boot answers): the first screen makes no request for it.
 */
export function useHeaderCounts(): HeaderCounts {
  const { user } = useSession();
  const ideas = useNewNewsCount(mayOpenIdeas(user));
  return { notifications: useUnreadCount(user?.uid ?? null), ideas };
}
