import { randomBytes } from 'node:crypto';
import { extractYoutubeId, TERMS_VERSION } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authUsers, posts, userPrivate, userProtected, users, type StoredGif, type StoredImage, type StoredInterests } from '../db/schema/index.ts';
import type { Auth } from '../plugins/app/auth/auth.ts';
import { insertPost } from '../features/posts/posts.repository.ts';
import { ImageQueue } from '../features/uploads/image-queue.ts';
import { uploadAsset } from '../features/uploads/uploads.service.ts';
import { setFollow } from '../features/people/follows.repository.ts';
import { bootstrapCurrentUser } from '../features/users/users.service.ts';
import { throwAny } from '../http/fail.ts';
import { builtInGifUrl, loadBuiltInGifs } from '../providers/gifs/builtin-gif-provider.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { demoChartImage } from './demo-images.ts';
import { DEMO_POSTS } from './demo-posts.ts';
import { seedDemoIdeasAndNews } from './demo-ideas.ts';
import { seedDemoLicences } from './demo-licences.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoTranslations } from './demo-translations-seed.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SeedDependencies {
  db: Database;
  auth: Auth;
  storage: FileStorage;
  config: AppConfig;
}

/**
 * Seeds the demo members and their posts on first start (what is already there is left as it
 * is) and answers the list of demo credentials to print.
 */
export async function seedDemoData(deps: SeedDependencies): Promise<DemoAccount[]> {
  const { ids, created } = await seedDemoAccounts(deps);
  await seedDemoFollows(deps, ids, created);
  await seedDemoPosts(deps, ids);
  await seedDemoIdeasAndNews(deps, ids);
  await seedDemoTranslations(deps.db, ids);
  await seedDemoLicences(deps, ids.get('premium'));
  await seedDemoBilling(deps, ids);
  return DEMO_ACCOUNTS;
}

const DEMO_INTERESTS: StoredInterests = {
  generalKnowledge: ['Good'],
  investmentObjective: ['MidTerm'],
  investmentMotivation: ['Opportunities'],
  marketInterests: ['Currencies', 'Indices'],
};

async function seedDemoAccounts({ db, auth }: SeedDependencies): Promise<{ ids: Map<DemoAccount['key'], string>; created: Set<DemoAccount['key']> }> {
  const ids = new Map<DemoAccount['key'], string>();
  const created = new Set<DemoAccount['key']>();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, account.email));
    if (existing) {
      ids.set(account.key, existing.id);
      continue;
    }
    // The terms go beside better-auth's own fields (its type lists only those; its hook reads this one).
    const body = { name: account.name, email: account.email, password: account.password, acceptedTerms: TERMS_VERSION };
    const { user } = await auth.api.signUpEmail({ body });
    ids.set(account.key, user.id);
    created.add(account.key);
    await db.update(authUsers).set({ emailVerified: true, phoneNumber: account.phone, phoneNumberVerified: true }).where(eq(authUsers.id, user.id));
    await bootstrapCurrentUser(db, { id: user.id, email: user.email, name: user.name }, account.language);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ displayName: account.name, verified: account.verified ?? null, job: account.job ?? null, description: account.description ?? null, vanityAlias: account.alias ?? null })
        .where(eq(users.id, user.id));
      await tx
        .update(userProtected)
        .set({
          phoneNumber: account.phone,
          role: account.role ?? null,
          activeSubscriptionName: account.plan === 'gold' ? 'GOLD' : null,
          activeSubscriptionUntil: account.plan === 'gold' ? new Date(Date.now() + YEAR_MS) : null,
          ...(account.plan === 'free' ? { canReadNewsUntil: new Date(Date.now() - DAY_MS) } : {}),
          ...(account.role ? { allowedAdminLangs: ['fr', 'en'], adminLang: 'fr' } : {}),
        })
        .where(eq(userProtected.userId, user.id));
      // Demo members have been through onboarding: a new sign-up shows it.
      await tx.update(userPrivate).set({ interests: DEMO_INTERESTS }).where(eq(userPrivate.userId, user.id));
    });
  }
  return { ids, created };
}

/** Whom the demo members made on this start follow (a member who unfollowed later is left alone). */
async function seedDemoFollows({ db }: SeedDependencies, ids: Map<DemoAccount['key'], string>, created: Set<DemoAccount['key']>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const followerId = ids.get(account.key);
    if (!followerId || !created.has(account.key)) continue;
    for (const key of account.follows ?? []) {
      const followedId = ids.get(key);
      if (followedId) await setFollow(db, followerId, followedId, true);
    }
  }
}

/** Posts with generated chart images, GIFs of the built-in set and videos, over the last days. */
async function seedDemoPosts({ db, storage, config }: SeedDependencies, ids: Map<DemoAccount['key'], string>): Promise<void> {
  const coachId = ids.get('coach');
  if (!coachId) return;
  const [anyPost] = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, coachId)).limit(1);
  if (anyPost) return;
  const gifs = new Map(loadBuiltInGifs().map((gif) => [gif.slug, gif]));
  const now = Date.now();
  let imageSeed = 0;
  const queue = new ImageQueue({ concurrency: 1, maxWaiting: 8, perMember: 1 });
  for (const demo of DEMO_POSTS) {
    const authorId = ids.get(demo.author);
    if (!authorId) continue;
    const images: StoredImage[] = [];
    for (const title of demo.images ?? []) {
      imageSeed += 1;
      const png = await demoChartImage(imageSeed, title);
      const upload = await uploadAsset({ db, storage, queue, quotaPerHour: config.MAX_USER_UPLOAD_QUOTA_PER_HOUR }, authorId, async () => png, throwAny);
      images.push({ url: upload.url, width: upload.width, height: upload.height });
    }
    const gifEntry = demo.gif ? gifs.get(demo.gif) : undefined;
    const gif: StoredGif | null = gifEntry ? { url: builtInGifUrl(gifEntry.slug), width: gifEntry.width, height: gifEntry.height, title: gifEntry.title.en } : null;
    await insertPost(db, {
      authorId,
      id: randomBytes(12).toString('base64url'),
      text: demo.text,
      images,
      gif,
      youtubeId: extractYoutubeId(demo.text),
      creationDate: new Date(now - demo.hoursAgo * HOUR_MS),
    });
  }
}
