import type { Language } from './languages.ts';

/**
 * Who made a stored translation: a provider the operator configured, or a person (the demo's own
 * translations). Shown to readers: "Translated from French by DeepL".
 */
export const TRANSLATED_BY = ['deepl', 'libretranslate', 'human'] as const;
export type TranslatedBy = (typeof TRANSLATED_BY)[number];

/** Machine or human translations of a text, by language (spec 2 §3 TextLocalizations). */
export type LocalizedText = Partial<Record<Language, string>>;

/** A translatable text as answers carry it: its detected language and its translations. */
export interface TranslatableText {
  /** ISO 639-1 code of the text ('fr', 'en', 'de'...), or null when too short or unknown. */
  TextLang: string | null;
  TextLocalizations: LocalizedText;
}

/**
 * The translation a reader using `language` may switch to (spec 2: "a translation link shows only when
 * a translation exists for the app language and differs from the content language"), or null.
 */
export function translationInto(item: TranslatableText, language: Language): string | null {
  if (item.TextLang === null || item.TextLang === language) return null;
  const text = item.TextLocalizations[language];
  return text === undefined || text.trim() === '' ? null : text;
}
