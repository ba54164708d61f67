import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProtected } from '../../db/schema/index.ts';

/** The member's shop id, or null before their first shop call (null too for a member without a profile). */
export async function findShopId(db: Database, userId: string): Promise<{ shopId: string | null } | null> {
  const [row] = await db.select({ shopId: userProtected.shopId }).from(userProtected).where(eq(userProtected.userId, userId));
  return row ?? null;
}

/**
 * Keeps `shopId` as the member's shop id unless they already have one (two first calls at once
 * keep the first); answers the id kept.
 */
export async function keepShopId(db: Database, userId: string, shopId: string): Promise<string | null> {
  const [updated] = await db
    .update(userProtected)
    .set({ shopId })
    .where(and(eq(userProtected.userId, userId), isNull(userProtected.shopId)))
    .returning({ shopId: userProtected.shopId });
  if (updated?.shopId) return updated.shopId;
  return (await findShopId(db, userId))?.shopId ?? null;
}

/** A new shop id from our own sequence (the offline shop gives its customers numeric ids, as the shop does). */
export async function nextLocalShopId(db: Database): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`select nextval('shop_customer_ids')::text as id`);
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
  if (!id) throw new Error('the shop_customer_ids sequence gave no value');
  return id;
}
