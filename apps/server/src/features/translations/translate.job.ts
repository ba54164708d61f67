import { composePostId, isLanguage, type Language } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { JobQueue, JobType } from '../../jobs/job-queue.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { TranslationError, type Translator } from '../../providers/translation/index.ts';
import { protect, restore } from '../../shared/translations/protected-tokens.ts';
import { targetKey, TRANSLATE_JOB, type TranslateData, type TranslationTarget } from '../../shared/translations/queue.ts';
import { sanitizeCommentHtml } from '../../shared/text/comment-html.ts';
import { viewerOf } from '../../shared/viewer.ts';
import { writtenComment } from '../comments/comments.service.ts';
import * as budget from './budget.repository.ts';
import { loadText, storeTranslation, type StoredText } from './translations.repository.ts';

/** A member with no blocks or mutes: the live rooms leave out readers who hide the author, and each keeps their own like. */
const A_MEMBER = viewerOf({ id: '' });

export interface TranslateJobDependencies {
  db: Database;
  jobs: JobQueue;
  translator: Translator;
  live: LivePublisher;
  /** Characters sent to the provider per month at most. */
  monthlyCharacters: number;
  /** Characters of one member's texts per day at most (internal news is not counted in it). */
  memberDailyCharacters: number;
  /** How long to wait after the provider says its quota is used up. */
  quotaRetryHours: number;
  log: { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };
  now?: () => Date;
}

/**
 * Translates one version of a post's, idea's, comment's, reply's or internal news item's words into
 * the other language (French ⇄ English) and stores it beside them. Idempotent and safe to run late or twice:
 * - nothing is sent for a text deleted (by its author or moderation), on a deleted post, by a
 *   suspended or erased member, edited since (another job has its version), or already translated;
 * - the characters are counted once per version (a crash between the count and the store does not
 *   count them again), and past the month's budget the job waits for the 1st of next month;
 * - one member's texts use at most their daily share: past it a version waits for the next day,
 *   once; still past it then (the member keeps writing that much), it is not translated;
 * - what the provider sends back is checked token by token (prices, tickers, mentions, links,
 *   emoji) and stored only if the row still holds the same version.
 */
export function translateJob(deps: TranslateJobDependencies): JobType<TranslateData> {
  const now = deps.now ?? (() => new Date());
  return {
    name: TRANSLATE_JOB.name,
    retries: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    async run(data) {
      const stored = await loadText(deps.db, data.target);
      if (!stored || !stored.sendable || stored.source.hash !== data.hash || stored.translatedFrom === data.hash) return;
      const from = stored.source.lang;
      if (!isLanguage(from)) return;
      const to: Language = from === 'fr' ? 'en' : 'fr';
      const sourceKey = `${targetKey(data.target)}:${data.hash}`;
      const at = now();
      const share = stored.authorId ? { memberId: stored.authorId, daily: deps.memberDailyCharacters } : null;
      const charged = await budget.charge(deps.db, sourceKey, charactersOf(stored), at, { monthly: deps.monthlyCharacters, share });
      if (charged === 'over-share') {
        if (data.waitedForShare) {
          deps.log.info({ target: targetKey(data.target) }, "not translated: its author's daily share was spent two days running");
          return;
        }
        const startAfter = budget.nextDayStart(at);
        await deps.jobs.send(TRANSLATE_JOB, { ...data, waitedForShare: true }, { key: `${sourceKey}:day:${budget.dayOf(startAfter)}`, startAfter });
        return;
      }
      if (charged === 'over') {
        // The month's budget is spent: the same version is tried again on the 1st (a new key: this one is kept as done).
        const startAfter = budget.nextMonthStart(at);
        await deps.jobs.send(TRANSLATE_JOB, data, { key: `${sourceKey}:month:${budget.monthOf(startAfter)}`, startAfter });
        return;
      }
      const texts = await translated(deps, stored, from, to, data.target, sourceKey, at);
      if (!texts) return;
      const saved = await storeTranslation(deps.db, data.target, { hash: data.hash, to, texts, by: deps.translator.name });
      if (saved) await publish(deps, data.target, stored, saved);
    },
  };
}

/** Deletes the budgets' old counts once a day (budget.sweep); run twice, the second run deletes nothing. */
export function translationBudgetSweep(db: Database, now: () => Date = () => new Date()): JobType {
  return {
    name: 'translations.sweep-budget',
    cron: '41 4 * * *',
    retries: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async run() {
      await budget.sweep(db, now());
    },
  };
}

/** What the provider is billed for: every character sent. */
function charactersOf(stored: StoredText): number {
  return stored.texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);
}

/**
 * The provider's translation of each text (null where the text is null), its tokens checked and put
 * back; null when there is nothing to store (the provider will not translate it, its quota is up,
 * or it altered a token: no translation is better than a wrong price).
 */
async function translated(
  deps: TranslateJobDependencies,
  stored: StoredText,
  from: Language,
  to: Language,
  target: TranslationTarget,
  sourceKey: string,
  at: Date,
): Promise<(string | null)[] | null> {
  const present = stored.texts.filter((text) => text !== null);
  const prepared = present.map((text) => protect(text, from, { html: stored.html }));
  let answers: string[];
  try {
    answers = await deps.translator.translate({ texts: deps.translator.takes === 'plain' ? present : prepared.map((text) => text.markup), from, to });
  } catch (error) {
    if (!(error instanceof TranslationError)) throw error;
    await budget.refund(deps.db, sourceKey);
    if (error.kind === 'unsupported') return null;
    if (error.kind === 'quota') {
      await budget.recordQuotaExceeded(deps.db, at);
      const startAfter = new Date(at.getTime() + deps.quotaRetryHours * 60 * 60 * 1000);
      await deps.jobs.send(TRANSLATE_JOB, { target, hash: stored.source.hash }, { key: `${sourceKey}:quota:${startAfter.getTime()}`, startAfter });
      return null;
    }
    // Unavailable or refused: retried, then listed among the failed jobs with the adapter's message.
    throw error;
  }
  const restored = answers.map((answer, index) =>
    deps.translator.takes === 'plain' ? answer : restore(answer, prepared[index]!, from, to, { html: stored.html }),
  );
  if (restored.some((text) => text === null || text.trim() === '')) {
    deps.log.warn({ target: targetKey(target), translator: deps.translator.name }, 'a translation changed a protected token and was not kept');
    return null;
  }
  // The provider's HTML is untrusted: a comment's goes through the same sanitizer as a member's.
  const texts = restored.map((text) => (stored.html ? sanitizeCommentHtml(text!) : text!));
  let next = 0;
  return stored.texts.map((text) => (text === null ? null : texts[next++]!));
}

async function publish(deps: TranslateJobDependencies, target: TranslationTarget, stored: StoredText, saved: { text: Record<string, string>; title: Record<string, string> }) {
  // No live event for news: its post's channel also holds readers it is locked for, who must not get
  // its words. Readers get the translation on their next read.
  if (target.kind === 'news') return;
  if (target.kind === 'post') {
    await deps.live.postTranslated({
      postId: composePostId(target.authorId, target.id),
      TextLang: stored.source.lang,
      TextLocalizations: saved.text,
      TranslatedBy: deps.translator.name,
      TitleLocalizations: saved.title,
    });
    return;
  }
  const key = { postAuthorId: target.postAuthorId, postId: target.postId, id: target.id };
  const views = await writtenComment(deps.db, A_MEMBER, key);
  await deps.live.commentChanged(views);
}
