import { passwordUserInputs, type PasswordFeedback } from '@arya/core';
import i18next from 'i18next';
import type * as ScorerModule from './scorer.ts';

type Scorer = typeof ScorerModule;
let loading: Promise<Scorer> | null = null;

/**
 * Starts fetching the scorer's chunk (a password field got the focus), once, with the texts of its
 * reasons and suggestions (the deferred `password` namespace).
 */
export function preloadPasswordScorer(): Promise<Scorer> {
  loading ??= Promise.all([import('./scorer.ts'), i18next.loadNamespaces('password')])
    .then(([scorer]) => scorer)
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
  const scorer = await Promise.race([preloadPasswordScorer().catch(() => null), late]);
  clearTimeout(timer);
  return scorer ? scorer.weaknessOf(password, passwordUserInputs(member)) : null;
}
