import type { AssetType, IdeaTerm } from '@arya/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ideaOutcomes, posts } from '../../db/schema/index.ts';

/** The figures of the record as a whole (`kind` all) or of one asset type or term. */
export interface FiguresRow {
  kind: 'all' | 'asset' | 'term';
  /** The asset type or term of the group; null for the whole record. */
  key: string | null;
  published: number;
  resolved: number;
  open: number;
  wins: number;
  losses: number;
  breakeven: number;
  totalR: number | null;
  averageR: number | null;
}

/** The best or the worst resolved idea, with what the reader's access to it depends on. */
export interface ExtremeRow {
  postId: string;
  r: number;
  /** The post's audience (RestrictedTo): a premium idea is locked for readers outside it. */
  restrictedTo: string | null;
  deleted: boolean;
}

export interface TrackRecordRows {
  figures: FiguresRow[];
  best: ExtremeRow | null;
  worst: ExtremeRow | null;
}

type RawRow = {
  kind: 'all' | 'asset' | 'term' | 'best' | 'worst';
  key: AssetType | IdeaTerm | null;
  published: number | null;
  resolved: number | null;
  open: number | null;
  wins: number | null;
  losses: number | null;
  breakeven: number | null;
  total_r: number | null;
  average_r: number | null;
  post_id: string | null;
  r: number | null;
  restricted_to: string | null;
  deleted: boolean | null;
};

/**
 * A member's track record in ONE statement, whatever their number of ideas: the ideas counted (read
 * through idea_outcomes_author_idx: the author, then the publication date from `since`) are
 * aggregated once per grouping set (the whole record, by asset type, by term), and the best and the
 * worst resolved idea are each the first of that set in R order. Counted: an outcome matched to an
 * instrument (symbol not null); resolved: closed or expired while open, with an R. The post is read
 * beside each outcome for its audience and whether it was deleted (an outcome outlives its post).
 */
export async function readTrackRecord(db: Database, authorId: string, since: Date | null): Promise<TrackRecordRows> {
  const o = ideaOutcomes;
  const result = await db.execute<RawRow>(sql`
    with counted as materialized (
      select
        ${o.postId} as post_id, ${o.assetType} as asset_type, ${o.term} as term, ${o.r} as r, ${o.publishedAt} as published_at,
        (${o.state} in ('closed', 'expired_open') and ${o.r} is not null) as resolved,
        -- Not one no provider here covers: it would stay open for ever.
        (${o.state} in ('waiting_entry', 'open') and ${o.pendingReason} is distinct from 'unsupported_instrument') as open,
        ${posts.restrictedTo} as restricted_to,
        coalesce(${posts.isDeleted}, true) as deleted
      from ${o}
      left join ${posts} on ${posts.authorId} = ${o.postAuthorId} and ${posts.id} = ${o.postId}
      where ${o.postAuthorId} = ${authorId} and ${o.symbol} is not null
        ${since ? sql`and ${o.publishedAt} >= ${since.toISOString()}::timestamptz` : sql``}
    )
    select
      case grouping(asset_type, term) when 3 then 'all' when 1 then 'asset' else 'term' end as kind,
      coalesce(asset_type, term) as key,
      count(*)::int as published,
      count(*) filter (where resolved)::int as resolved,
      count(*) filter (where open)::int as open,
      count(*) filter (where resolved and r > 0)::int as wins,
      count(*) filter (where resolved and r < 0)::int as losses,
      count(*) filter (where resolved and r = 0)::int as breakeven,
      sum(r) filter (where resolved) as total_r,
      avg(r) filter (where resolved) as average_r,
      null::text as post_id, null::double precision as r, null::text as restricted_to, null::boolean as deleted
    from counted
    group by grouping sets ((), (asset_type), (term))
    union all
    (select 'best', null, null, null, null, null, null, null, null, null, post_id, r, restricted_to, deleted
      from counted where resolved order by r desc, published_at, post_id limit 1)
    union all
    (select 'worst', null, null, null, null, null, null, null, null, null, post_id, r, restricted_to, deleted
      from counted where resolved order by r, published_at, post_id limit 1)`);
  const rows = (result as unknown as { rows: RawRow[] }).rows;
  const extreme = (kind: 'best' | 'worst'): ExtremeRow | null => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row?.post_id && row.r !== null ? { postId: row.post_id, r: row.r, restrictedTo: row.restricted_to, deleted: row.deleted ?? true } : null;
  };
  return {
    figures: rows
      .filter((row): row is RawRow & { kind: FiguresRow['kind'] } => row.kind === 'all' || row.kind === 'asset' || row.kind === 'term')
      .map((row) => ({
        kind: row.kind,
        key: row.key,
        published: row.published ?? 0,
        resolved: row.resolved ?? 0,
        open: row.open ?? 0,
        wins: row.wins ?? 0,
        losses: row.losses ?? 0,
        breakeven: row.breakeven ?? 0,
        totalR: row.total_r,
        averageR: row.average_r,
      })),
    best: extreme('best'),
    worst: extreme('worst'),
  };
}
