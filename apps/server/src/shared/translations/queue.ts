import { isLanguage } from '@arya/core';
import type { Transaction } from '../../db/client.ts';
import type { JobQueue, JobType } from '../../jobs/job-queue.ts';
import type { TextSource } from './source.ts';

/** The job that translates one version of a text (`features/translations/translate.job.ts`). */
export const TRANSLATE_JOB: Pick<JobType<TranslateData>, 'name'> = { name: 'translations.translate' };

/** What is translated: a post (an idea too), a comment or reply (`id` is the reply's own id), or an internal news item. */
export type TranslationTarget =
  | { kind: 'post'; authorId: string; id: string }
  | { kind: 'comment'; postAuthorId: string; postId: string; id: string }
  | { kind: 'news'; id: string };

export interface TranslateData {
  target: TranslationTarget;
  /** The version to translate: a job that finds another in the row (an edit came since) does nothing. */
  hash: string;
  /** Set on the job queued for the next day when its author's daily share was spent: a version waits for it once. */
  waitedForShare?: boolean;
}

/** The item's key in job keys and charges: `post:author/id`, `comment:author/post/id` or `news:id`. */
export function targetKey(target: TranslationTarget): string {
  switch (target.kind) {
    case 'post':
      return `post:${target.authorId}/${target.id}`;
    case 'comment':
      return `comment:${target.postAuthorId}/${target.postId}/${target.id}`;
    case 'news':
      return `news:${target.id}`;
  }
}

/**
 * Queues the translation of a text just written, inside the write's transaction (so it exists
 * exactly when the text does). Only French and English are translated, each into the other.
 */
export type QueueTranslation = (tx: Transaction, target: TranslationTarget, source: TextSource, writtenAt: Date) => Promise<void>;

/** Nothing is translated: no provider is configured. */
export const NO_TRANSLATION: QueueTranslation = async () => {};

export function translationQueue(jobs: JobQueue): QueueTranslation {
  return async (tx, target, source, writtenAt) => {
    if (!isLanguage(source.lang)) return;
    // The write's instant is in the key: pg-boss keeps a finished job's key 14 days, so an edit back
    // to an earlier version (same hash) must still queue a job of its own.
    await jobs.send<TranslateData>(TRANSLATE_JOB, { target, hash: source.hash }, { tx, key: `${targetKey(target)}:${source.hash}:${writtenAt.getTime()}` });
  };
}
