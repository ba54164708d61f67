import { and, asc, count, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  authAccounts,
  authSessions,
  authUsers,
  coinEntries,
  comments,
  consentRecords,
  dataExports,
  follows,
  invoices,
  licences,
  memberBlocks,
  memberMutes,
  moderationAppeals,
  moderationCases,
  moderationDecisions,
  notifications,
  orders,
  posts,
  reactions,
  reports,
  retiredAliases,
  smsSends,
  subscriptions,
  uploads,
  userPrivate,
  userProtected,
  users,
} from '../../db/schema/index.ts';

/*
 * What a member's copy reads: plain selects by the member's id, each list a batch at a time in the
 * order of a unique key (so a batch starts strictly after the last row of the one before, whatever
 * the dates), never the whole list at once. Nothing of another member is read but what is public
 * (the alias and name of whom they follow, block or mute; their followers' aliases).
 */

/** Rows per read: memory holds one batch of one list. */
export const EXPORT_BATCH = 500;

/** Reads a list a batch at a time: `read` answers the rows after the last one given (none: from the start). */
export async function* inBatches<Row extends Key, Key>(read: (after: Key | undefined, limit: number) => PromiseLike<Row[]>, batch = EXPORT_BATCH): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1];
  }
}

/** The rows after a batch's last key (none on the first batch). */
const afterText = (column: AnyColumn, value: string | number | undefined) => (value === undefined ? undefined : gt(column, value));
const aliasOf = sql<string>`coalesce(${users.vanityAlias}, ${users.systemAlias})`;

/** The account: e-mail, dates, phone; how the member signs in (never a token or a password hash); their sessions (devices). */
export async function readAccount(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      name: authUsers.name,
      createdAt: authUsers.createdAt,
      updatedAt: authUsers.updatedAt,
      phoneNumber: authUsers.phoneNumber,
      phoneNumberVerified: authUsers.phoneNumberVerified,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  const signInMethods = await db
    .select({ provider: authAccounts.providerId, accountId: authAccounts.accountId, scope: authAccounts.scope, createdAt: authAccounts.createdAt, updatedAt: authAccounts.updatedAt })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.createdAt));
  // A member has a few sessions (each sign-in makes one, expired ones go): read at once.
  const sessions = await db
    .select({
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt))
    .limit(1000);
  // The password sign-in's account id is the member's own id: said as "email and password".
  return { ...account, signInMethods: signInMethods.map((method) => (method.provider === 'credential' ? { ...method, accountId: null } : method)), sessions };
}

/** The profile: public part, what only the server writes (without staff's internal settings), what only the member writes. */
export async function readProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      profile: {
        displayName: users.displayName,
        language: users.defaultLanguage,
        publicProfile: users.publicProfile,
        job: users.job,
        description: users.description,
        systemAlias: users.systemAlias,
        vanityAlias: users.vanityAlias,
        vanityAliasChangedAt: users.vanityAliasChangedAt,
        verified: users.verified,
        pictureDate: users.pictureDate,
        postsCount: users.postsCount,
        followersCount: users.followersCount,
        followingCount: users.followingCount,
        createdAt: users.createdAt,
        hiddenUntil: users.hiddenUntil,
      },
      account: {
        phoneNumber: userProtected.phoneNumber,
        platforms: userProtected.platforms,
        lifetimeSubscriptionName: userProtected.lifetimeSubscriptionName,
        activeSubscriptionName: userProtected.activeSubscriptionName,
        activeSubscriptionUntil: userProtected.activeSubscriptionUntil,
        canReadNewsUntil: userProtected.canReadNewsUntil,
        servers: userProtected.servers,
        role: userProtected.role,
        mutedUntil: userProtected.mutedUntil,
        suspendedUntil: userProtected.suspendedUntil,
        shopId: userProtected.shopId,
        referred: sql<boolean>`${userProtected.referrer} is not null`,
      },
      private: {
        firstName: userPrivate.firstName,
        lastName: userPrivate.lastName,
        skippedInterests: userPrivate.skippedInterests,
        interests: userPrivate.interests,
        favoriteNews: userPrivate.favoriteIdeas,
        newsLastFetchedAt: userPrivate.newsLastFetchedAt,
        billingAddress: userPrivate.address,
      },
    })
    .from(users)
    .leftJoin(userProtected, eq(userProtected.userId, users.id))
    .leftJoin(userPrivate, eq(userPrivate.userId, users.id))
    .where(eq(users.id, userId));
  const oldAliases = await db
    .select({ alias: retiredAliases.aliasLower, retiredAt: retiredAliases.retiredAt })
    .from(retiredAliases)
    .where(eq(retiredAliases.userId, userId))
    .orderBy(asc(retiredAliases.retiredAt))
    .limit(1000);
  // How many members signed up through the member's referral link (who they are is theirs).
  const [referrals] = await db.select({ count: count() }).from(userProtected).where(eq(userProtected.referrer, userId));
  return { ...row, oldAliases, referredMembers: referrals?.count ?? 0 };
}

