import type { ServerResponse } from 'node:http';
import { type FakeAnswer, fakeTranslate, fakeTranslationMarkerOf, sendAnswer, sendJson, startFakeTranslator, type FakeTranslatorServer } from './fake-deepl.ts';

// A fake LibreTranslate on 127.0.0.1, for the server's tests and the e2e runs (plain Node: no vitest here).

export interface FakeLibreTranslateRequest {
  method: string;
  path: string;
  contentType: string;
  /** `q` as a list: a single string is its only item. */
  texts: string[];
  /** Whether `q` came as an array (answered with an array) or as one string. */
  batch: boolean;
  source: string | undefined;
  target: string | undefined;
  format: string | undefined;
  apiKey: string | undefined;
  /** The body as parsed (undefined when it was not JSON). */
  body: unknown;
}

export interface FakeLibreTranslateOptions {
  /** Exact source text → its translation; other texts are translated by `fakeTranslate`. */
  dictionary?: Record<string, string>;
  /** When set, the server requires this key: none answers 400 (as LibreTranslate does), another one 403. */
  apiKey?: string;
  /** A fixed port (default: any free one). */
  port?: number;
  /** An answer of its own for a request, before the markers and the translation (undefined: the usual answer). */
  respond?: (request: FakeLibreTranslateRequest) => FakeAnswer | undefined;
}

/** `url`: the base URL to give the client, without a trailing slash. */
export type FakeLibreTranslate = FakeTranslatorServer<FakeLibreTranslateRequest>;

const LANGUAGES = new Set(['en', 'fr', 'de', 'es', 'it']);

/**
 * LibreTranslate's POST /translate (JSON body) on 127.0.0.1, failing on the marker words of
 * FAKE_TRANSLATION_MARKERS (quota answers 429). Error answers repeat the texts and the key, as
 * LibreTranslate's "Cannot translate text: …" may, so that tests can check the client never passes them on.
 */
export async function startFakeLibreTranslate(options: FakeLibreTranslateOptions = {}): Promise<FakeLibreTranslate> {
  return startFakeTranslator(
    (request, raw): FakeLibreTranslateRequest => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const q = fields.q;
      return {
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        texts: Array.isArray(q) ? q.filter((item): item is string => typeof item === 'string') : typeof q === 'string' ? [q] : [],
        batch: Array.isArray(q),
        source: stringOrUndefined(fields.source),
        target: stringOrUndefined(fields.target),
        format: stringOrUndefined(fields.format),
        apiKey: stringOrUndefined(fields.api_key),
        body,
      };
    },
    (received, response) => answer(received, response, options),
    { port: options.port, internalError: { error: 'Internal error' } },
  );
}

function answer(received: FakeLibreTranslateRequest, response: ServerResponse, options: FakeLibreTranslateOptions): void {
  const custom = options.respond?.(received);
  if (custom) return sendAnswer(response, custom);
  if (received.method !== 'POST' || received.path !== '/translate') return sendJson(response, 404, { error: 'Not Found' });
  if (received.body === undefined) return sendJson(response, 400, { error: 'Invalid JSON format' });
  const { texts, apiKey } = received;
  const echo = `${texts.join(' | ')} (${apiKey ?? 'no key'})`;
  if (options.apiKey !== undefined) {
    if (apiKey === undefined || apiKey === '') return sendJson(response, 400, { error: 'Please contact the server operator to get an API key' });
    if (apiKey !== options.apiKey) return sendJson(response, 403, { error: 'Invalid API key' });
  }

  switch (fakeTranslationMarkerOf(texts)) {
    case 'slow':
      return; // never answers
    case 'garbage':
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(`<html>${echo}</html>`);
    case 'boom':
      return sendJson(response, 503, { error: `Cannot translate text: ${echo}` });
    case 'quota':
      return sendJson(response, 429, { error: `Slowdown: 30 per 1 minute ${echo}` });
    case 'forbidden':
      return sendJson(response, 403, { error: `Too many request limits violations ${echo}` });
    case 'unsupported':
      return sendJson(response, 400, { error: `xx is not supported ${echo}` });
    case undefined:
      break;
  }

  if (texts.length === 0) return sendJson(response, 400, { error: 'Invalid request: missing q parameter' });
  if (received.source === undefined || !LANGUAGES.has(received.source)) return sendJson(response, 400, { error: `${received.source} is not supported` });
  if (received.target === undefined || !LANGUAGES.has(received.target)) return sendJson(response, 400, { error: `${received.target} is not supported` });
  if (received.format !== undefined && received.format !== 'text' && received.format !== 'html') {
    return sendJson(response, 400, { error: `${received.format} format is not supported` });
  }
  const translated = texts.map((text) => fakeTranslate(text, received.target as string, options.dictionary));
  sendJson(response, 200, { translatedText: received.batch ? translated : translated[0] });
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
