import { Worker } from 'node:worker_threads';
import { PASSWORD_SCORER_SETTINGS, passwordUserInputs, passwordWeakness, type PasswordFeedback, type PasswordScore } from '@arya/core';
import { PASSWORD_STRENGTH_WORKER } from '../../../paths.ts';

interface Pending {
  resolve: (score: PasswordScore) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread per process scores passwords in turn (sign-ups, resets and changes are rare and
 * rate limited: a queue is enough). It starts at the first password, its dictionaries take about
 * 0.3 s to load, and it never keeps the process alive; if it dies, the next password starts another.
 */
class PasswordScorer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  score(password: string, userInputs: string[]): Promise<PasswordScore> {
    const worker = this.started();
    const id = (this.nextId += 1);
    return new Promise<PasswordScore>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(PASSWORD_STRENGTH_WORKER, { workerData: { settings: PASSWORD_SCORER_SETTINGS } });
    worker.unref();
    worker.on('message', (message: { id: number; error?: string } & PasswordScore) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(`The password could not be scored: ${message.error}`));
      else waiting?.resolve({ score: message.score, feedback: message.feedback });
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The password scorer stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

const scorer = new PasswordScorer();

/** Why a new password is too weak for this member (null when it is strong enough), scored with their e-mail and name. */
export async function passwordWeaknessFor(password: string, member: { email?: string; name?: string }): Promise<PasswordFeedback | null> {
  return passwordWeakness(await scorer.score(password, passwordUserInputs(member)));
}
