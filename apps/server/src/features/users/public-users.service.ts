import type { PublicUser } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/app/auth/index.ts';
import { viewerOf } from '../viewer/viewer.ts';
import { toPublicUser } from './public-user.dto.ts';
import { findUserByAlias } from './public-users.repository.ts';

/** A member's profile by any alias they have or had; a private one shows visitors its name and picture only. */
export async function getUserByAlias(db: Database, reader: SessionUser | null, alias: string): Promise<PublicUser> {
  const user = await findUserByAlias(db, alias);
  if (!user) throw new AppError('USER_NOT_FOUND', 'This member does not exist');
  return toPublicUser(user, viewerOf(reader));
}