/** Posts, ideas and shares the member wrote, deleted ones included (without the copy of another member's last comment). */
export const readPosts = (db: Database, userId: string) =>
  inBatches(async (after: { id: string } | undefined, limit) => {
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.authorId, userId), afterText(posts.id, after?.id)))
      .orderBy(asc(posts.id))
      .limit(limit);
    return rows.map(({ lastComment: _lastComment, ...post }) => ({ ...post, deletedBy: deleterShown(post), apiId: `${post.authorId}/${post.id}` }));
  });

/**
 * Who deleted an item, as the export says it: moderation (the decision's statement says why) without
 * naming the staff member, or the member who did (the author, or a post's author for a comment).
 */
function deleterShown(item: { deletedBy: string | null; moderationDecisionId: number | null }): string | null {
  return item.moderationDecisionId !== null ? 'moderation' : item.deletedBy;
}

/** Comments and replies the member wrote, deleted ones included. */
export const readComments = (db: Database, userId: string) =>
  inBatches(async (after: { postAuthorId: string; postId: string; id: string } | undefined, limit) => {
    const rows = await db
      .select()
      .from(comments)
      .where(and(eq(comments.authorId, userId), after ? sql`(${comments.postAuthorId}, ${comments.postId}, ${comments.id}) > (${after.postAuthorId}, ${after.postId}, ${after.id})` : undefined))
      .orderBy(asc(comments.postAuthorId), asc(comments.postId), asc(comments.id))
      .limit(limit);
    return rows.map((comment) => ({ ...comment, deletedBy: deleterShown(comment) }));
  });

/** What the member liked (the item's API id). */
export const readLikes = (db: Database, userId: string) =>
  inBatches((after: { targetId: string } | undefined, limit) =>
    db
      .select({ targetId: reactions.targetId, type: reactions.type, date: reactions.date })
      .from(reactions)
      .where(and(eq(reactions.userId, userId), afterText(reactions.targetId, after?.targetId)))
      .orderBy(asc(reactions.targetId))
      .limit(limit),
  );

