import type { PublicUser } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { canSeeProfile, viewerOf } from '../viewer/viewer.ts';
import { toPublicUser } from './public-user.dto.ts';
import { findUserByAlias } from './public-users.repository.ts';

/** A member's public profile; a private profile is hidden from visitors. */
export async function getUserByAlias(db: Database, reader: SessionUser | null, alias: string): Promise<PublicUser> {
  const viewer = viewerOf(reader);
  const user = await findUserByAlias(db, alias);
  if (!user || !canSeeProfile(user, viewer)) throw new AppError('USER_NOT_FOUND', 'This member does not exist');
  return toPublicUser(user, viewer);
}
