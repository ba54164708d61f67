import { endpointUrl, getUserByAliasRoute, listPostsRoute, localizePath, restrictionActive, splitLanguagePrefix } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { leadPostImage } from '../../shared/pages/lead-image.ts';
import { canSeeProfile, hiddenFrom, viewerOf } from '../../shared/viewer.ts';
import type { PageResolver } from '../../plugins/app/pages.ts';
import { findUserByAlias } from '../../shared/members/public-users.repository.ts';

/**
 * `/u/{alias}`: 404 when no member has that address; an address the member used before sends on
 * to the current one (301); `/u` alone is the signed-in member's own profile. A private profile is
 * served to visitors with name and picture only (its posts are not read). The session is read only
 * when it decides.
 */
export function profilePage(db: Database): PageResolver {
  return {
    routeId: 'profile',
    async resolve(match, { request, pathname }) {
      const alias = match.params.userAlias;
      if (!alias) return (await request.sessionUser()) ? {} : { status: 404 };
      const profileCall = { method: 'GET' as const, url: endpointUrl(getUserByAliasRoute.path, { alias }) };
      const postsCall = { method: 'GET' as const, url: endpointUrl(listPostsRoute.path, undefined, { alias }) };
      const member = await findUserByAlias(db, alias);
      if (!member) return { status: 404, calls: [profileCall] };
      if (member.retired) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const current = `/u/${encodeURIComponent(member.vanityAlias ?? member.systemAlias)}`;
        return { redirect: `${localizePath(current, splitLanguagePrefix(pathname).language)}${query}` };
      }
      // A suspended member's profile, or a leaving one's, is for staff (the session is read only then).
      if (restrictionActive(member.hiddenUntil) && hiddenFrom(viewerOf(await request.sessionUser()), member)) return { status: 404, calls: [profileCall] };
      // A public profile is shown without reading the session.
      if (!member.publicProfile && !canSeeProfile(member, viewerOf(await request.sessionUser()))) return { calls: [profileCall] };
      return { calls: [profileCall, postsCall] };
    },
    leadImage: leadPostImage,
  };
}
