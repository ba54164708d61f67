import { createHash } from 'node:crypto';
import type { Language } from '@arya/core';
import type { StoredNewsLocalization } from '../../db/schema/index.ts';
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

/** Whether two versions hold the same words (then the same language and source hash). */
export function sameTexts(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  return a.length === b.length && a.every((text, index) => text === b[index]);
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

/** What a news item's source is read from: its default version's titles and its versions. */
export interface NewsTextsRow {
  title: string;
  /** Optional as an insert's is. */
  secondaryTitle?: string | null;
  localizations: { fr?: StoredNewsLocalization; en?: StoredNewsLocalization };
}

/**
 * The texts a news item translates: its title, secondary title and contents (plain text), when
 * staff wrote one version only (the default version's titles are then its own); none when both
 * are written.
 */
export function newsTexts(row: NewsTextsRow): (string | null)[] {
  const { fr, en } = row.localizations;
  const version = fr && en ? undefined : (fr ?? en);
  return version ? [row.title, row.secondaryTitle ?? null, version.contents] : [];
}

/**
 * A news item's source, and whether it is translated: staff wrote one version only and detection
 * confirms the language of the section they wrote it in. A French text in the English section
 * (or a German one) keeps its detected language and is not translated.
 */
export function newsSourceOf(row: NewsTextsRow): TextSource & { translatable: boolean } {
  const source = sourceOf(newsTexts(row), { html: false });
  const section: Language | null = row.localizations.fr ? 'fr' : row.localizations.en ? 'en' : null;
  return { ...source, translatable: source.lang !== null && source.lang === section };
}
