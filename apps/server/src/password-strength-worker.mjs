// Scores passwords with zxcvbn-ts off the request thread: one check takes from a few milliseconds
// to a few hundred for a long random string, which would stall every other request meanwhile.
// Plain JavaScript, like pglite-worker.mjs: it runs as it is, from src/ and from dist/. Its settings
// come from core (PASSWORD_SCORER_SETTINGS) through workerData.
import { parentPort, workerData } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

/** Both languages name some lists alike (months, days of the week): their words are put together, not replaced. */
function mergeDictionaries(...dictionaries) {
  const merged = {};
  for (const dictionary of dictionaries) {
    for (const [name, words] of Object.entries(dictionary)) merged[name] = [...(merged[name] ?? []), ...words];
  }
  return merged;
}

// No translations given: zxcvbn then answers its feedback as keys, which the web translates.
const zxcvbn = new ZxcvbnFactory({
  dictionary: mergeDictionaries(common.dictionary, fr.dictionary, en.dictionary),
  graphs: common.adjacencyGraphs,
  ...workerData.settings,
});

parentPort?.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    parentPort?.postMessage({ id, score, feedback });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
