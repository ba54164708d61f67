import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  accountDeletions,
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  coinEntries,
  comments,
  consentRecords,
  dataExports,
  follows,
  invoices,
  licences,
  memberBlocks,
  memberMutes,
  notifications,
  phoneCodes,
  posts,
  reactions,
  reports,
  retiredAliases,
  signInFailures,
  smsSends,
  subscriptions,
  uploadRefusals,
  uploads,
  userPrivate,
  userProtected,
  users,
} from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** The name an erased member's profile keeps (the apps show "Membre supprimé" / "Deleted member" from `Deleted`). */
export const ERASED_MEMBER_NAME = 'Deleted member';

/** One job per request: a request renewed after a restore is another job (the first one finds nothing due). */
export const eraseJobKey = (userId: string, requestedAt: Date) => `${userId}:${requestedAt.toISOString()}`;

export interface EraseDeps {
  db: Database;
  storage: FileStorage;
  payments: PaymentProvider;
}

export const eraseAccountJob = { name: 'privacy.erase-account' } as const;

/**
 * Erases an account whose grace period is over (GDPR art. 17), as plan §4.5 lists: the provider's
 * side first (subscriptions ended, customer deleted), then the stored files, then every row in one
 * transaction that also marks the request erased. Each step is guarded by the state it moves from,
 * so a run after a failure, or a second run, changes nothing more; a request cancelled by a sign-in,
 * or not yet due (a job left from an earlier, cancelled request), is left alone.
 */
export function eraseAccountJobType(deps: EraseDeps): JobType<{ userId: string }> {
  return {
    name: eraseAccountJob.name,
    retries: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    run: ({ userId }) => eraseAccount(deps, userId).then(() => undefined),
  };
}

type Outcome = 'erased' | 'not-due';

export async function eraseAccount(deps: EraseDeps, userId: string, now = new Date()): Promise<Outcome> {
  // Claimed first: a sign-in from here on finds the account going (no restore, no session), so no
  // member gets back an account whose files and plan are already gone. A run after a failure finds
  // its own claim and goes on.
  if (!(await claimErasure(deps.db, userId, now))) return 'not-due';
  await endProviderSide(deps, userId, now);
  await deleteFiles(deps, userId);
  await deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).for('update');
    if (!request || request.erasedAt) return;
    const notes = await eraseRows(tx, userId, request.contentChoice, now);
    await tx.update(accountDeletions).set({ erasedAt: now, erasureNotes: notes }).where(eq(accountDeletions.userId, userId));
  });
  return 'erased';
}

/**
 * Marks a due request as being erased, or finds it already marked (a retry): true when the erasure
 * is to run. A request restored by a sign-in, erased, or not yet due is left alone. The update
 * locks the row: a sign-in restoring it at the same moment either commits first (and this finds it
 * restored) or waits, then finds it erasing.
 */
