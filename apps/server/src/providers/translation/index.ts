import type { AppConfig } from '../../config.ts';
import { DeepLTranslator } from './deepl-translator.ts';
import { LibreTranslateTranslator } from './libretranslate-translator.ts';
import { PhrasebookTranslator } from './phrasebook-translator.ts';
import type { Translator } from './translator.ts';

export { TranslationError, type TranslationErrorKind, type TranslationRequest, type Translator, type TranslatorName } from './translator.ts';

/** The translator the settings choose (`config.outsideServices.translation`), or null: nothing is translated. */
export function createTranslator(config: AppConfig): Translator | null {
  const timeoutMs = config.TRANSLATION_TIMEOUT_SECONDS * 1000;
  switch (config.outsideServices.translation) {
    case 'deepl':
      return new DeepLTranslator({ apiKey: config.DEEPL_API_KEY ?? '', serverUrl: config.DEEPL_API_URL, englishVariant: config.DEEPL_ENGLISH, timeoutMs });
    case 'libretranslate':
      return new LibreTranslateTranslator({ url: config.LIBRETRANSLATE_URL ?? '', apiKey: config.LIBRETRANSLATE_API_KEY, timeoutMs });
    case 'dev':
      return new PhrasebookTranslator();
    case 'off':
      return null;
  }
}
