import { composePostId, parsePostId, type AppRouteId } from '@arya/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { CurrentUser } from '@arya/core/contract';
import { commentsQuery } from '../features/comments/queries.ts';
import { mayOpenIdeas } from '../features/ideas/page/ideas-access.ts';
import { filtersFromSearch } from '../features/ideas/page/ideas-filters.ts';
import { ideasFeedQuery, newNewsCountQuery } from '../features/ideas/queries.ts';
import { instrumentTabOf } from '../features/instruments/instrument-tabs.ts';
import { instrumentPostsQuery, instrumentQuery } from '../features/instruments/queries.ts';
import { notificationsQuery } from '../features/notifications/queries.ts';
import { homeFeedOf, homeFeedPostsQuery, listsPostsOf, postQuery, userByAliasQuery, userPostsQuery } from '../features/posts/queries.ts';
import { meKeys, sessionQuery } from '../features/session/me-queries.ts';
import { trackRecordQuery } from '../features/track-record/queries.ts';

/** The signed-in member as the shell read them (prefetchShell), or null for a visitor. */
function memberOf(client: QueryClient): CurrentUser | null {
  const userId = client.getQueryData(sessionQuery().queryKey)?.userId;
  return userId ? (client.getQueryData<CurrentUser>(meKeys.state(userId)) ?? null) : null;
}

/** What the header shows a member beyond the shell: the count of new news, for a member who may open the ideas. */
export async function prefetchHeader(client: QueryClient): Promise<void> {
  if (mayOpenIdeas(memberOf(client))) await client.prefetchQuery(newNewsCountQuery());
}

/**
 * Asks for what a page shows first; never throws (a refusal is cached as the page would have it).
 * `whole`: the page is rendered in one piece, so what is below the fold is asked for too; a streamed
 * page's parts below the fold ask for theirs as they are drawn (lib/streamed-part.tsx).
 */
type PageData = (client: QueryClient, params: Params, search: URLSearchParams, whole: boolean) => Promise<void>;

/**
 * What the server's render asks for before it draws a page (issue 26), with the same queries as the
 * page's components: the page is then drawn once, with its data, instead of finding its queries one
 * level at a time (a render for the post, another for its comments). A page not listed, or a query
 * missed here, is still found by the render, at the cost of one more.
 */
export const PAGE_DATA: Partial<Record<AppRouteId, PageData>> = {
  post: async (client, { authorId, postId }, _search, whole) => {
    if (!authorId || !postId) return;
    const id = composePostId(authorId, postId);
    if (parsePostId(id) === null) return;
    const post = await client.fetchQuery(postQuery(id)).catch(() => null);
    // Its comments only where the page shows them: a post the reader may read.
    if (post && whole) await client.prefetchInfiniteQuery(commentsQuery(id));
  },
  profile: async (client, { userAlias }, _search, whole) => {
    if (!userAlias) return;
    const member = await client.fetchQuery(userByAliasQuery(userAlias)).catch(() => null);
    // Its posts and, above them, its track record (issue 28), where the profile lists them.
    if (member && whole && listsPostsOf(member)) await Promise.all([client.prefetchInfiniteQuery(userPostsQuery(userAlias)), client.prefetchQuery(trackRecordQuery(member._id, 'all'))]);
  },
  // Issue 28: the instrument, and below it the list its address asks for (its ideas by default).
  instrument: async (client, { symbol }, search, whole) => {
    if (!symbol) return;
    const page = await client.fetchQuery(instrumentQuery(symbol)).catch(() => null);
    if (page && whole) await client.prefetchInfiniteQuery(instrumentPostsQuery(symbol, instrumentTabOf(search)));
  },
  home: async (client, _params, search) => {
    // The feed is for members: a visitor is sent to sign in.
    if (!memberOf(client)) return;
    await client.prefetchInfiniteQuery(homeFeedPostsQuery(homeFeedOf(search)));
  },
  ideas: async (client, _params, search) => {
    if (mayOpenIdeas(memberOf(client))) await client.prefetchInfiniteQuery(ideasFeedQuery(filtersFromSearch(search)));
  },
  notifications: async (client) => {
    const member = memberOf(client);
    if (member) await client.prefetchInfiniteQuery(notificationsQuery(member.uid));
  },
};
