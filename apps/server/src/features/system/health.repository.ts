import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { healthProbes } from '../../db/schema/index.ts';

/** Writes the probe's row again: false when the database refuses the write (a full disk). */
export async function probeWrite(db: Database): Promise<boolean> {
  try {
    await db
      .insert(healthProbes)
      .values({ id: 'health', probedAt: sql`now()` })
      .onConflictDoUpdate({ target: healthProbes.id, set: { probedAt: sql`now()` } });
    return true;
  } catch {
    return false;
  }
}
