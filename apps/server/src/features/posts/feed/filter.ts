import type { Viewer } from '../../viewer/viewer.ts';
import type { HydratedPost } from './hydrate.ts';

/**
 * Whether a viewer may read a post. A post restricted to an audience (RestrictedTo) is read by its
 * author only until audiences exist (issue "Trading ideas"). Deleted posts are readable, shown as
 * deleted (their content is left out when presented).
 */
export function mayReadPost(post: { authorId: string; restrictedTo: string | null }, viewer: Viewer): boolean {
  return post.restrictedTo === null || (viewer.kind === 'member' && viewer.id === post.authorId);
}

/** The third stage of the pipeline: what the viewer may not read leaves the list. */
export function readablePosts(rows: HydratedPost[], viewer: Viewer): HydratedPost[] {
  return rows.filter((row) => mayReadPost(row.post, viewer));
}
