import { ASSET_TYPES, IDEA_TERMS, composePostId, mayReadAudience, trackRecordSince, type AssetType, type IdeaTerm, type TrackRecord, type TrackRecordIdea, type TrackRecordQuery } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import { findUserById } from '../../shared/members/public-users.repository.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { canSeeProfile, hiddenFrom, isBlockedWith, viewerAccess, viewerOf, type Viewer } from '../../shared/viewer.ts';
import { readTrackRecord, type ExtremeRow, type FiguresRow } from './track-record.repository.ts';

/** R and its sums to 2 decimals, as an idea's own R is (core's outcome.ts); never a negative zero. */
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  const rounded = Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
  return rounded === 0 ? 0 : rounded;
};

/** The figures every group shares: win rate over the resolved ideas, R summed and averaged. */
function ratios(row: FiguresRow) {
  return {
    Resolved: row.resolved,
    Wins: row.wins,
    WinRate: row.resolved > 0 ? round(row.wins / row.resolved, 4) : null,
    TotalR: round(row.totalR ?? 0, 2),
    AverageR: row.resolved > 0 && row.averageR !== null ? round(row.averageR, 2) : null,
  };
}

/** The best or worst idea as the reader may know it: its id and R, locked when its audience excludes them. */
function ideaOf(authorId: string, row: ExtremeRow | null, viewer: Viewer): TrackRecordIdea | null {
  if (!row) return null;
  const isAuthor = viewer.kind === 'member' && viewer.id === authorId;
  return { PostId: composePostId(authorId, row.postId), R: round(row.r, 2), Deleted: row.deleted, Locked: !mayReadAudience(row.restrictedTo, viewerAccess(viewer), isAuthor) };
}

/**
 * A member's track record (issue 28), from the stored outcomes only (definitions in core's
 * track-record.schemas.ts). Readable where the member's posts are: not a private member's by a
 * visitor, nor across a block either way, nor a suspended or leaving member's but by staff and
 * themselves; each answers "not found", as their list of posts does. Two statements: the member,
 * then the record (track-record.repository.ts), whatever their number of ideas.
 */
export async function getTrackRecord(db: Database, reader: SessionUser | null, userId: string, query: TrackRecordQuery, fail: Fail<'USER_NOT_FOUND'>, now = new Date()): Promise<TrackRecord> {
  const viewer = viewerOf(reader);
  const member = await findUserById(db, userId);
  if (!member || hiddenFrom(viewer, member) || isBlockedWith(viewer, member.id) || !canSeeProfile(member, viewer)) return fail('USER_NOT_FOUND', 'This member does not exist');
  const rows = await readTrackRecord(db, member.id, trackRecordSince(query.period, now));
  const all = rows.figures.find((row) => row.kind === 'all');
  const listed = (kind: 'asset' | 'term') => rows.figures.filter((row) => row.kind === kind && row.resolved > 0);
  const byAsset = new Map(listed('asset').map((row) => [row.key as AssetType, row]));
  const byTerm = new Map(listed('term').map((row) => [row.key as IdeaTerm, row]));
  const totals = all ? ratios(all) : { Resolved: 0, Wins: 0, WinRate: null, TotalR: 0, AverageR: null };
  return {
    Period: query.period,
    Published: all?.published ?? 0,
    Resolved: totals.Resolved,
    Open: all?.open ?? 0,
    Wins: totals.Wins,
    Losses: all?.losses ?? 0,
    Breakeven: all?.breakeven ?? 0,
    WinRate: totals.WinRate,
    AverageR: totals.AverageR,
    TotalR: totals.TotalR,
    Best: ideaOf(member.id, rows.best, viewer),
    Worst: ideaOf(member.id, rows.worst, viewer),
    ByAssetType: ASSET_TYPES.flatMap((assetType) => {
      const row = byAsset.get(assetType);
      return row ? [{ AssetType: assetType, ...ratios(row) }] : [];
    }),
    ByTerm: IDEA_TERMS.flatMap((term) => {
      const row = byTerm.get(term);
      return row ? [{ Term: term, ...ratios(row) }] : [];
    }),
  };
}
