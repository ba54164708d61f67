import { translationInto, type LocalizedText, type TranslatableText } from '@arya/core/rules';
import { useState } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';

export interface TranslationToggleState {
  /** The text in the app's language, or null: no link shows. */
  translation: string | null;
  /** An idea's title in the app's language, when translated with its text. */
  titleTranslation: string | null;
  /** Whether the reader switched to the translation (held while the item stays on screen). */
  shown: boolean;
  toggle: () => void;
}

/**
 * Spec 2: "a translation link shows only when a translation exists for the app language and differs
 * from the content language. Once clicked, the translated text replaces the original." Starts on the
 * original, so the page drawn on the server and the one hydrated agree.
 */
export function useTranslationToggle(item: TranslatableText, titleLocalizations?: LocalizedText): TranslationToggleState {
  const language = useLanguage();
  const [shown, setShown] = useState(false);
  const translation = translationInto(item, language);
  const titleTranslation = translation === null ? null : (titleLocalizations?.[language] ?? null);
  return { translation, titleTranslation, shown: shown && translation !== null, toggle: () => setShown((value) => !value) };
}
