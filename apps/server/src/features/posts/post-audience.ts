import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { internalNews, type StoredAvailability } from '../../db/schema/index.ts';

/**
 * Who may read a post: its RestrictedTo (a coach's idea), and for a news post the AvailableFor of
 * its news item (null for any other post). Every check of a post's readers reads both (feeds,
 * comments, likes, shares, live channels) through core's rules in feed/filter.ts.
 */
export interface PostAudience {
  authorId: string;
  restrictedTo: string | null;
  newsAudience: StoredAvailability[] | null;
}

/** A news post's AvailableFor, for a select on posts (or an alias of it): a key lookup. */
export function newsAudienceOf(internalNewsRef: AnyColumn): SQL<StoredAvailability[] | null> {
  return sql<StoredAvailability[] | null>`(select ${internalNews.availableFor} from ${internalNews} where ${internalNews.id} = ${internalNewsRef})`;
}
