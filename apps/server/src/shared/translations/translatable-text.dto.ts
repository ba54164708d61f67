import type { LocalizedText, TranslatableText, TranslatedBy } from '@arya/core';

interface StoredTranslatableText {
  textLang: string | null;
  textLocalizations: LocalizedText | null;
  translatedBy: TranslatedBy | null;
}

/**
 * A text's language and translations as answers carry them. A hidden text (deleted, locked, or a
 * private member's for a visitor) carries none: a translation is the text in other words.
 */
export function toTranslatableTextDto(row: StoredTranslatableText, hidden: boolean): TranslatableText & { TranslatedBy: TranslatedBy | null } {
  if (hidden) return { TextLang: null, TextLocalizations: {}, TranslatedBy: null };
  return { TextLang: row.textLang, TextLocalizations: localizationsOf(row.textLocalizations), TranslatedBy: row.translatedBy };
}

/** Only French and English, whatever a row holds. */
export function localizationsOf(stored: LocalizedText | null | undefined): LocalizedText {
  const localizations: LocalizedText = {};
  if (typeof stored?.fr === 'string') localizations.fr = stored.fr;
  if (typeof stored?.en === 'string') localizations.en = stored.en;
  return localizations;
}
