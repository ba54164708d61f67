import { z } from 'zod';
import { TRANSLATED_BY } from './translations.ts';

/**
 * Translations of a text by language. A closed object rather than `z.record(z.enum(...))`: zod 4 makes
 * such a record exhaustive, and the answer serializer keeps only declared fields.
 */
export const localizedTextSchema = z.object({ fr: z.string().optional(), en: z.string().optional() });

/** The fields every translatable text carries in answers (post, comment, reply). */
export const translatableTextFields = {
  /** ISO 639-1 code of the text, or null when too short, unknown, deleted or locked. */
  TextLang: z.string().nullable(),
  /** Translations of the text into French and English; empty when there are none, or the text is hidden. */
  TextLocalizations: localizedTextSchema,
  /** Who made the translations: a provider or, for the demo's texts, a person. */
  TranslatedBy: z.enum(TRANSLATED_BY).nullable(),
};
