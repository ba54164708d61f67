import type { AppNotification } from '@arya/core/contract';

/**
 * The instant to mark read up to once these are shown: the newest one's, when any of them is
 * unread; null when there is nothing to mark.
 */
export function readUpTo(shown: readonly Pick<AppNotification, 'dateTime' | 'read'>[]): string | null {
  if (!shown.some((item) => !item.read)) return null;
  let newest: string | null = null;
  for (const item of shown) if (newest === null || Date.parse(item.dateTime) > Date.parse(newest)) newest = item.dateTime;
  return newest;
}
