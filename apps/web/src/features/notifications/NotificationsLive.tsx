import { useLiveReader } from '../live/use-live-reader.ts';
import { useSession } from '../session/session-context.ts';
import { useLiveUnread } from './use-live-unread.ts';

/** Mounted once by the app shell: the member's unread count follows the live socket. */
export function NotificationsLive() {
  const { state, user } = useSession();
  useLiveReader();
  useLiveUnread(state === 'signedIn' && user ? user.uid : null);
  return null;
}
