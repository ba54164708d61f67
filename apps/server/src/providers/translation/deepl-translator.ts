import { createRequire } from 'node:module';
import type { Language } from '@arya/core';
import {
  AuthorizationError,
  ConnectionError,
  DeepLError,
  QuotaExceededError,
  TooManyRequestsError,
  Translator as DeepLClient,
  type SourceLanguageCode,
  type TargetLanguageCode,
} from 'deepl-node';
import { z } from 'zod';
import { TranslationError, type TranslationRequest, type Translator } from './translator.ts';

export interface DeepLTranslatorOptions {
  apiKey: string;
  /**
   * `https://api.deepl.com`, `https://api-free.deepl.com`, or any server answering the same API. Without
   * it, deepl-node picks the free server for keys ending in `:fx` and the paid one otherwise.
   */
  serverUrl?: string;
  /** DeepL translates into British or American English, never plain "en" (default en-GB). */
  englishVariant?: 'en-GB' | 'en-US';
  /** How long a translation may take, answer included, before it fails (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Socket error codes worth naming in a message: nothing from the request can hide in them. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,40}$/;
/** The axios codes of a request that ran out of time. */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

const resultsSchema = (count: number) => z.array(z.object({ text: z.string() })).length(count);

/**
 * Translates through DeepL's API with the official client (deepl-node), the text as HTML so that
 * `<span translate="no">` passes through untouched.
 *
 * - No retries here: deepl-node would otherwise retry 429s and 5xx five times with backoff of up to
 *   two minutes inside one call; the job queue retries instead.
 * - The timeout is our own deadline: deepl-node's minTimeout is an idle-socket timeout with a floor of
 *   about one second (its first backoff interval), and a server that keeps sending bytes never trips it.
 * - Errors are rebuilt from their class and status only: deepl-node's messages repeat what the server
 *   sent, and its ConnectionError holds the axios error, whose config carries the key and the texts.
 */
export class DeepLTranslator implements Translator {
  readonly name = 'deepl' as const;
  readonly takes = 'markup' as const;
  private readonly client: DeepLClient;
  private readonly english: 'en-GB' | 'en-US';
  private readonly timeoutMs: number;

  constructor(options: DeepLTranslatorOptions) {
    silenceDeepLLogging();
    this.english = options.englishVariant ?? 'en-GB';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.client = new DeepLClient(options.apiKey, {
      ...(options.serverUrl === undefined ? {} : { serverUrl: options.serverUrl.replace(/\/+$/, '') }),
      maxRetries: 0,
      // deepl-node's own timeout frees the socket of a request we gave up on (see class comment).
      minTimeout: this.timeoutMs,
      // The User-Agent then names deepl-node only, not the OS and Node versions.
      sendPlatformInfo: false,
    });
  }

  async translate({ texts, from, to }: TranslationRequest): Promise<string[]> {
    if (from === to) throw new TranslationError('unsupported', 'DeepL translates between two different languages');
    // deepl-node refuses empty texts before sending anything: they stay empty, the others go in one call.
    const sent = texts.filter((text) => text.length > 0);
    if (sent.length === 0) return texts.map(() => '');

    const call = this.client
      .translateText(sent, sourceCode(from), this.targetCode(to), { tagHandling: 'html' })
      .then((results) => {
        const parsed = resultsSchema(sent.length).safeParse(results);
        if (!parsed.success) throw new TranslationError('unavailable', 'DeepL sent an unexpected answer');
        return parsed.data.map((result) => result.text);
      }, (error: unknown) => {
        throw errorOf(error);
      });
    const translated = await withDeadline(call, this.timeoutMs);
    let next = 0;
    return texts.map((text) => (text.length > 0 ? (translated[next++] as string) : ''));
  }

  private targetCode(language: Language): TargetLanguageCode {
    return language === 'en' ? this.english : 'fr';
  }
}

function sourceCode(language: Language): SourceLanguageCode {
  return language === 'en' ? 'en' : 'fr';
}

/** Rejects when `timeoutMs` passes first; the abandoned call may still fail later, quietly. */
async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TranslationError('unavailable', 'DeepL did not answer in time')), timeoutMs);
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The status deepl-node saw, read back from the start of its message (its errors carry no status). */
function statusOf(error: DeepLError): number | undefined {
  const { message } = error;
  if (message.startsWith('Bad request')) return 400;
  if (message.startsWith('Not found')) return 404;
  if (message.startsWith('Service unavailable')) return 503;
  const unexpected = /^Unexpected status code: (\d{3})\b/.exec(message);
  return unexpected ? Number(unexpected[1]) : undefined;
}

/** Our own error for whatever deepl-node threw: from its class and status, never from its message. */
function errorOf(error: unknown): TranslationError {
  if (error instanceof TranslationError) return error;
  if (error instanceof QuotaExceededError) {
    return new TranslationError('quota', 'The DeepL quota for this billing period is used up (456)', { status: 456 });
  }
  if (error instanceof TooManyRequestsError) return new TranslationError('unavailable', 'DeepL is overloaded (429)', { status: 429 });
  if (error instanceof AuthorizationError) {
    return new TranslationError('refused', 'DeepL refused the API key: check the key and its account (403)', { status: 403 });
  }
  if (error instanceof ConnectionError) {
    const code = error.error && 'code' in error.error && typeof error.error.code === 'string' ? error.error.code : undefined;
    if (code !== undefined && TIMEOUT_CODES.has(code)) return new TranslationError('unavailable', 'DeepL did not answer in time');
    const reason = code !== undefined && ERROR_CODE.test(code) ? ` (${code})` : '';
    return new TranslationError('unavailable', `DeepL could not be reached${reason}`);
  }
  if (error instanceof DeepLError) {
    if (error.message.startsWith('Error parsing response JSON')) return new TranslationError('unavailable', 'DeepL sent an unreadable answer');
    const status = statusOf(error);
    if (status === undefined) return new TranslationError('unavailable', 'DeepL failed');
    if (status === 400 || status === 413 || status === 414) {
      return new TranslationError('unsupported', `DeepL will not translate this request (${status})`, { status });
    }
    if (status === 401) return new TranslationError('refused', `DeepL refused the API key (${status})`, { status });
    return new TranslationError('unavailable', `DeepL answered ${status}`, { status });
  }
  return new TranslationError('unavailable', 'DeepL failed');
}

interface LevelledLogger {
  setLevel(level: 'silent', persist: boolean): void;
}

let silenced = false;

/**
 * deepl-node logs through loglevel's "deepl" logger: its debug lines hold the texts sent and the
 * answers. It is quiet at loglevel's default level (warn), but would talk if anything in the process
 * lowered loglevel's root level: pinning it to silent makes that impossible.
 */
function silenceDeepLLogging(): void {
  if (silenced) return;
  silenced = true;
  try {
    // The loglevel instance deepl-node itself loads, wherever npm placed it.
    const fromDeepL = createRequire(createRequire(import.meta.url).resolve('deepl-node'));
    const loglevel = fromDeepL('loglevel') as { getLogger(name: string): LevelledLogger };
    loglevel.getLogger('deepl').setLevel('silent', false);
  } catch {
    // A deepl-node that no longer uses loglevel: nothing to silence.
  }
}
