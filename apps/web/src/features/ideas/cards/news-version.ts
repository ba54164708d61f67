import type { InternalNews } from '@arya/core/contract';
import type { Language, TranslatedBy } from '@arya/core/rules';

export interface NewsVersion {
  /** The version's language; null for the default version (its language is not told). */
  language: Language | null;
  title: string | null;
  secondaryTitle: string | null;
  contents: string;
  audios: string[];
  files: { Url: string; Name: string }[];
}

/** A version translated into the app language, and who translated it. */
export interface TranslatedNewsVersion extends NewsVersion {
  by: TranslatedBy;
}

/**
 * The version of a news item to show, titles included: the app language's when written, else the
 * other language's, else the default version carried at the top level.
 */
export function newsVersion(news: InternalNews, language: Language): NewsVersion {
  const other: Language = language === 'fr' ? 'en' : 'fr';
  for (const candidate of [language, other]) {
    const localized = news.Localizations[candidate];
    if (localized) return { language: candidate, title: localized.Title, secondaryTitle: localized.SecondaryTitle, contents: localized.Contents, audios: localized.Audios, files: localized.Files };
  }
  return { language: null, title: news.Title, secondaryTitle: news.SecondaryTitle, contents: news.Contents ?? '', audios: news.Audios, files: news.Files };
}

/**
 * The version shown, translated into the app language, or null (spec 2: "a translation link shows
 * only when a translation exists for the app language and differs from the content language").
 * Its titles and contents are the translation's; its audios and files, the original's.
 */
export function translatedNewsVersion(news: InternalNews, shown: NewsVersion, language: Language): TranslatedNewsVersion | null {
  const translation = news.Translation;
  if (!translation || translation.Language !== language || shown.language === language) return null;
  return { ...shown, language, title: translation.Title, secondaryTitle: translation.SecondaryTitle, contents: translation.Contents, by: translation.By };
}
