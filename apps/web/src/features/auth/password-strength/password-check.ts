import { passwordUserInputs, type PasswordFeedback } from '@arya/core/rules';
import i18next from 'i18next';
import type { ScoreRequest } from './scorer.worker.ts';

/** Scores a password (with the member's words, which zxcvbn counts as guessable). */
type Score = (password: string, userInputs: string[]) => Promise<PasswordFeedback | null>;
let loading: Promise<Score> | null = null;

/**
 * The scorer in a Web Worker (scorer.worker.ts: its chunk is fetched and its dictionaries built off
 * the page's thread); where there are no workers (the unit tests' DOM), in the page.
 */
async function startScorer(): Promise<Score> {
  if (typeof Worker === 'undefined') {
    const { weaknessOf } = await import('./scorer.ts');
    return async (password, userInputs) => weaknessOf(password, userInputs);
  }
  const worker = new Worker(new URL('./scorer.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (weakness: PasswordFeedback | null) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; weakness: PasswordFeedback | null }>) => {
    waiting.get(event.data.id)?.(event.data.weakness);
    waiting.delete(event.data.id);
  };
  await new Promise<void>((resolve, reject) => {
    // The first answer says the worker's chunk is loaded and its dictionaries built.
    const ready = (event: MessageEvent<{ id: number }>) => event.data.id === -1 && (worker.removeEventListener('message', ready), resolve());
    worker.addEventListener('message', ready);
    worker.onerror = () => reject(new Error('the password scorer could not start'));
    worker.postMessage({ id: -1, password: '', userInputs: [] } satisfies ScoreRequest);
  });
  worker.onerror = null;
  return (password, userInputs) =>
    new Promise((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      worker.postMessage({ id: next, password, userInputs } satisfies ScoreRequest);
    });
}

/**
 * Starts the scorer (a password field got the focus), once, with the texts of its reasons and
 * suggestions (the deferred `password` namespace).
 */
export function preloadPasswordScorer(): Promise<Score> {
  loading ??= Promise.all([startScorer(), i18next.loadNamespaces('password')])
    .then(([score]) => score)
    .catch((error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again at the next check.
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * How long a check waits for the scorer (1 MB to fetch, about a second to set up on a phone) before
 * leaving the password to the server, which answers the same reason and suggestions.
 */
export const SCORER_WAIT_MS = 4000;

/**
 * Why a new password is too weak, as the server would say (same scorer, settings and member
 * inputs), or null. When the scorer cannot be loaded in time the check is left to the server,
 * which has the last word anyway.
 */
export async function passwordWeaknessOf(password: string, member: { email?: string | undefined; name?: string | undefined }, waitMs = SCORER_WAIT_MS): Promise<PasswordFeedback | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const score = await Promise.race([preloadPasswordScorer().catch(() => null), late]);
  clearTimeout(timer);
  return score ? score(password, passwordUserInputs(member)) : null;
}
