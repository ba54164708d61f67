import { useUnreadCount } from '../notifications/queries.ts';
import { useSession } from '../session/session-context.ts';

export interface HeaderCounts {
  notifications: number;
  ideas: number;
}

/**
 * Counts for the header badges: the member's unread notifications (followed live, see
 * notifications/use-live-unread.ts). New ideas are counted by the ideas feature when it comes;
 * until then there is nothing to count.
 */
export function useHeaderCounts(): HeaderCounts {
  const { user } = useSession();
  return { notifications: useUnreadCount(user?.uid ?? null), ideas: 0 };
}