async function claimErasure(db: Database, userId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(accountDeletions)
    .set({ erasingAt: sql`coalesce(${accountDeletions.erasingAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt), isNull(accountDeletions.restoredAt), sql`${accountDeletions.eraseAfter} <= ${now.toISOString()}`))
    .returning({ userId: accountDeletions.userId });
  return claimed.length > 0;
}

/**
 * Subscriptions the provider still runs end now (nothing more is charged), each marked ended as
 * soon as it is; then each customer of theirs at the provider is deleted (deleting one twice is no
 * error). A provider that refuses or is unreachable fails the job: it is tried again, then shown to
 * staff among the failed jobs, and nothing of the account is erased meanwhile.
 */
async function endProviderSide(deps: EraseDeps, userId: string, now: Date): Promise<void> {
  const rows = await deps.db
    .select({ id: subscriptions.id, source: subscriptions.source, providerSubscriptionId: subscriptions.providerSubscriptionId, providerCustomerId: subscriptions.providerCustomerId, endedAt: subscriptions.endedAt, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const provided = rows.filter((row) => row.source === deps.payments.source);
  for (const row of provided) {
    if (row.endedAt || row.status !== 'active' || !row.providerSubscriptionId) continue;
    await deps.payments.cancelNow(row.providerSubscriptionId);
    await deps.db.update(subscriptions).set({ status: 'void', endedAt: now }).where(and(eq(subscriptions.id, row.id), isNull(subscriptions.endedAt)));
  }
  const customers = new Set(provided.map((row) => row.providerCustomerId).filter((id) => id !== null));
  for (const customer of customers) await deps.payments.deleteCustomer(customer);
}

/** Uploaded files, the profile picture and data export archives leave the storage (deleting a missing file is no error). */
async function deleteFiles(deps: EraseDeps, userId: string): Promise<void> {
  const stored = await deps.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId));
  const exports = await deps.db.select({ path: dataExports.path }).from(dataExports).where(and(eq(dataExports.userId, userId), isNotNull(dataExports.path)));
  const listed = await deps.storage.list(`user-assets/${userId}/`);
  const paths = new Set([...stored.map((row) => row.path), ...exports.map((row) => row.path as string), ...listed, `profile-images/${userId}`]);
  for (const path of paths) await deps.storage.delete(path);
}

async function eraseRows(tx: Transaction, userId: string, choice: 'keep_anonymous' | 'delete', now: Date): Promise<Record<string, unknown>> {
  const [account] = await tx.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  const [protectedRow] = await tx.select({ shopId: userProtected.shopId }).from(userProtected).where(eq(userProtected.userId, userId));

  // Likes: the liked posts' and comments' counts go down, then the likes go. A like's target is a
  // post (`author/post`, one slash), a comment or a reply (more).
  await tx.execute(sql`
    update ${posts} set likes_count = greatest(${posts.likesCount} - 1, 0)
    where (${posts.authorId}, ${posts.id}) in (
      select split_part(target_id, '/', 1), split_part(target_id, '/', 2)
      from ${reactions} where ${reactions.userId} = ${userId} and array_length(string_to_array(${reactions.targetId}, '/'), 1) = 2)`);
  await tx.execute(sql`
    update ${comments} set likes_count = greatest(${comments.likesCount} - 1, 0)
    where (${comments.postAuthorId}, ${comments.postId}, ${comments.id}) in (
      select split_part(target_id, '/', 1), split_part(target_id, '/', 2), (string_to_array(target_id, '/'))[array_length(string_to_array(target_id, '/'), 1)]
      from ${reactions} where ${reactions.userId} = ${userId} and array_length(string_to_array(${reactions.targetId}, '/'), 1) > 2)`);
  await tx.delete(reactions).where(eq(reactions.userId, userId));

  // Follows both ways: the other members' counts go down.
  await tx.execute(sql`update ${users} set following_count = greatest(${users.followingCount} - 1, 0) where ${users.id} in (select ${follows.followerId} from ${follows} where ${follows.followedId} = ${userId})`);
  await tx.execute(sql`update ${users} set followers_count = greatest(${users.followersCount} - 1, 0) where ${users.id} in (select ${follows.followedId} from ${follows} where ${follows.followerId} = ${userId})`);
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followedId, userId)));
  await tx.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
  await tx.delete(memberMutes).where(or(eq(memberMutes.muterId, userId), eq(memberMutes.mutedId, userId)));

  // Notifications: theirs go; in others', they are no longer among the authors (a group of them alone goes).
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // Whatever its count: two of their comments written at once may have counted them twice.
  await tx.delete(notifications).where(sql`${notifications.authorIds} = jsonb_build_array(${userId}::text)`);
  await tx
    .update(notifications)
    .set({ authorIds: sql`${notifications.authorIds} - ${userId}::text`, authorsCount: sql`greatest(${notifications.authorsCount} - 1, 0)` })
    .where(sql`${notifications.authorIds} ? ${userId}::text`);

  await eraseContent(tx, userId, choice, now);

  // The member's own coins go; other members' referral entries for them stay, with the phone's digest.
  await tx.delete(coinEntries).where(eq(coinEntries.userId, userId));

  // Files are gone from the storage: their rows too.
  await tx.delete(uploads).where(eq(uploads.userId, userId));
  await tx.delete(uploadRefusals).where(eq(uploadRefusals.userId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  await tx.delete(consentRecords).where(eq(consentRecords.userId, userId));

  // Billing kept for the legal retention (INVOICE_RETENTION_YEARS): invoices as issued but without
  // the e-mail, orders as they are, subscriptions ended, licences revoked.
  await tx.update(invoices).set({ buyer: sql`${invoices.buyer} - 'email'` }).where(and(eq(invoices.userId, userId), sql`${invoices.buyer} ? 'email'`));
  await tx.update(subscriptions).set({ status: 'void', endedAt: now }).where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
  await tx.update(licences).set({ status: 'revoked', revokedAt: now, updatedAt: now, accountId: null }).where(and(eq(licences.userId, userId), ne(licences.status, 'revoked')));
  await tx.update(licences).set({ accountId: null }).where(and(eq(licences.userId, userId), isNotNull(licences.accountId)));

  // Reports they made stay with their case, without them; decisions about them stay (legal records).
  await tx.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, userId));

  // Sign-in: every way in goes; the e-mail and phone number are freed for a new account.
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
  await tx.delete(authVerifications).where(account ? or(eq(authVerifications.value, userId), eq(authVerifications.identifier, account.email)) : eq(authVerifications.value, userId));
  if (account) await tx.delete(signInFailures).where(eq(signInFailures.email, account.email.trim().toLowerCase()));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await tx.delete(smsSends).where(eq(smsSends.userId, userId));
  await tx
    .update(authUsers)
    .set({ email: `deleted+${userId}@invalid`, name: ERASED_MEMBER_NAME, image: null, emailVerified: false, phoneNumber: null, phoneNumberVerified: false })
    .where(eq(authUsers.id, userId));

  // The profile stays as a tombstone (invoices, orders and kept posts point at it).
  await tx.delete(userPrivate).where(eq(userPrivate.userId, userId));
  await tx
    .update(userProtected)
    .set({ phoneNumber: null, referrer: null, role: null, privileges: [], allowedAdminLangs: [], adminLang: null, adminOptions: {}, ivtSender: false, platforms: [], servers: [] })
    .where(eq(userProtected.userId, userId));
  await tx.delete(retiredAliases).where(eq(retiredAliases.userId, userId));
  await tx
    .update(users)
    .set({
      displayName: ERASED_MEMBER_NAME,
      job: null,
      description: null,
      pictureDate: null,
      verified: null,
      vanityAlias: null,
      vanityAliasChangedAt: null,
      systemAlias: `deleted-${userId}`,
      publicProfile: false,
      trustScore: 0,
      hiddenUntil: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));

  // The external shop's customer cannot be deleted through its contract: staff finish by hand (D16).
  return protectedRow?.shopId ? { shopCustomerId: protectedRow.shopId, todo: 'delete the customer in the shop by hand' } : {};
}

/**
 * Posts, ideas, shares, comments and replies keep their place (threads and counts stay whole).
 * Either way their images are gone (the uploads are deleted); with `delete` their content is
 * scrubbed and they are deleted as the member deleting them would (counts moved); with
 * `keep_anonymous` they stay, under "deleted member". Copies of them in other members' posts (a
 * share's original, a post's last comment) follow.
 */
async function eraseContent(tx: Transaction, userId: string, choice: 'keep_anonymous' | 'delete', now: Date): Promise<void> {
  const ownPosts = eq(posts.authorId, userId);
  const ownComments = eq(comments.authorId, userId);
  // What moderation removed stays removed: the decisions stay (legal records), but an appeal
  // answered after the erasure brings nothing of theirs back.
  await tx.update(posts).set({ moderationDecisionId: null }).where(and(ownPosts, isNotNull(posts.moderationDecisionId)));
  await tx.update(comments).set({ moderationDecisionId: null }).where(and(ownComments, isNotNull(comments.moderationDecisionId)));
  // Shares of their posts in others' posts: the copy's author becomes "deleted member", its images go.
  const copyRewrite = sql`jsonb_set(jsonb_set(jsonb_set(jsonb_set(${posts.sharedPost}, '{author,name}', to_jsonb(${ERASED_MEMBER_NAME}::text)), '{author,job}', 'null'::jsonb), '{author,pictureDate}', 'null'::jsonb), '{author,alias}', 'null'::jsonb) || '{"images": []}'::jsonb`;
  await tx
    .update(posts)
    .set({ sharedPost: choice === 'delete' ? sql`${copyRewrite} || '{"text": null}'::jsonb` : copyRewrite })
    .where(and(sql`split_part(${posts.sharedPostId}, '/', 1) = ${userId}`, isNotNull(posts.sharedPost), sql`${posts.sharedPost} -> 'author' ->> 'name' <> ${ERASED_MEMBER_NAME}`));

  if (choice === 'delete') {
    // Their comments and replies still shown leave their post's and comment's counts.
    await tx.execute(sql`
      update ${posts} p set comments_count = greatest(p.comments_count - c.n, 0)
      from (select ${comments.postAuthorId} as a, ${comments.postId} as i, count(*)::int as n from ${comments} where ${ownComments} and not ${comments.isDeleted} and ${comments.parentId} is null group by 1, 2) c
      where p.author_id = c.a and p.id = c.i`);
    await tx.execute(sql`
      update ${comments} parent set replies_count = greatest(parent.replies_count - r.n, 0)
      from (select ${comments.postAuthorId} as a, ${comments.postId} as i, ${comments.parentId} as pid, count(*)::int as n from ${comments} where ${ownComments} and not ${comments.isDeleted} and ${comments.parentId} is not null group by 1, 2, 3) r
      where parent.post_author_id = r.a and parent.post_id = r.i and parent.id = r.pid`);
    // Their shares still shown leave their originals' share counts.
    await tx.execute(sql`
      update ${posts} o set shares_count = greatest(o.shares_count - s.n, 0)
      from (select split_part(${posts.sharedPostId}, '/', 1) as a, split_part(${posts.sharedPostId}, '/', 2) as i, count(*)::int as n from ${posts} where ${ownPosts} and not ${posts.isDeleted} and ${posts.sharedPostId} is not null group by 1, 2) s
      where o.author_id = s.a and o.id = s.i`);
    // A last comment of theirs shown on a post goes (the next comment sets it again).
    await tx.update(posts).set({ lastComment: null }).where(sql`${posts.lastComment} ->> 'authorId' = ${userId}`);
    await tx
      .update(comments)
      .set({ text: null, textLocalizations: null, image: null, isDeleted: true, deletedBy: sql`coalesce(${comments.deletedBy}, ${userId})`, deletionDate: sql`coalesce(${comments.deletionDate}, ${now.toISOString()}::timestamptz)`, date: null })
      .where(and(ownComments, or(isNotNull(comments.text), isNotNull(comments.image), eq(comments.isDeleted, false))));
    await tx
      .update(posts)
      .set({
        text: null,
        textLocalizations: null,
        titleLocalizations: null,
        images: [],
        gif: null,
        youtubeId: null,
        audio: null,
        financialData: null,
        sharedPost: null,
        lastComment: null,
        isDeleted: true,
        deletedBy: sql`coalesce(${posts.deletedBy}, ${userId})`,
        deletionDate: sql`coalesce(${posts.deletionDate}, ${now.toISOString()}::timestamptz)`,
        date: null,
      })
      .where(ownPosts);
    await tx.update(users).set({ postsCount: 0 }).where(eq(users.id, userId));
    return;
  }
  // Kept under "deleted member": the last-comment copies name them so, images of theirs go.
  await tx
    .update(posts)
    .set({ lastComment: sql`jsonb_set(${posts.lastComment}, '{authorName}', to_jsonb(${ERASED_MEMBER_NAME}::text))` })
    .where(and(sql`${posts.lastComment} ->> 'authorId' = ${userId}`, sql`${posts.lastComment} ->> 'authorName' <> ${ERASED_MEMBER_NAME}`));
  await tx.update(posts).set({ images: [], audio: null }).where(and(ownPosts, or(sql`${posts.images} <> '[]'::jsonb`, isNotNull(posts.audio))));
  await tx.update(comments).set({ image: null }).where(and(ownComments, isNotNull(comments.image)));
  // Deleted ones keep nothing of what they said.
  await tx.update(posts).set({ text: null, textLocalizations: null, titleLocalizations: null, gif: null, youtubeId: null, financialData: null, sharedPost: null }).where(and(ownPosts, eq(posts.isDeleted, true)));
  await tx.update(comments).set({ text: null, textLocalizations: null }).where(and(ownComments, eq(comments.isDeleted, true), isNotNull(comments.text)));
}
