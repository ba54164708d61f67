import { z } from 'zod';
import { TranslationError, type TranslationErrorKind, type TranslationRequest, type Translator } from './translator.ts';

export interface LibreTranslateTranslatorOptions {
  /** The server's base URL (`https://libretranslate.com`, or a server of our own), its path prefix included. */
  url: string;
  /** Sent as `api_key` when set: servers started with --api-keys need one. */
  apiKey?: string;
  /** How long a translation may take, answer included, before it fails (default 30 s: CPU models are slow). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const errorAnswerSchema = z.object({ error: z.string() });

/**
 * Translates through LibreTranslate's API (POST /translate, all texts in one call, as HTML so that
 * `<span translate="no">` passes through untouched).
 *
 * Beware of LibreTranslate's HTML answers: the server HTML-unescapes the whole translation (`&lt;` comes
 * back as `<`), and collapses runs of whitespace, line breaks included. Callers must treat what comes
 * back as untrusted HTML.
 *
 * Errors say what went wrong from the status only: LibreTranslate's messages may repeat the texts
 * ("Cannot translate text: …").
 */
export class LibreTranslateTranslator implements Translator {
  readonly name = 'libretranslate' as const;
  readonly takes = 'markup' as const;
  private readonly translateUrl: string;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;

  constructor(options: LibreTranslateTranslatorOptions) {
    this.translateUrl = `${options.url.replace(/\/+$/, '')}/translate`;
    this.apiKey = options.apiKey === '' ? undefined : options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async translate({ texts, from, to }: TranslationRequest): Promise<string[]> {
    if (from === to) throw new TranslationError('unsupported', 'LibreTranslate translates between two different languages');
    // Empty texts stay empty: LibreTranslate refuses a request whose texts are all empty.
    const sent = texts.filter((text) => text.length > 0);
    if (sent.length === 0) return texts.map(() => '');

    const body = { q: sent, source: from, target: to, format: 'html', ...(this.apiKey === undefined ? {} : { api_key: this.apiKey }) };
    let status: number;
    let answer: string;
    try {
      // The timeout covers reading the answer too, so a server that stalls mid-answer fails as well.
      const response = await fetch(this.translateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      answer = await response.text();
    } catch (error) {
      throw networkFailure(error);
    }
    if (status !== 200) throw errorOfAnswer(status, answer);

    const translated = parseTranslations(answer, sent.length);
    let next = 0;
    return texts.map((text) => (text.length > 0 ? (translated[next++] as string) : ''));
  }
}

function parseTranslations(answer: string, count: number): string[] {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    throw new TranslationError('unavailable', 'LibreTranslate sent an unreadable answer');
  }
  // An array of texts is answered with an array, in the same order.
  const parsed = z.object({ translatedText: z.array(z.string()).length(count) }).safeParse(json);
  if (!parsed.success) throw new TranslationError('unavailable', 'LibreTranslate sent an unexpected answer');
  return parsed.data.translatedText;
}

/** The error for an answer that is not a success, from its status (and, for a 400, whether it is about the key). */
function errorOfAnswer(status: number, answer: string): TranslationError {
  const fail = (kind: TranslationErrorKind, message: string) => new TranslationError(kind, `${message} (${status})`, { status });
  if (status === 400) {
    // A server that requires a key answers 400 without one ("Visit … to get an API key").
    if (/api key/i.test(serverMessageOf(answer))) return fail('refused', 'LibreTranslate requires an API key');
    return fail('unsupported', 'LibreTranslate will not translate this request');
  }
  // 403: a wrong key, or an address banned for repeated limit violations.
  if (status === 403) return fail('refused', 'LibreTranslate refused our requests');
  if (status === 429) return fail('quota', 'The LibreTranslate request limit is used up');
  if (status >= 500) return fail('unavailable', 'LibreTranslate failed');
  return fail('unavailable', 'LibreTranslate answered an unexpected status');
}

/** The server's own message, only ever tested, never repeated. */
function serverMessageOf(answer: string): string {
  try {
    const parsed = errorAnswerSchema.safeParse(JSON.parse(answer));
    return parsed.success ? parsed.data.error : '';
  } catch {
    return '';
  }
}

/** Says what went wrong from the error's kind: the request is never repeated in the message. */
function networkFailure(error: unknown): TranslationError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new TranslationError('unavailable', 'LibreTranslate did not answer in time');
  // fetch's TypeError carries the socket error (ECONNREFUSED, ENOTFOUND...) as its cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const reason = /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? ` (${code})` : '';
  return new TranslationError('unavailable', `LibreTranslate could not be reached${reason}`);
}
