import { LIVE_EVENTS, liveChannel, parsePostId } from '@arya/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { followChannel } from '../../live/live-socket.ts';
import { followWhileOnScreen } from '../../live/on-screen-channels.ts';
import { shadowTranslation, updatePostShadow } from './post-shadow.ts';

/**
 * A feed card's like, comment and share counts follow live while the card is on screen: its post's
 * channel is joined then (see on-screen-channels.ts) and the counts go through the post's shadow,
 * like the member's own actions, so every copy of the post shows them.
 */
export function useLiveCountsOnScreen(ref: RefObject<HTMLElement | null>, postId: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    const element = ref.current;
    const key = parsePostId(postId);
    if (!enabled || !element || !key) return;
    const channel = liveChannel.post(key);
    return followWhileOnScreen(element, () =>
      followChannel(channel, {
        [LIVE_EVENTS.postCounts]: (counts) => {
          if (counts.postId === postId) updatePostShadow(client, postId, { ReactionsCount: { Likes: counts.Likes }, CommentsCount: counts.CommentsCount, SharesCount: counts.SharesCount });
        },
        [LIVE_EVENTS.postTranslated]: (translated) => {
          if (translated.postId === postId) shadowTranslation(client, translated);
        },
      }),
    );
  }, [client, enabled, postId, ref]);
}
