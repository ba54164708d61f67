import type { PublicUser } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { toPublicUser } from '../../shared/members/public-user.dto.ts';
import { viewerOf } from '../../shared/viewer.ts';
import { setTrustScore } from './profile.repository.ts';

/**
 * Staff set a member's trust score by hand for now (the spec does not say what sets it); a later
 * issue derives it from the outcomes of the member's trading ideas.
 */
export async function updateTrustScore(db: Database, staff: SessionUser, userId: string, trustScore: number, fail: Fail<'USER_NOT_FOUND'>): Promise<PublicUser> {
  const row = await db.transaction((tx) => setTrustScore(tx, userId, trustScore));
  if (!row) return fail('USER_NOT_FOUND', 'This member does not exist');
  return toPublicUser(row, viewerOf(staff));
}
