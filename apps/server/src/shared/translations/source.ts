import { createHash } from 'node:crypto';
import { detectLanguage } from './detect-language.ts';

/** A text as it is translated: its language and a hash that changes with its words or its language. */
export interface TextSource {
  /** ISO 639-1 code, or null when too short or unknown. */
  lang: string | null;
  /** The text version a translation was made from (`translated_from`); an edit changes it. */
  hash: string;
}

/**
 * The source of a translatable item: its texts in order (an idea's title, then its description; a
 * post's or comment's text). They are detected together: an idea is written in one language.
 */
export function sourceOf(texts: readonly (string | null)[], options: { html: boolean }): TextSource {
  const words = texts.filter((text) => text !== null && text.trim() !== '');
  const lang = words.length === 0 ? null : detectLanguage(words.join('\n'), options);
  const hash = createHash('sha256').update(JSON.stringify([lang, ...texts])).digest('base64url').slice(0, 22);
  return { lang, hash };
}

/** The texts a post row translates: an idea's title and description, or a post's text. */
export function postTexts(row: { text: string | null; financialData: { title: string } | null }): (string | null)[] {
  return row.financialData ? [row.financialData.title, row.text] : [row.text];
}

/** A post's source as stored (plain text). */
export function postSourceOf(row: { text: string | null; financialData: { title: string } | null }): TextSource {
  return sourceOf(postTexts(row), { html: false });
}

/** A comment's or reply's source as stored (sanitized HTML). */
export function commentSourceOf(row: { text: string | null }): TextSource {
  return sourceOf([row.text], { html: true });
}

/** What an edit that changes the words sets: their language, and no translation until the new one is made. */
export function retranslated(lang: string | null) {
  return { textLang: lang, textLocalizations: null, translatedBy: null, translatedFrom: null } as const;
}
