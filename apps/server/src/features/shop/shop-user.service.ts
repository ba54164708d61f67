import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import { ShopUnavailableError, type ShopClient, type ShopMember } from '../../providers/shop/index.ts';
import * as repository from './shop-user.repository.ts';

/**
 * Spec 1 §7 GET /users/me: the member's shop id, given at their first shop call and kept (the
 * wp_id of licence updates): the shop's own customer id when it is reached over HTTP; offline, our
 * sequence numbers the customers as the shop does.
 */
export async function shopUserId(db: Database, member: ShopMember, shop: ShopClient, fail: Fail<'PROFILE_NOT_FOUND' | 'SERVICE_UNAVAILABLE'>): Promise<string> {
  const userId = member.id;
  const found = await repository.findShopId(db, userId);
  if (!found) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  if (found.shopId) return found.shopId;
  let fromShop: string | null;
  try {
    fromShop = await shop.customerId(member);
  } catch (error) {
    if (error instanceof ShopUnavailableError) fail('SERVICE_UNAVAILABLE', 'The shop cannot be reached: try again later');
    throw error;
  }
  const kept = await repository.keepShopId(db, userId, fromShop ?? (await repository.nextLocalShopId(db)));
  return kept ?? fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
}
