import { RELATIONS_PAGE_SIZE, type RelationState, type RelationsPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import { toPublicUser } from '../../shared/members/public-user.dto.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { viewerOf } from '../../shared/viewer.ts';
import { findRelationsPage, setRelation, type RelationKind } from './relations.repository.ts';

export interface RelationDone {
  state: RelationState;
  /** Whose notifications changed (their unread counts are sent to them). */
  notified: string[];
}

type RelationFail = Fail<'USER_NOT_FOUND' | 'CANNOT_BLOCK_SELF' | 'RELATIONS_LIMIT_REACHED'>;

/** Blocks or mutes a member (`on`), or undoes it; twice changes nothing the second time. */
export async function setMemberRelation(db: Database, user: SessionUser, kind: RelationKind, otherId: string, on: boolean, fail: RelationFail): Promise<RelationDone> {
  if (otherId === user.id) fail('CANNOT_BLOCK_SELF', 'You cannot block or mute yourself');
  const result = await setRelation(db, kind, user.id, otherId, on);
  if (result.outcome === 'missing') fail('USER_NOT_FOUND', 'This member does not exist');
  if (result.outcome === 'full') fail('RELATIONS_LIMIT_REACHED', 'You block or mute the most members you can');
  return { state: { Blocking: result.blocking, Muting: result.muting }, notified: result.notified };
}

/** The members one blocks or mutes, last first (keyset pages). */
export async function relationsPage(db: Database, user: SessionUser, kind: RelationKind, query: { limit?: number; cursor?: string }): Promise<RelationsPage> {
  const viewer = viewerOf(user);
  const page = await findRelationsPage(db, kind, user.id, { limit: query.limit ?? RELATIONS_PAGE_SIZE, cursor: query.cursor });
  return { items: page.items.map((row) => ({ user: toPublicUser(row.user, viewer), since: row.since.toISOString() })), nextCursor: page.nextCursor };
}
