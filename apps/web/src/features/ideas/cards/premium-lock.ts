import type { CurrentUser } from '@arya/core/contract';
import { hasActiveSubscription, isInTrial } from '@arya/core/rules';

/**
 * What is locked: a coach's content for premium members (ideas and posts of the premium coaches
 * group: a trial is not enough), a news item (the trial covers news), or the ideas page itself.
 */
export type LockKind = 'coachContent' | 'news' | 'ideasPage';

/**
 * The locked message's key for this reader: the spec's sentence, then what their plan covers and
 * what it does not, so a trial member reads why news open and coaches' ideas do not.
 */
export function lockMessageKey(user: CurrentUser | null, kind: LockKind, now: Date = new Date()): string {
  if (!user) return 'locked.message';
  const subscribed = hasActiveSubscription(user, now);
  const trial = !subscribed && isInTrial(user, now);
  if (kind === 'coachContent') return trial ? 'locked.coachTrial' : 'locked.coach';
  if (kind === 'news') return subscribed ? 'locked.newsOtherPlan' : trial ? 'locked.newsNotInTrial' : 'locked.newsTrialOver';
  return 'locked.ideasPage';
}
