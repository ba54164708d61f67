import { FOLLOWS_PAGE_SIZE, isSearchableTerm, USERS_QUERY_MODES, type getUsersEndpoint, type UsersPage, type UsersQuery } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { toPublicUser } from '../../shared/members/public-user.dto.ts';
import { findUserByAlias, findUserById, findUsersByIds } from '../../shared/members/public-users.repository.ts';
import { canSeeProfile, excludedAuthors, hiddenFrom, viewerAccess, viewerOf, viewerRelations, type Viewer } from '../../shared/viewer.ts';
import { findFollowsPage } from './follows.repository.ts';
import { limitReached, type LimitVerdict } from '../../plugins/app/limits.ts';
import { searchUsers } from './user-search.repository.ts';

/** Counts one search of the member (app.limits.countMember). */
export type SearchLimit = (memberId: string) => LimitVerdict;

const complete = (users: UsersPage['users']): UsersPage => ({ users, nextCursor: null });

/**
 * getUsers (spec 2 §7), by one of: ids, alias, userId, followingUser (that member's followers),
 * followedBy (whom that member follows), search (members only). Nothing to look for: EMPTY_QUERY;
 * two ways at once: a validation error.
 */
export async function getUsers(db: Database, reader: SessionUser | null, query: UsersQuery, searches: SearchLimit, fail: FailOf<typeof getUsersEndpoint>): Promise<UsersPage> {
  const viewer = viewerOf(reader);
  const modes = USERS_QUERY_MODES.filter((mode) => query[mode] !== undefined);
  if (modes.length > 1) fail('VALIDATION_ERROR', `Ask by one of ${USERS_QUERY_MODES.join(', ')}, not ${modes.join(' and ')}`);
  // A member who blocks the reader does not exist for them; one the reader blocks is shown (Blocking), to be unblocked.
  // Nor, but for staff, does a suspended member or one leaving.
  const blockedBy = viewerRelations(viewer).blockedBy;
  const exists = (row: { id: string; hiddenUntil: Date | null }) => !blockedBy.has(row.id) && !hiddenFrom(viewer, row);
  if (query.ids) {
    const ids = [...new Set(query.ids)].filter((id) => !blockedBy.has(id));
    return complete(order(await findUsersByIds(db, ids), ids).filter(exists).map((row) => toPublicUser(row, viewer)));
  }
  if (query.alias || query.userId) {
    const row = query.alias ? await findUserByAlias(db, query.alias) : await findUserById(db, query.userId as string);
    return complete(row && exists(row) ? [toPublicUser(row, viewer)] : []);
  }
  if (query.followingUser) return followsPage(db, viewer, 'followers', query.followingUser, query, fail);
  if (query.followedBy) return followsPage(db, viewer, 'following', query.followedBy, query, fail);
  if (query.search !== undefined) {
    if (!reader) return fail('UNAUTHENTICATED', 'Sign in to search members');
    if (!isSearchableTerm(query.search)) return complete([]);
    const verdict = searches(reader.id);
    if (!verdict.allowed) throw limitReached(verdict);
    const hidden = new Set(excludedAuthors(viewer));
    return complete((await searchUsers(db, query.search)).filter((row) => !hidden.has(row.id) && !hiddenFrom(viewer, row)).map((row) => toPublicUser(row, viewer)));
  }
  return fail('EMPTY_QUERY', 'Empty query');
}

/** In the order the ids were asked for. */
function order<T extends { id: string }>(rows: T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/**
 * A keyset page of followers or following. A private member's lists are hidden from visitors, like
 * their posts, and so is a private member in anyone's list (the same follow, read from the other side).
 */
async function followsPage(db: Database, viewer: Viewer, direction: 'followers' | 'following', userId: string, query: UsersQuery, fail: Fail<'USER_NOT_FOUND'>): Promise<UsersPage> {
  const member = await findUserById(db, userId);
  if (!member || !canSeeProfile(member, viewer) || viewerRelations(viewer).blockedBy.has(member.id) || hiddenFrom(viewer, member)) return fail('USER_NOT_FOUND', 'This member does not exist');
  // Members blocked either way are left out of anyone's lists (mutes are not: a list is opened on purpose).
  const page = await findFollowsPage(db, direction, userId, { limit: query.limit ?? FOLLOWS_PAGE_SIZE, cursor: query.cursor }, {
    publicOnly: viewer.kind === 'visitor',
    withHidden: viewerAccess(viewer)?.staff ?? false,
    excludedMembers: excludedAuthors(viewer, { mutes: false }),
  });
  return { users: page.items.map((row) => toPublicUser(row.user, viewer)), nextCursor: page.nextCursor };
}
