import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema/index.ts';

/** What the course platform is told of the member: id, e-mail, name and language (one statement). */
export async function findCourseMember(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: authUsers.email, name: users.displayName, language: users.defaultLanguage })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
