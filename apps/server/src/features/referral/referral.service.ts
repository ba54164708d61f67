import { createHash } from 'node:crypto';
import { REFERRALS_PAGE_SIZE, referralCredit, type ReferralsPage } from '@arya/core';
import type { Database, Transaction } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import * as repository from './referral.repository.ts';

/** The phone number as the ledger keeps it: a digest, never the number. */
function phoneDigest(phoneNumber: string): string {
  return createHash('sha256').update(phoneNumber).digest('hex');
}

/**
 * Credits the referrer of a member who just verified their phone number (spec: against fake
 * sign-ups), within that transaction: once per referred member and once per phone number ever, by
 * core's rule, never past the cap. A referral that earns nothing (the cap reached, a number that
 * already earned coins) is still recorded with 0 coins, so it no longer shows as pending.
 */
export async function creditReferrerOnPhoneVerified(tx: Transaction, userId: string, phoneNumber: string): Promise<void> {
  const referrerId = await repository.findReferrerOf(tx, userId);
  if (!referrerId || !(await repository.lockReferrer(tx, referrerId))) return;
  if (await repository.hasReferralCredit(tx, userId)) return;
  const digest = phoneDigest(phoneNumber);
  const amount = referralCredit(await repository.referralCoinsEarned(tx, referrerId), await repository.phoneEarnedReferralCoins(tx, digest));
  await repository.insertReferralCredit(tx, { referrerId, referredUserId: userId, amount, phoneDigest: digest });
}

/** The member's referral code, coins earned and a keyset page of the members they referred (two statements). */
export async function listMyReferrals(db: Database, userId: string, query: { limit?: number | undefined; cursor?: string | undefined }, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<ReferralsPage> {
  const [summary, page] = await Promise.all([
    repository.findReferralSummary(db, userId),
    repository.findReferralsPage(db, userId, { limit: query.limit ?? REFERRALS_PAGE_SIZE, cursor: query.cursor }),
  ]);
  if (!summary) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return {
    code: summary.code,
    coinsEarned: summary.coinsEarned,
    referredCount: summary.referredCount,
    items: page.items.map((row) => ({
      member: {
        _id: row.id,
        DisplayName: row.displayName,
        Alias: row.vanityAlias ?? row.systemAlias,
        PictureDate: row.pictureDate ? row.pictureDate.toISOString() : null,
        Verified: row.verified,
      },
      joinedAt: row.joinedAt.toISOString(),
      status: row.coins === null ? 'pending' : 'credited',
      coins: row.coins,
    })),
    nextCursor: page.nextCursor,
  };
}
