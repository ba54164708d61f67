import { endpointUrl, getUserByAliasRoute, listPostsRoute } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { leadPostImage } from '../posts/lead-image.ts';
import { canSeeProfile, viewerOf } from '../viewer/viewer.ts';
import type { PageResolver } from '../web/page-meta.ts';
import { findUserByAlias } from './public-users.repository.ts';

/**
 * `/u/{alias}`: 404 when no member has that address, or when a visitor asks for a private profile;
 * `/u` alone is the signed-in member's own profile. The session is read only when it decides.
 */
export function profilePage(db: Database): PageResolver {
  return {
    routeId: 'profile',
    async resolve(match, { request }) {
      const alias = match.params.userAlias;
      if (!alias) return (await request.sessionUser()) ? {} : { status: 404 };
      const calls = [
        { method: 'GET' as const, url: endpointUrl(getUserByAliasRoute.path, { alias }) },
        { method: 'GET' as const, url: endpointUrl(listPostsRoute.path, undefined, { alias }) },
      ];
      const member = await findUserByAlias(db, alias);
      if (!member) return { status: 404, calls };
      // A public profile is shown without reading the session.
      if (!member.publicProfile && !canSeeProfile(member, viewerOf(await request.sessionUser()))) return { status: 404, calls };
      return { calls };
    },
    leadImage: leadPostImage,
  };
}
