import { endpointUrl, homeFeedQuery, listPostsRoute } from '@arya/core';
import type { PageResolver } from '../../plugins/app/pages.ts';
import { leadPostImage } from '../../shared/pages/lead-image.ts';

/**
 * `/` (and `/?feed=following`): the member's feed, its first page answered with the page, as the
 * web asks for it (a visitor's is refused and left out).
 */
export function homePage(): PageResolver {
  return {
    routeId: 'home',
    async resolve(_match, { request }) {
      if (!request.headers.cookie) return {};
      const feed = (request.query as Record<string, unknown> | undefined)?.feed === 'following' ? 'following' : 'all';
      return { calls: [{ method: 'GET', url: endpointUrl(listPostsRoute.path, undefined, homeFeedQuery(feed)) }] };
    },
    leadImage: leadPostImage,
  };
}
