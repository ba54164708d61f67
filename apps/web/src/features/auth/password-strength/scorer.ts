import { PASSWORD_SCORER_SETTINGS, passwordWeakness, type PasswordFeedback } from '@arya/core/rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as en } from '@zxcvbn-ts/language-en';
import { dictionary as fr } from '@zxcvbn-ts/language-fr';

// The heavy part: zxcvbn-ts and its common, French and English dictionaries (2.3 MB, 1.0 MB with
// Brotli, measured on the build). Only password-check.ts imports it, lazily, so it is a chunk of its
// own that the sign-up, reset and security pages fetch once a password field is used.

/** Both languages name some lists alike (months, days of the week): their words are put together, not replaced. */
function mergeDictionaries(...dictionaries: Record<string, (string | number)[]>[]): Record<string, (string | number)[]> {
  const merged: Record<string, (string | number)[]> = {};
  for (const dictionary of dictionaries) {
    for (const [name, words] of Object.entries(dictionary)) merged[name] = [...(merged[name] ?? []), ...words];
  }
  return merged;
}

// The same settings as the server's worker (apps/server/src/password-strength-worker.mjs), so both
// sides give a password the same score; without translations, zxcvbn's feedback comes as keys.
const zxcvbn = new ZxcvbnFactory({
  dictionary: mergeDictionaries(common, fr, en),
  graphs: adjacencyGraphs,
  ...PASSWORD_SCORER_SETTINGS,
});

export function weaknessOf(password: string, userInputs: string[]): PasswordFeedback | null {
  return passwordWeakness(zxcvbn.check(password, userInputs));
}
