import type { PublicUser } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { hiddenFrom, viewerOf, viewerRelations } from '../../shared/viewer.ts';
import { toPublicUser } from '../../shared/members/public-user.dto.ts';
import { findUserByAlias } from '../../shared/members/public-users.repository.ts';

/** A member's profile by any alias they have or had; a private one shows visitors its name and picture only. */
export async function getUserByAlias(db: Database, reader: SessionUser | null, alias: string, fail: Fail<'USER_NOT_FOUND'>): Promise<PublicUser> {
  const user = await findUserByAlias(db, alias);
  const viewer = viewerOf(reader);
  // A member who blocks the reader does not exist for them; nor, but for staff, a suspended or leaving one.
  if (!user || viewerRelations(viewer).blockedBy.has(user.id) || hiddenFrom(viewer, user)) return fail('USER_NOT_FOUND', 'This member does not exist');
  return toPublicUser(user, viewer);
}
