import type { Language } from '@arya/core/rules';
import type { Picker } from 'emoji-mart';

export interface EmojiMart {
  Picker: typeof Picker;
  data: unknown;
  i18n: unknown;
}

let library: Promise<Pick<EmojiMart, 'Picker' | 'data'>> | null = null;

/**
 * emoji-mart and its emoji data are fetched on the first use of the picker only. The data (430 kB)
 * ships as a JSON file rather than a script chunk; both stay cached for the next opening.
 */
function loadLibrary() {
  library ??= Promise.all([import('emoji-mart'), import('@emoji-mart/data/sets/15/native.json?url').then(({ default: url }) => fetchJson(url))])
    .then(([module, data]) => ({ Picker: module.Picker, data }))
    .catch((error: unknown) => {
      library = null;
      throw error;
    });
  return library;
}

// Explicit imports so the bundler ships both catalogues (emoji-mart would otherwise fetch them from a CDN).
const CATALOGUES: Record<Language, () => Promise<{ default: unknown }>> = {
  fr: () => import('@emoji-mart/data/i18n/fr.json'),
  en: () => import('@emoji-mart/data/i18n/en.json'),
};

export async function loadEmojiMart(language: Language): Promise<EmojiMart> {
  const [{ Picker, data }, i18n] = await Promise.all([loadLibrary(), CATALOGUES[language]().then((module) => module.default)]);
  return { Picker, data, i18n };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Emoji data: HTTP ${response.status}`);
  return response.json();
}
