import { REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER } from './referral.constants.ts';

/** The coins a new referral earns a member who has already earned `earnedSoFar`: none past the cap. */
export function referralCredit(earnedSoFar: number): number {
  return Math.max(0, Math.min(REFERRAL_COINS_PER_MEMBER, REFERRAL_COINS_MAX - earnedSoFar));
}
