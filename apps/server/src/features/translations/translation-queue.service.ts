import type { TranslationPauseReason, TranslationProvider, TranslationQueue } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { JobCounts, JobQueue } from '../../jobs/job-queue.ts';
import { TRANSLATE_JOB } from '../../shared/translations/queue.ts';
import { lastQuotaExceededAt, monthOf, nextMonthStart, usageOf } from './budget.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The budget counts as spent this close to its limit: what is left fits no text worth sending. */
const BUDGET_SPENT_SHARE = 0.999;

export interface TranslationQueueDependencies {
  db: Database;
  jobs: JobQueue;
  provider: TranslationProvider;
  monthlyCharacters: number;
  quotaRetryHours: number;
}

/** The translation queue as staff see it, as of `now`: who translates, the month's budget, the jobs, and why they wait. */
export async function translationQueueState(deps: TranslationQueueDependencies, now: Date = new Date()): Promise<TranslationQueue> {
  const month = monthOf(now);
  const [usage, lastQuotaAt, counts] = await Promise.all([usageOf(deps.db, month), lastQuotaExceededAt(deps.db), deps.jobs.countsOf(TRANSLATE_JOB.name)]);
  const { reason, pausedUntil } = pauseOf({ used: usage.characters, limit: deps.monthlyCharacters, deferredUntil: counts.deferredUntil, lastQuotaAt, quotaRetryHours: deps.quotaRetryHours }, now);
  return {
    provider: deps.provider,
    month,
    budget: { limit: deps.monthlyCharacters, used: usage.characters },
    jobs: { waiting: counts.waiting, deferred: counts.deferred, active: counts.active, failed: counts.failed },
    pausedUntil: pausedUntil?.toISOString() ?? null,
    reason,
    lastQuotaAt: lastQuotaAt?.toISOString() ?? null,
  };
}

/**
 * Why translations wait, and until when. The budget: the month's characters are (all but) spent, or
 * a job already waits for the 1st of next month (the job defers itself there when a text would pass
 * the budget); it starts again on the 1st. The provider's quota: it refused less than the retry
 * delay ago; the jobs it refused are tried again at the end of that delay.
 */
export function pauseOf(
  state: { used: number; limit: number; deferredUntil: JobCounts['deferredUntil']; lastQuotaAt: Date | null; quotaRetryHours: number },
  now: Date,
): { reason: TranslationPauseReason | null; pausedUntil: Date | null } {
  const monthEnd = nextMonthStart(now);
  if (state.used >= state.limit * BUDGET_SPENT_SHARE || (state.deferredUntil && state.deferredUntil >= monthEnd)) return { reason: 'budget', pausedUntil: monthEnd };
  const retryAt = state.lastQuotaAt ? new Date(state.lastQuotaAt.getTime() + state.quotaRetryHours * HOUR_MS) : null;
  if (retryAt && retryAt > now) return { reason: 'provider_quota', pausedUntil: retryAt };
  return { reason: null, pausedUntil: null };
}
