import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { mayOpenIdeas } from '../ideas/page/ideas-access.ts';
import { useNewNewsCount } from '../ideas/queries.ts';
import { useUnreadCount } from '../notifications/queries.ts';
import { useSession } from '../session/session-context.ts';

export interface HeaderCounts {
  notifications: number;
  ideas: number;
}

/** False until the browser is idle after the first screen: the header's own requests wait for it. */
function useIdleAfterFirstScreen(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * Counts for the header badges: the member's unread notifications (followed live, see
 * notifications/use-live-unread.ts) and the news published since their last visit of the ideas
 * page, only for members who may open it (spec 1 §4: the badge depends on trial and subscription).
 */
export function useHeaderCounts(): HeaderCounts {
  const { user } = useSession();
  const idle = useIdleAfterFirstScreen();
  const ideas = useNewNewsCount(idle && mayOpenIdeas(user));
  return { notifications: useUnreadCount(user?.uid ?? null), ideas };
}
