import {
  FEED_PAGE_SIZE,
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
import type { Fail, FailOf } from '../../http/fail.ts';
import { readInstrumentPage } from '../../shared/post-views/feed.ts';
import { audienceInput } from '../../shared/post-views/filter.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { excludedAuthors, viewerOf } from '../../shared/viewer.ts';
import { toInstrumentDto, toTopMemberDto } from './instrument.dto.ts';
import { countInstrumentPosts, findTopMembers } from './instruments.repository.ts';

/** The writers' `$` autocomplete and the idea writer's picker: core's ranking over the catalogue, no database read. */
export function findInstruments(query: { q: string; limit?: number | undefined }): { items: InstrumentDto[] } {
  return { items: searchInstruments(query.q, query.limit).map(toInstrumentDto) };
}

/** The instrument a page address names, by its symbol or any way of writing it (`EURUSD`, `eur-usd`, `BTC`). */
function instrumentOf(symbol: string, fail: Fail<'INSTRUMENT_NOT_FOUND'>): Instrument {
  return findInstrument(symbol) ?? fail('INSTRUMENT_NOT_FOUND', 'No instrument goes by this name');
}

/**
 * An instrument's page: its ideas and posts the reader may read counted, and its most active members
 * of the last 90 days that the reader may see (two statements, whoever reads).
 */
export async function getInstrumentPage(db: Database, user: SessionUser | null, symbol: string, fail: FailOf<typeof getInstrumentEndpoint>): Promise<InstrumentPage> {
  const instrument = instrumentOf(symbol, fail);
  const viewer = viewerOf(user);
  const audience = audienceInput(viewer);
  const [counts, top] = await Promise.all([
    countInstrumentPosts(db, instrument.symbol, audience),
    // Blocks hide the pair from each other everywhere; a mute only thins the reader's lists of posts.
    findTopMembers(db, { symbol: instrument.symbol, excluded: excludedAuthors(viewer, { mutes: false }), audience }),
  ]);
  return { Instrument: toInstrumentDto(instrument), IdeasCount: counts.ideas, PostsCount: counts.posts, TopMembers: top.map((row) => toTopMemberDto(row, viewer)) };
}

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
