import { endpointUrl, getUserByAliasRoute, listPostsRoute, localizePath, splitLanguagePrefix } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { leadPostImage } from '../../shared/pages/lead-image.ts';
import { canSeeProfile, hiddenFrom, viewerOf, viewerRelations } from '../../shared/viewer.ts';
import type { PageResolver } from '../../plugins/app/pages.ts';
import { findUserByAlias } from '../../shared/members/public-users.repository.ts';

/**
 * `/u/{alias}`: 404 when no member has that address; an address the member used before sends on
 * to the current one (301); `/u` alone is the signed-in member's own profile. A private profile is
 * served to visitors with name and picture only (its posts are not read). A hidden member's
 * (suspended, leaving) is a 404 but for staff, and a blocker's is a 404 for the member they blocked.
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
      // A suspended member's profile, or a leaving one's, is for staff; a member they blocked finds
      // none either (not even at its old address). The session read here is lent to the page's calls.
      const viewer = viewerOf(await request.sessionUser());
      if (hiddenFrom(viewer, member) || viewerRelations(viewer).blockedBy.has(member.id)) return { status: 404, calls: [profileCall] };
      if (member.retired) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const current = `/u/${encodeURIComponent(member.vanityAlias ?? member.systemAlias)}`;
        return { redirect: `${localizePath(current, splitLanguagePrefix(pathname).language)}${query}` };
      }
      if (!canSeeProfile(member, viewer)) return { calls: [profileCall] };
      return { calls: [profileCall, postsCall] };
    },
    leadImage: leadPostImage,
  };
}
