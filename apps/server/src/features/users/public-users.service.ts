import { isProfileVisible, type PublicUser } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toPublicUser } from './public-user.dto.ts';
import { findUserByAlias } from './public-users.repository.ts';

/** A member's public profile; a private profile is hidden from visitors. */
export async function getUserByAlias(db: Database, reader: SessionUser | null, alias: string): Promise<PublicUser> {
  const user = await findUserByAlias(db, alias);
  if (!user || !isProfileVisible(user, reader !== null)) throw new AppError('USER_NOT_FOUND', 'This member does not exist');
  return toPublicUser(user, { isVisitor: reader === null });
}