/** Whom the member follows (public alias and name). */
export const readFollowing = (db: Database, userId: string) =>
  inBatches((after: { memberId: string } | undefined, limit) =>
    db
      .select({ memberId: follows.followedId, alias: aliasOf, name: users.displayName, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .where(and(eq(follows.followerId, userId), afterText(follows.followedId, after?.memberId)))
      .orderBy(asc(follows.followedId))
      .limit(limit),
  );

/** Who follows the member: their public alias only. */
export const readFollowers = (db: Database, userId: string) =>
  inBatches(async (after: { followerId: string } | undefined, limit) =>
    db
      .select({ followerId: follows.followerId, alias: aliasOf, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(and(eq(follows.followedId, userId), afterText(follows.followerId, after?.followerId)))
      .orderBy(asc(follows.followerId))
      .limit(limit),
  );

export const readNotifications = (db: Database, userId: string) =>
  inBatches(async (after: { id: string } | undefined, limit) =>
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        targetId: notifications.targetId,
        authorIds: notifications.authorIds,
        authorsCount: notifications.authorsCount,
        objectIds: notifications.objectIds,
        dateTime: notifications.dateTime,
        read: notifications.read,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), afterText(notifications.id, after?.id)))
      .orderBy(asc(notifications.id))
      .limit(limit),
  );

export const readBlocks = (db: Database, userId: string) =>
  inBatches((after: { memberId: string } | undefined, limit) =>
    db
      .select({ memberId: memberBlocks.blockedId, alias: aliasOf, name: users.displayName, since: memberBlocks.createdAt })
      .from(memberBlocks)
      .innerJoin(users, eq(users.id, memberBlocks.blockedId))
      .where(and(eq(memberBlocks.blockerId, userId), afterText(memberBlocks.blockedId, after?.memberId)))
      .orderBy(asc(memberBlocks.blockedId))
      .limit(limit),
  );

export const readMutes = (db: Database, userId: string) =>
  inBatches((after: { memberId: string } | undefined, limit) =>
    db
      .select({ memberId: memberMutes.mutedId, alias: aliasOf, name: users.displayName, since: memberMutes.createdAt })
      .from(memberMutes)
      .innerJoin(users, eq(users.id, memberMutes.mutedId))
      .where(and(eq(memberMutes.muterId, userId), afterText(memberMutes.mutedId, after?.memberId)))
      .orderBy(asc(memberMutes.mutedId))
      .limit(limit),
  );

/** The coins ledger, without the referred member's id or their phone's digest (another member's data) or the granting staff. */
export const readCoins = (db: Database, userId: string) =>
  inBatches((after: { id: number } | undefined, limit) =>
    db
      .select({ id: coinEntries.id, amount: coinEntries.amount, reason: coinEntries.reason, note: coinEntries.note, subscriptionId: coinEntries.subscriptionId, createdAt: coinEntries.createdAt })
      .from(coinEntries)
      .where(and(eq(coinEntries.userId, userId), afterText(coinEntries.id, after?.id)))
      .orderBy(asc(coinEntries.id))
      .limit(limit),
  );

export const readSubscriptions = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select({
        id: subscriptions.id,
        plan: subscriptions.plan,
        tier: subscriptions.tier,
        status: subscriptions.status,
        currentPeriodStart: subscriptions.currentPeriodStart,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        cancelledAt: subscriptions.cancelledAt,
        endedAt: subscriptions.endedAt,
        source: subscriptions.source,
        providerSubscriptionId: subscriptions.providerSubscriptionId,
        providerCustomerId: subscriptions.providerCustomerId,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), afterText(subscriptions.id, after?.id)))
      .orderBy(asc(subscriptions.id))
      .limit(limit),
  );

export const readOrders = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), afterText(orders.id, after?.id)))
      .orderBy(asc(orders.id))
      .limit(limit),
  );

/** The member's invoices, whole (the PDF renderer draws them from these rows). */
export const readInvoices = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, userId), afterText(invoices.id, after?.id)))
      .orderBy(asc(invoices.id))
      .limit(limit),
  );

export const readLicences = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select({
        id: licences.id,
        product: licences.product,
        broker: licences.broker,
        accountId: licences.accountId,
        status: licences.status,
        expiresAt: licences.expiresAt,
        revokedAt: licences.revokedAt,
        createdAt: licences.createdAt,
        updatedAt: licences.updatedAt,
      })
      .from(licences)
      .where(and(eq(licences.userId, userId), afterText(licences.id, after?.id)))
      .orderBy(asc(licences.id))
      .limit(limit),
  );

/** Cookie consents and acceptances of the terms given while signed in. */
export const readConsents = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select({ id: consentRecords.id, consentId: consentRecords.consentId, kind: consentRecords.kind, version: consentRecords.version, granted: consentRecords.granted, createdAt: consentRecords.createdAt, expiresAt: consentRecords.expiresAt })
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, userId), afterText(consentRecords.id, after?.id)))
      .orderBy(asc(consentRecords.id))
      .limit(limit),
  );

