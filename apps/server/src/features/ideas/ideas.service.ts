import {
  canOpenIdeas,
  type createIdeaEndpoint,
  expiryOfTerm,
  FEED_PAGE_SIZE,
  findInstrument,
  IDEA_AUDIO_TYPE,
  isCoach,
  mayChangeIdeaType,
  PREMIUM_COACHES_GROUP,
  uploadTokenOf,
  uploadUrl,
  type IdeasQuery,
  type Post,
  type PostsPage,
  type ValidIdeaInput,
  type listIdeasEndpoint,
  type updateIdeaEndpoint,
} from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { StoredFinancialData } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { readIdeasPage } from '../../shared/post-views/feed.ts';
import * as postsRepository from '../posts/posts.repository.ts';
import { ownPost, resolveImages, writtenPost } from '../posts/posts.service.ts';
import { findOwnFiles } from '../../shared/owned-uploads.ts';
import { startIdeaOutcome } from '../../shared/idea-outcomes/outcome-row.ts';
import type { QueueTranslation } from '../../shared/translations/queue.ts';
import { viewerOf } from '../../shared/viewer.ts';

/**
 * The recording on an idea: coaches only (spec 2 §6), and one of their own webm uploads. Without
 * audio, nothing to check.
 */
async function resolveAudio(db: Database, user: SessionUser, audio: { url: string } | null, fail: Fail<'AUDIO_NOT_ALLOWED' | 'INVALID_ATTACHMENT'>): Promise<string | null> {
  if (!audio) return null;
  if (!isCoach(user.verified)) fail('AUDIO_NOT_ALLOWED', 'Only trading coaches add audio to their ideas');
  const token = uploadTokenOf(audio.url);
  const [file] = token ? await findOwnFiles(db, user.id, [token]) : [];
  if (!file || file.contentType !== IDEA_AUDIO_TYPE) return fail('INVALID_ATTACHMENT', 'Attach a recording you uploaded');
  return uploadUrl(file.token);
}

/** What an idea stores: its FinancialData and the ideas page's columns. */
function ideaColumns(input: ValidIdeaInput, user: SessionUser, publishedAt: Date): postsRepository.IdeaColumns {
  const financialData: StoredFinancialData = { type: input.type, title: input.title };
  let columns: postsRepository.IdeaColumns = { ideaType: input.type, ideaAssetType: null, ideaSell: null, ideaExpiresAt: null };
  if (input.type === 'idea') {
    const { levels } = input;
    const expiresAt = levels.validUntil ? new Date(levels.validUntil) : expiryOfTerm(levels.term, publishedAt);
    financialData.levels = {
      sell: levels.sell,
      assetType: levels.assetType,
      instrument: levels.ticker,
      entryType: levels.entryType,
      term: levels.term,
      expirationDate: expiresAt.toISOString(),
      entry: levels.entry,
      stopLoss: levels.stopLoss,
      breakEven: levels.breakEven,
      takeProfits: [levels.takeProfit1, levels.takeProfit2, levels.takeProfit3].filter((value) => value !== null),
    };
    columns = { ideaType: input.type, ideaAssetType: levels.assetType, ideaSell: levels.sell, ideaExpiresAt: expiresAt };
  }
  // Spec 2 §6: a coach's new idea is for the premium coaches group.
  return { ...columns, financialData, restrictedTo: isCoach(user.verified) ? PREMIUM_COACHES_GROUP : null };
}

/** What writing ideas needs: the database, the translation queue (a no-op without a provider), and whether market prices measure ideas here. */
export interface IdeasDependencies {
  db: Database;
  queueTranslation: QueueTranslation;
  /** A market idea's outcome is measured (a provider of market prices is configured); otherwise it stays pending, saying why. */
  measuresOutcomes: boolean;
}

export async function createIdea({ db, queueTranslation, measuresOutcomes }: IdeasDependencies, user: SessionUser, input: ValidIdeaInput, fail: FailOf<typeof createIdeaEndpoint>, now = new Date()): Promise<Post> {
  const audio = await resolveAudio(db, user, input.audio, fail);
  const images = await resolveImages(db, user.id, input.images, fail);
  const id = postsRepository.newPostId();
  const columns = ideaColumns(input, user, now);
  const levels = columns.financialData?.levels;
  const inserted = await postsRepository.insertPost(
    db,
    { authorId: user.id, id, text: input.description, images, gif: null, youtubeId: null, creationDate: now, audio, ...columns },
    queueTranslation,
    // Measured from publication on the levels published: an edit does not change them.
    levels ? (tx) => startIdeaOutcome(tx, { authorId: user.id, id }, levels, now, measuresOutcomes) : undefined,
  );
  if (!inserted) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return writtenPost(db, user, user.id, id);
}

/** Edits one of the member's ideas; its audience stays the one it was published to. */
export async function updateIdea(
  { db, queueTranslation }: IdeasDependencies,
  user: SessionUser,
  key: { authorId: string; postId: string },
  input: ValidIdeaInput,
  fail: FailOf<typeof updateIdeaEndpoint>,
  now = new Date(),
): Promise<Post> {
  const before = await ownPost(db, user, key.authorId, key.postId, fail);
  if (!before.FinancialData) fail('NOT_AN_IDEA', 'This post is not an idea');
  if (!mayChangeIdeaType(before.FinancialData.Type, input.type)) fail('IDEA_TYPE_LOCKED', 'A market idea stays one, and an analysis or an update cannot become one');
  const audio = await resolveAudio(db, user, input.audio, fail);
  const images = await resolveImages(db, user.id, input.images, fail);
  const { restrictedTo: _audience, ...columns } = ideaColumns(input, user, new Date(before.CreationDate));
  const updated = await postsRepository.updatePostContent(
    db,
    { authorId: key.authorId, id: key.postId },
    { text: input.description, images, gif: null, youtubeId: null, editedBy: user.id, editedAt: now, idea: { ...columns, audio } },
    queueTranslation,
  );
  if (!updated) fail('POST_DELETED', 'This post was deleted');
  return writtenPost(db, user, key.authorId, key.postId);
}

/** The ideas page (spec 2 §7 getPosts ideaFilters): members with an active trial or subscription, and staff. */
export async function listIdeas(db: Database, user: SessionUser, query: IdeasQuery, fail: FailOf<typeof listIdeasEndpoint>): Promise<PostsPage> {
  if (!canOpenIdeas(user.access)) fail('IDEAS_LOCKED', 'You discovered a Premium feature! Upgrade to ARYA Premium to get back in.');
  // Any way of writing an instrument (EUR/USD, $btc); one the catalogue does not know has no ideas.
  // Like side and asset type, only among the ideas the reader may read (named-skeleton.ts).
  const instrument = query.instrument === undefined ? null : findInstrument(query.instrument);
  if (query.instrument !== undefined && !instrument) return { posts: [], nextCursor: null };
  return readIdeasPage(db, viewerOf(user), {
    limit: query.limit ?? FEED_PAGE_SIZE,
    cursor: query.cursor,
    filters: {
      type: query.type !== undefined,
      assetType: query.assetType !== undefined,
      side: query.side !== undefined,
      status: query.status ?? null,
      coaches: query.coaches,
      favorites: query.favorites,
    },
    values: {
      ideaType: query.type,
      assetType: query.assetType,
      sell: query.side === undefined ? undefined : query.side === 'sell',
      restrictedTo: PREMIUM_COACHES_GROUP,
      symbol: instrument?.symbol,
    },
  });
}
