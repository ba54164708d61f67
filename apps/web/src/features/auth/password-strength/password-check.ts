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
 * Why a new password is too weak, as the server would say (same scorer, settings and member
 * inputs), or null. When the scorer cannot be loaded the check is left to the server, which has
 * the last word anyway.
 */
export async function passwordWeaknessOf(password: string, member: { email?: string | undefined; name?: string | undefined }): Promise<PasswordFeedback | null> {
  let scorer: Scorer;
  try {
    scorer = await preloadPasswordScorer();
  } catch {
    return null;
  }
  return scorer.weaknessOf(password, passwordUserInputs(member));
}
