import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authUsers, userProtected, users } from '../db/schema/index.ts';
import type { Auth } from '../features/auth/auth.ts';
import { bootstrapCurrentUser } from '../features/users/users.service.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Seeds the demo members on first start (a member already there is left as it is) and answers
 * the list of demo credentials to print.
 */
export async function seedDemoData({ db, auth }: { db: Database; auth: Auth }): Promise<DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, account.email));
    if (existing) continue;
    const { user } = await auth.api.signUpEmail({ body: { name: account.name, email: account.email, password: account.password } });
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
    await bootstrapCurrentUser(db, { id: user.id, email: user.email, name: user.name, emailVerified: true, image: null, role: null }, account.language);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ displayName: account.name, verified: account.verified ?? null, job: account.job ?? null, description: account.description ?? null })
        .where(eq(users.id, user.id));
      await tx
        .update(userProtected)
        .set({
          role: account.role ?? null,
          activeSubscriptionName: account.plan === 'gold' ? 'GOLD' : null,
          activeSubscriptionUntil: account.plan === 'gold' ? new Date(Date.now() + YEAR_MS) : null,
          ...(account.role ? { allowedAdminLangs: ['fr', 'en'], adminLang: 'fr' } : {}),
        })
        .where(eq(userProtected.userId, user.id));
    });
  }
  return DEMO_ACCOUNTS;
}
