import {
  FEED_PAGE_SIZE,
  isCoach,
  findInstrument,
  searchInstruments,
  type getInstrumentEndpoint,
  type Instrument,
  type InstrumentDto,
  type InstrumentPage,
  type InstrumentPostsQuery,
  type listInstrumentPostsEndpoint,
  type PostsPage,
} from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AnswerCache } from '../../shared/answer-cache.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import { readInstrumentPage } from '../../shared/post-views/feed.ts';
import { audienceInput } from '../../shared/post-views/filter.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { excludedAuthors, viewerOf } from '../../shared/viewer.ts';
import { toInstrumentDto, toTopMemberDto } from './instrument.dto.ts';
import { countInstrumentPosts, findTopMembers, TOP_MEMBERS_COUNT, type TopMemberRow } from './instruments.repository.ts';

/** The writers' `$` autocomplete and the idea writer's picker: core's ranking over the catalogue, no database read. */
export function findInstruments(query: { q: string; limit?: number | undefined }): { items: InstrumentDto[] } {
  return { items: searchInstruments(query.q, query.limit).map(toInstrumentDto) };
}

/** The instrument a page address names, by its symbol or any way of writing it (`EURUSD`, `eur-usd`, `BTC`). */
function instrumentOf(symbol: string, fail: Fail<'INSTRUMENT_NOT_FOUND'>): Instrument {
  return findInstrument(symbol) ?? fail('INSTRUMENT_NOT_FOUND', 'No instrument goes by this name');
}

/** An instrument's aggregates for one audience: its counts and its most active members, blocks not yet taken out. */
interface InstrumentAggregates {
  counts: { ideas: number; posts: number };
  top: TopMemberRow[];
}

/**
 * Most active members read beyond the page's five, so that the reader's blocks (taken out after,
 * per reader) rarely leave fewer than five; a reader with more blocks among them is counted alone.
 */
const TOP_MEMBERS_SPARE = 20;

/**
 * An instrument's page: its ideas and posts the reader may read counted, and its most active members
 * of the last 90 days that the reader may see (two statements, whoever reads). The counts and
 * members of an audience (visitors; the members of a plan and language; a coach who may not read
 * the premium ideas, their own counting for them) are shared for a few seconds (`cache`); each
 * reader's blocks are taken out of the members after.
 */
export async function getInstrumentPage(
  { db, cache }: { db: Database; cache: AnswerCache<InstrumentAggregates> },
  user: SessionUser | null,
  symbol: string,
  fail: FailOf<typeof getInstrumentEndpoint>,
): Promise<InstrumentPage> {
  const instrument = instrumentOf(symbol, fail);
  const viewer = viewerOf(user);
  // A coach who may not read the premium ideas still reads their own: an audience of their own.
  // Every other reader of a plan and language shares one (their own premium ideas, if any, are a
  // former coach's: counted for the premium readers only).
  const ownAudience = user !== null && isCoach(user.verified) && !audienceInput(viewer).readsRestricted;
  const audience = { ...audienceInput(viewer), ...(ownAudience ? {} : { viewerId: '' }) };
  const key = [instrument.symbol, audience.readsRestricted, audience.newsPair, audience.publicOnly, audience.viewerId].join('|');
  const aggregates = await cache.get(key, async () => {
    const [counts, top] = await Promise.all([
      countInstrumentPosts(db, instrument.symbol, audience),
      findTopMembers(db, { symbol: instrument.symbol, excluded: [], audience, limit: TOP_MEMBERS_COUNT + TOP_MEMBERS_SPARE }),
    ]);
    return { counts, top };
  });
  // Blocks hide the pair from each other everywhere; a mute only thins the reader's lists of posts.
  const excluded = new Set(excludedAuthors(viewer, { mutes: false }));
  let top = aggregates.top.filter((row) => !excluded.has(row.member.id));
  if (top.length < TOP_MEMBERS_COUNT && aggregates.top.length === TOP_MEMBERS_COUNT + TOP_MEMBERS_SPARE) {
    top = await findTopMembers(db, { symbol: instrument.symbol, excluded: [...excluded], audience, limit: TOP_MEMBERS_COUNT });
  }
  return {
    Instrument: toInstrumentDto(instrument),
    IdeasCount: aggregates.counts.ideas,
    PostsCount: aggregates.counts.posts,
    TopMembers: top.slice(0, TOP_MEMBERS_COUNT).map((row) => toTopMemberDto(row, viewer)),
  };
}

/** The cache of instruments' aggregates, kept `seconds` (INSTRUMENT_PAGE_CACHE_SECONDS). */
export const instrumentAggregatesCache = (seconds: number) => new AnswerCache<InstrumentAggregates>(() => true, seconds * 1000);

/** An instrument's ideas (with their outcomes) or the posts naming it, newest first, as the reader may read them. */
export async function listInstrumentPosts(
  db: Database,
  user: SessionUser | null,
  symbol: string,
  query: InstrumentPostsQuery,
  fail: FailOf<typeof listInstrumentPostsEndpoint>,
): Promise<PostsPage> {
  const instrument = instrumentOf(symbol, fail);
  return readInstrumentPage(db, viewerOf(user), { limit: query.limit ?? FEED_PAGE_SIZE, cursor: query.cursor, symbol: instrument.symbol, source: query.kind });
}
