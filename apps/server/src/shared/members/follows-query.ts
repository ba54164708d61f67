import { sql, type AnyColumn } from 'drizzle-orm';
import { follows } from '../../db/schema/index.ts';

/** The ids of the members a member follows (the FollowingUsers of the member's own state). */
export function followedIdsQuery(userId: AnyColumn) {
  return sql<string[]>`array(select ${follows.followedId} from ${follows} where ${follows.followerId} = ${userId} order by ${follows.createdAt} desc)`;
}
