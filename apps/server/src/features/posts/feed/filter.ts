import { mayReadAudience, mayReadNews } from '@arya/core';
import { viewerAccess, type Viewer } from '../../viewer/viewer.ts';
import type { HydratedPost } from './hydrate.ts';

/**
 * Whether a viewer may read a post's content. A post restricted to an audience (RestrictedTo: a
 * coach's idea) is read by that audience and its author (core's mayReadAudience). Deleted posts are
 * readable, shown as deleted (their content is left out when presented).
 */
export function mayReadPost(post: { authorId: string; restrictedTo: string | null }, viewer: Viewer): boolean {
  return mayReadAudience(post.restrictedTo, viewerAccess(viewer), viewer.kind === 'member' && viewer.id === post.authorId);
}

/** A hydrated post with whether the viewer may read its content. */
export type FilteredPost = HydratedPost & { locked: boolean };

/**
 * The third stage of the pipeline: what the viewer may not read is locked, so that presenting it
 * leaves its content out (the card shows the premium upsell): an idea outside the viewer's
 * audience, a news item not offered to their plan and language.
 */
export function lockUnreadable(rows: HydratedPost[], viewer: Viewer): FilteredPost[] {
  const access = viewerAccess(viewer);
  return rows.map((row) => {
    const newsLocked = row.news !== null && row.news.id !== null && !mayReadNews(row.news.availableFor, access);
    return { ...row, locked: !mayReadPost(row.post, viewer) || newsLocked };
  });
}
