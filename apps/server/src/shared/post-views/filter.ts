import { mayReadAudience, mayReadNews, PREMIUM_COACHES_GROUP } from '@arya/core';
import { canSeeProfile, isBlockedWith, seesHiddenMember, viewerAccess, viewerId, type Viewer } from '../viewer.ts';
import type { PostAudience } from '../post-audience.ts';
import type { HydratedPost } from './hydrate.ts';

/**
 * Whether a viewer may read a post's content, its comments and likes. A post restricted to an
 * audience (RestrictedTo: a coach's idea) is read by that audience and its author (core's
 * mayReadAudience); a news post by the readers its AvailableFor names (core's mayReadNews); a
 * private member's post by members only, like their profile. Deleted posts are readable, shown as
 * deleted (their content is left out when presented).
 */
export function mayReadPost(post: PostAudience, viewer: Viewer): boolean {
  if (!mayFindPost(post, viewer)) return false;
  const access = viewerAccess(viewer);
  const isAuthor = viewer.kind === 'member' && viewer.id === post.authorId;
  return mayReadAudience(post.restrictedTo, access, isAuthor) && (post.newsAudience === null || isAuthor || mayReadNews(post.newsAudience, access));
}

/**
 * The values of the SQL mirror of mayReadPost and mayFindPost (readableByViewer and listedForViewer
 * in skeleton.ts): whether the viewer reads the premium coaches group, a JSON array every news item
 * they may read offers (`[]` for staff, their plan and language, or a pair nothing offers), and
 * whether only public members' posts exist for them (a visitor).
 */
export type AudienceInput = { viewerId: string; readsRestricted: boolean; newsPair: string; publicOnly: boolean };

export function audienceInput(viewer: Viewer): AudienceInput {
  const access = viewerAccess(viewer);
  const readsNews = access !== null && (access.activeSubscription || access.trial);
  const newsPair = access?.staff ? [] : access !== null && readsNews ? [{ Subscription: access.tier, Language: access.language }] : [{ Subscription: 'none' }];
  return {
    viewerId: viewerId(viewer) ?? '',
    readsRestricted: mayReadAudience(PREMIUM_COACHES_GROUP, access, false),
    newsPair: JSON.stringify(newsPair),
    publicOnly: viewer.kind === 'visitor',
  };
}

/**
 * Whether a post exists at all for the viewer: a private member's posts do not for visitors (the
 * not-found answer, as for their profile), where a premium idea is shown locked; nor does a post
 * of a member the viewer blocks or is blocked by, whatever the way in (a link, a share, a
 * notification, a live channel); nor, but for staff and the author, one of a suspended member or
 * of a member whose account is being deleted. A muted author's post stays readable by its link.
 */
export function mayFindPost(post: Pick<PostAudience, 'authorId' | 'authorPublic' | 'authorHidden'>, viewer: Viewer): boolean {
  return canSeeProfile({ publicProfile: post.authorPublic }, viewer) && !isBlockedWith(viewer, post.authorId) && (!post.authorHidden || seesHiddenMember(viewer, post.authorId));
}

/** A hydrated post with whether the viewer may read its content. */
export type FilteredPost = HydratedPost & { locked: boolean };

/**
 * The third stage of the pipeline: what does not exist for the viewer is left out (a private
 * member's posts, for visitors), and what the viewer may not read is locked, so that presenting it
 * leaves its content out (the card shows the premium upsell): an idea outside the viewer's
 * audience, a news item not offered to their plan and language.
 */
export function lockUnreadable(rows: HydratedPost[], viewer: Viewer): FilteredPost[] {
  return rows
    .filter((row) => mayFindPost({ authorId: row.post.authorId, authorPublic: row.author.publicProfile, authorHidden: row.author.hidden }, viewer))
    .map((row) => ({ ...row, locked: !mayReadPost({ ...row.post, newsAudience: row.news?.availableFor ?? null, authorPublic: row.author.publicProfile, authorHidden: row.author.hidden }, viewer) }));
}
