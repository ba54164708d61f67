import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repository from './shop-user.repository.ts';

/**
 * Spec 1 §7 GET /users/me: the member's shop id, given at their first shop call and kept (the
 * wp_id of licence updates). The offline shop numbers its customers itself.
 */
export async function shopUserId(db: Database, userId: string): Promise<string> {
  const found = await repository.findShopId(db, userId);
  if (!found) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  if (found.shopId) return found.shopId;
  const kept = await repository.keepShopId(db, userId, await repository.nextLocalShopId(db));
  if (!kept) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return kept;
}
