import { endpointUrl, listPostsRoute } from '@arya/core';
import type { PageResolver } from '../web/page-meta.ts';
import { leadPostImage } from './lead-image.ts';

/** `/`: the member's feed, its first page answered with the page (a visitor's is refused and left out). */
export function homePage(): PageResolver {
  return {
    routeId: 'home',
    async resolve(_match, { request }) {
      return request.headers.cookie ? { calls: [{ method: 'GET', url: endpointUrl(listPostsRoute.path) }] } : {};
    },
    leadImage: leadPostImage,
  };
}
