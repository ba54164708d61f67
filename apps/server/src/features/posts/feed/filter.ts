import type { Viewer } from '../../viewer/viewer.ts';
import type { HydratedPost } from './hydrate.ts';

/**
 * The third stage: what the viewer may not read leaves the list. A post restricted to an audience
 * (RestrictedTo) is read by its author only until audiences exist (issue "Trading ideas"). Deleted
 * posts stay, shown as deleted (their content is left out when presented).
 */
export function readablePosts(rows: HydratedPost[], viewer: Viewer): HydratedPost[] {
  return rows.filter((row) => row.post.restrictedTo === null || (viewer.kind === 'member' && viewer.id === row.post.authorId));
}
