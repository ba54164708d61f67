import type { AppNotification } from '@arya/core/contract';
import { useEffect, useRef, useState } from 'react';
import { readUpTo } from './notification-pages.ts';
import { useMarkNotificationsRead } from './queries.ts';

/**
 * Once notifications are shown, marks them read on the server up to the newest one shown (again
 * when newer ones arrive). Answers the ids shown unread during this visit: they keep their unread
 * look until the member leaves the page, though they are read now.
 */
export function useMarkShownRead(userId: string, shown: readonly AppNotification[]): ReadonlySet<string> {
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  const fresh = shown.filter((item) => !item.read && !seenUnread.has(item.id));
  // Remembered while rendering, so the look never flickers when the cache turns them read.
  if (fresh.length > 0) setSeenUnread(new Set([...seenUnread, ...fresh.map((item) => item.id)]));

  const { mutate } = useMarkNotificationsRead(userId);
  const markedUpTo = useRef(Number.NEGATIVE_INFINITY);
  const upTo = readUpTo(shown);
  useEffect(() => {
    if (!upTo) return;
    const time = Date.parse(upTo);
    if (time <= markedUpTo.current) return;
    markedUpTo.current = time;
    mutate(upTo, {
      onError: () => {
        // Asked again when the next notifications show.
        if (markedUpTo.current === time) markedUpTo.current = Number.NEGATIVE_INFINITY;
      },
    });
  }, [upTo, mutate]);
  return seenUnread;
}