/** Reports the member made: what, in which category, why, and what became of them. */
export const readReports = (db: Database, userId: string) =>
  inBatches((after: { id: number } | undefined, limit) =>
    db
      .select({
        id: reports.id,
        itemKind: moderationCases.itemKind,
        itemId: moderationCases.itemId,
        category: reports.category,
        law: reports.law,
        comment: reports.comment,
        language: reports.language,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
      .where(and(eq(reports.reporterId, userId), afterText(reports.id, after?.id)))
      .orderBy(asc(reports.id))
      .limit(limit),
  );

/** Moderation decisions about the member (their statements of reasons), without the moderator's identity. */
export const readDecisions = (db: Database, userId: string) =>
  inBatches((after: { id: number } | undefined, limit) =>
    db
      .select({
        id: moderationDecisions.id,
        action: moderationDecisions.action,
        itemKind: moderationDecisions.itemKind,
        itemId: moderationDecisions.itemId,
        reason: moderationDecisions.reason,
        law: moderationDecisions.law,
        statement: moderationDecisions.statement,
        startsAt: moderationDecisions.startsAt,
        endsAt: moderationDecisions.endsAt,
        basedOnNotice: moderationDecisions.basedOnNotice,
        noticeSource: moderationDecisions.noticeSource,
        automated: moderationDecisions.automated,
        itemSnapshot: moderationDecisions.itemSnapshot,
        appealUntil: moderationDecisions.appealUntil,
        overruledAt: moderationDecisions.overruledAt,
        createdAt: moderationDecisions.createdAt,
      })
      .from(moderationDecisions)
      .where(and(eq(moderationDecisions.memberId, userId), afterText(moderationDecisions.id, after?.id)))
      .orderBy(asc(moderationDecisions.id))
      .limit(limit),
  );

/** The member's appeals (of decisions about them, or of the outcome of their reports). */
export const readAppeals = (db: Database, userId: string) =>
  inBatches((after: { id: number } | undefined, limit) =>
    db
      .select({
        id: moderationAppeals.id,
        decisionId: moderationAppeals.decisionId,
        role: moderationAppeals.role,
        text: moderationAppeals.text,
        status: moderationAppeals.status,
        decidedAt: moderationAppeals.decidedAt,
        response: moderationAppeals.response,
        createdAt: moderationAppeals.createdAt,
      })
      .from(moderationAppeals)
      .where(and(eq(moderationAppeals.appellantId, userId), afterText(moderationAppeals.id, after?.id)))
      .orderBy(asc(moderationAppeals.id))
      .limit(limit),
  );

/** Verification SMS the member asked for: the number, when, from which address, what became of it. */
export const readSmsSends = (db: Database, userId: string) =>
  inBatches((after: { id: number } | undefined, limit) =>
    db
      .select({ id: smsSends.id, phoneNumber: smsSends.phoneNumber, ip: smsSends.ip, status: smsSends.status, createdAt: smsSends.createdAt })
      .from(smsSends)
      .where(and(eq(smsSends.userId, userId), afterText(smsSends.id, after?.id)))
      .orderBy(asc(smsSends.id))
      .limit(limit),
  );

/** Earlier copies of the member's data (this one included, as pending). */
export const readDataExports = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select({ id: dataExports.id, status: dataExports.status, requestedAt: dataExports.requestedAt, readyAt: dataExports.readyAt, expiresAt: dataExports.expiresAt, bytes: dataExports.bytes })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), afterText(dataExports.id, after?.id)))
      .orderBy(asc(dataExports.id))
      .limit(limit),
  );

/** The files the member uploaded (their storage path is read to copy them into the archive). */
export const readUploads = (db: Database, userId: string) =>
  inBatches((after: { id: string } | undefined, limit) =>
    db
      .select({
        id: uploads.id,
        path: uploads.path,
        token: uploads.token,
        contentType: uploads.contentType,
        width: uploads.width,
        height: uploads.height,
        bytes: uploads.bytes,
        withdrawn: uploads.withdrawn,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), afterText(uploads.id, after?.id)))
      .orderBy(asc(uploads.id))
      .limit(limit),
  );
