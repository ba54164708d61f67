import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LibreTranslateTranslator } from '../src/providers/translation/libretranslate-translator.ts';
import { TranslationError, type TranslationErrorKind, type TranslationRequest } from '../src/providers/translation/translator.ts';
import { listenOn, type FakeAnswer } from './helpers/fake-deepl.ts';
import { startFakeLibreTranslate, type FakeLibreTranslate, type FakeLibreTranslateRequest } from './helpers/fake-libretranslate.ts';

const KEY = 'libre-secret-0123456789';
const SECRET_WORD = 'Confidentiel493817';
const SPAN = '<span translate="no" data-t="0">$AAPL</span>';
const SPAN_2 = '<span translate="no" data-t="1">@marie &amp; co</span>';

/** Answers chosen per test through the fake's respond hook. */
let special: ((request: FakeLibreTranslateRequest) => FakeAnswer | undefined) | undefined;
let fake: FakeLibreTranslate;
beforeAll(async () => {
  fake = await startFakeLibreTranslate({
    apiKey: KEY,
    dictionary: { 'Le marché monte.': 'The market is rising.' },
    respond: (request) => special?.(request),
  });
});
afterAll(() => fake.close());
afterEach(() => {
  special = undefined;
});

const translator = (options: { timeoutMs?: number; url?: string; apiKey?: string | null } = {}) =>
  new LibreTranslateTranslator({
    url: options.url ?? fake.url,
    ...(options.apiKey === null ? {} : { apiKey: options.apiKey ?? KEY }),
    timeoutMs: options.timeoutMs ?? 3000,
  });

const request = (texts: string[], from: 'fr' | 'en' = 'fr', to: 'fr' | 'en' = 'en'): TranslationRequest => ({ texts, from, to });

async function failureOf(translation: Promise<unknown>): Promise<TranslationError> {
  const error = await translation.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
}

/** Everything a log line could show of the error: none of it may hold the texts or the key. */
function expectNothingSecretIn(error: TranslationError) {
  const shown = JSON.stringify({ ...error, message: error.message, stack: error.stack, cause: String(error.cause) });
  expect(shown).not.toContain(SECRET_WORD);
  expect(shown).not.toContain(KEY);
  expect(shown).not.toContain('libre-secret');
  expect(error.cause).toBeUndefined();
}

