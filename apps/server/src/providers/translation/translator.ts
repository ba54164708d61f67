import type { Language } from '@arya/core';

/** Who made a stored translation: a provider, or a person (the demo's own translations). */
export type TranslatorName = 'deepl' | 'libretranslate' | 'human';

export interface TranslationRequest {
  /**
   * The texts to translate, in one call, as HTML fragments: the caller wraps what must pass through
   * untouched (cashtags, mentions, addresses, numbers, emoji) in `<span translate="no">` and escapes the rest.
   */
  texts: string[];
  from: Language;
  to: Language;
}

/** Translates between French and English. The development adapter knows only the demo's own sentences. */
export interface Translator {
  /** Shown to readers ("Translated from French by DeepL") and kept with each translation. */
  readonly name: TranslatorName;
  /**
   * What `texts` hold: HTML fragments with protected spans (providers), or the texts as written
   * (the development phrasebook, which looks them up whole and answers them as written).
   */
  readonly takes: 'markup' | 'plain';
  /** One translation per text, in order. Throws a TranslationError on any failure. */
  translate(request: TranslationRequest): Promise<string[]>;
}

/**
 * Why a translation was not made:
 * - quota: the provider's own quota is used up (DeepL 456, LibreTranslate 429): wait hours, not seconds;
 * - unsupported: the provider will not translate this (language pair, text too long, or a text the
 *   development adapter does not know): nothing to retry;
 * - refused: the provider refuses our account (bad key, forbidden): staff must act, the job fails;
 * - unavailable: the provider could not be reached or failed (network, timeout, 5xx, 429 from DeepL,
 *   an unreadable answer): retried.
 */
export type TranslationErrorKind = 'quota' | 'unsupported' | 'refused' | 'unavailable';

/** A failed translation. Its message never carries the texts nor the credentials. */
export class TranslationError extends Error {
  override readonly name = 'TranslationError';
  readonly status: number | undefined;

  constructor(
    readonly kind: TranslationErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }
}
