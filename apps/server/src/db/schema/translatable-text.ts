import type { LocalizedText, TranslatedBy } from '@arya/core';
import { jsonb, text } from 'drizzle-orm/pg-core';

/**
 * The columns of a text that is translated between French and English (posts, comments): its
 * detected language, its translations, who made them and from which version of the text. A
 * translation belongs to the text it was made from: `translated_from` is that text's source hash,
 * so a job that finds another text in the row (an edit came first) stores nothing.
 */
export function translatableTextColumns() {
  return {
    /** ISO 639-1 code detected when written ('fr', 'en', 'de'...), or null. */
    textLang: text('text_lang'),
    textLocalizations: jsonb('text_localizations').$type<LocalizedText>(),
    translatedBy: text('translated_by').$type<TranslatedBy>(),
    /** The source hash (`translations/source.ts`) of the text the translations were made from. */
    translatedFrom: text('translated_from'),
  };
}