describe('LibreTranslate translator', () => {
  it('translates the texts in order, in one call, as HTML, keeping the spans that must not be translated', async () => {
    const before = fake.requests.length;
    const texts = [`Bonjour ${SPAN} et ${SPAN_2} !`, 'Le marché monte.', SPAN];
    const translated = await translator().translate(request(texts));
    expect(translated).toEqual([`[EN] Bonjour ${SPAN} et ${SPAN_2} !`, 'The market is rising.', `[EN] ${SPAN}`]);

    expect(fake.requests).toHaveLength(before + 1);
    const sent = fake.requests.at(-1) as FakeLibreTranslateRequest;
    expect(sent).toMatchObject({ method: 'POST', path: '/translate', texts, batch: true, source: 'fr', target: 'en', format: 'html', apiKey: KEY });
    expect(sent.contentType).toMatch(/^application\/json/);
    expect(sent.body).toEqual({ q: texts, source: 'fr', target: 'en', format: 'html', api_key: KEY });
  });

  it('translates English into French, and sends no api_key when it has none', async () => {
    const open = await startFakeLibreTranslate();
    try {
      expect(await translator({ url: `${open.url}/`, apiKey: null }).translate(request([`Hello ${SPAN}`], 'en', 'fr'))).toEqual([`[FR] Hello ${SPAN}`]);
      expect(open.requests.at(-1)?.body).toEqual({ q: [`Hello ${SPAN}`], source: 'en', target: 'fr', format: 'html' });
    } finally {
      await open.close();
    }
  });

  it('keeps empty texts empty without sending them, and sends nothing when all are empty', async () => {
    const before = fake.requests.length;
    expect(await translator().translate(request(['', 'Bonjour', '']))).toEqual(['', '[EN] Bonjour', '']);
    expect(fake.requests.at(-1)?.texts).toEqual(['Bonjour']);
    expect(await translator().translate(request(['', '']))).toEqual(['', '']);
    expect(await translator().translate(request([]))).toEqual([]);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('refuses to translate a language into itself without calling LibreTranslate', async () => {
    const before = fake.requests.length;
    const error = await failureOf(translator().translate(request(['Bonjour'], 'en', 'en')));
    expect(error.kind).toBe('unsupported');
    expect(fake.requests).toHaveLength(before);
  });

  it.each<[string, TranslationErrorKind, number | undefined, RegExp]>([
    ['quota', 'quota', 429, /limit is used up \(429\)/],
    ['boom', 'unavailable', 503, /failed \(503\)/],
    ['unsupported', 'unsupported', 400, /will not translate this request \(400\)/],
    ['forbidden', 'refused', 403, /refused our requests \(403\)/],
    ['garbage', 'unavailable', undefined, /^LibreTranslate sent an unreadable answer$/],
  ])('maps the fake\'s "%s" answer to %s (status %s)', async (marker, kind, status, message) => {
    const before = fake.requests.length;
    const error = await failureOf(translator().translate(request(['Bonjour', `${SECRET_WORD} ${marker} ${SPAN}`])));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
    expectNothingSecretIn(error);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('reports a wrong key as refused (403) and a missing one, which LibreTranslate answers 400, as refused too', async () => {
    const wrong = await failureOf(translator({ apiKey: 'libre-secret-wrong' }).translate(request([SECRET_WORD])));
    expect(wrong).toMatchObject({ kind: 'refused', status: 403 });
    expectNothingSecretIn(wrong);

    const missing = await failureOf(translator({ apiKey: null }).translate(request([SECRET_WORD])));
    expect(missing).toMatchObject({ kind: 'refused', status: 400, message: 'LibreTranslate requires an API key (400)' });
    expectNothingSecretIn(missing);
  });

  it.each<[string, FakeAnswer, TranslationErrorKind, number | undefined]>([
    ['500', { status: 500, body: { error: `Cannot translate text: ${SECRET_WORD}` } }, 'unavailable', 500],
    ['502 in HTML', { status: 502, body: `<html>Bad gateway ${SECRET_WORD}</html>` }, 'unavailable', 502],
    ['404', { status: 404, body: `Not Found ${SECRET_WORD}` }, 'unavailable', 404],
    ['fewer translations than texts', { status: 200, body: { translatedText: ['one'] } }, 'unavailable', undefined],
    ['more translations than texts', { status: 200, body: { translatedText: ['one', 'two', 'three'] } }, 'unavailable', undefined],
    ['one string for an array', { status: 200, body: { translatedText: 'one two' } }, 'unavailable', undefined],
    ['a translation that is not a string', { status: 200, body: { translatedText: ['one', null] } }, 'unavailable', undefined],
    ['JSON without translatedText', { status: 200, body: { error: SECRET_WORD } }, 'unavailable', undefined],
  ])('maps an answer %s to %s', async (_label, answer, kind, status) => {
    special = () => answer;
    const error = await failureOf(translator().translate(request([`${SECRET_WORD} un`, `${SECRET_WORD} deux`])));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expectNothingSecretIn(error);
  });

  it('gives up on a server that never answers within its timeout', async () => {
    const started = Date.now();
    const error = await failureOf(translator({ timeoutMs: 200 }).translate(request([`${SECRET_WORD} slow`])));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('LibreTranslate did not answer in time');
    expectNothingSecretIn(error);
  });

  it('gives up on a server that answers its headers, then trickles its body forever', async () => {
    const sockets = new Set<Socket>();
    const trickling = createServer((incoming, response) => {
      incoming.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"translatedText": [');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    trickling.on('connection', (socket) => sockets.add(socket));
    const url = await listenOn(trickling);
    try {
      const started = Date.now();
      const error = await failureOf(translator({ url, timeoutMs: 300 }).translate(request([SECRET_WORD])));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(error.message).toBe('LibreTranslate did not answer in time');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => trickling.close(resolve));
    }
  });

  it('reports a server that is down as unavailable', async () => {
    const down = await startFakeLibreTranslate();
    await down.close();
    const error = await failureOf(translator({ url: down.url }).translate(request([SECRET_WORD])));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('LibreTranslate could not be reached (ECONNREFUSED)');
    expectNothingSecretIn(error);
  });
});

describe('the fakes\' hold', () => {
  it('makes the next request wait until released, then answers it', async () => {
    const hold = fake.hold();
    let settled = false;
    const translation = translator()
      .translate(request(['Bonjour']))
      .finally(() => (settled = true));
    await hold.arrived;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    hold.release();
    expect(await translation).toEqual(['[EN] Bonjour']);
    // Only the next request was held.
    expect(await translator().translate(request(['Salut']))).toEqual(['[EN] Salut']);
  });

  it('lets a request through at once when released before it arrives', async () => {
    const hold = fake.hold();
    hold.release();
    expect(await translator().translate(request(['Bonjour']))).toEqual(['[EN] Bonjour']);
    await hold.arrived;
  });
});
