import diagnosticsChannel from 'node:diagnostics_channel';
import { createServer, type ClientRequest } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeepLTranslator } from '../src/providers/translation/deepl-translator.ts';
import { TranslationError, type TranslationErrorKind, type TranslationRequest } from '../src/providers/translation/translator.ts';
import { listenOn, startFakeDeepL, type FakeAnswer, type FakeDeepL, type FakeDeepLRequest } from './helpers/fake-deepl.ts';

// A free key (":fx"): without serverUrl, deepl-node would send it to api-free.deepl.com.
const KEY = 'deepl-secret-0123456789:fx';
const SECRET_WORD = 'Confidentiel493817';
const SPAN = '<span translate="no" data-t="0">$AAPL</span>';
const SPAN_2 = '<span translate="no" data-t="1">@marie &amp; co</span>';

/** Answers chosen per test through the fake's respond hook. */
let special: ((request: FakeDeepLRequest) => FakeAnswer | undefined) | undefined;
let fake: FakeDeepL;
beforeAll(async () => {
  fake = await startFakeDeepL({
    authKey: KEY,
    dictionary: { 'Le marché monte.': 'The market is rising.' },
    respond: (request) => special?.(request),
  });
});
afterAll(() => fake.close());
afterEach(() => {
  special = undefined;
});

const translator = (options: { timeoutMs?: number; serverUrl?: string; englishVariant?: 'en-GB' | 'en-US'; apiKey?: string } = {}) =>
  new DeepLTranslator({ apiKey: options.apiKey ?? KEY, serverUrl: options.serverUrl ?? fake.url, timeoutMs: options.timeoutMs ?? 3000, ...(options.englishVariant ? { englishVariant: options.englishVariant } : {}) });

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
  expect(shown).not.toContain('deepl-secret');
  expect(error.cause).toBeUndefined();
}

/** Every outgoing HTTP request of the process while `work` runs, as host:port/path. */
async function outgoingDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (message: unknown) => {
    const { request: outgoing } = message as { request: ClientRequest };
    seen.push(`${outgoing.host}${outgoing.path}`);
  };
  diagnosticsChannel.subscribe('http.client.request.start', listener);
  try {
    await work();
  } finally {
    diagnosticsChannel.unsubscribe('http.client.request.start', listener);
  }
  return seen;
}

describe('DeepL translator', () => {
  it('translates the texts in order, in one call, as HTML, keeping the spans that must not be translated', async () => {
    const before = fake.requests.length;
    const texts = [`Bonjour ${SPAN} et ${SPAN_2} !`, 'Le marché monte.', `${SPAN}`];
    const translated = await translator().translate(request(texts));
    expect(translated).toEqual([`[EN] Bonjour ${SPAN} et ${SPAN_2} !`, 'The market is rising.', `[EN] ${SPAN}`]);

    expect(fake.requests).toHaveLength(before + 1);
    const sent = fake.requests.at(-1) as FakeDeepLRequest;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/translate', authorization: `DeepL-Auth-Key ${KEY}`, texts, source: 'fr', target: 'en-GB', tagHandling: 'html' });
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    // sendPlatformInfo: false: the User-Agent names the library only, not the OS nor Node's version.
    expect(sent.userAgent).toMatch(/^deepl-node\/[\d.]+$/);
  });

  it('asks for American English when told, and translates English into French', async () => {
    await translator({ englishVariant: 'en-US' }).translate(request(['Bonjour']));
    expect(fake.requests.at(-1)).toMatchObject({ source: 'fr', target: 'en-US' });

    expect(await translator().translate(request([`Hello ${SPAN}`], 'en', 'fr'))).toEqual([`[FR] Hello ${SPAN}`]);
    expect(fake.requests.at(-1)).toMatchObject({ source: 'en', target: 'fr', tagHandling: 'html' });
  });

  it('calls only the server it is given, once per translation, even with a free key', async () => {
    const t = translator({ serverUrl: `${fake.url}/` }); // a trailing slash is fine too
    const seen = await outgoingDuring(() => t.translate(request(['Bonjour'])));
    expect(seen).toEqual([`${new URL(fake.url).host.split(':')[0]}/v2/translate`]);
  });

  it('keeps empty texts empty without sending them, and sends nothing when all are empty', async () => {
    const before = fake.requests.length;
    expect(await translator().translate(request(['', 'Bonjour', '']))).toEqual(['', '[EN] Bonjour', '']);
    expect(fake.requests.at(-1)?.texts).toEqual(['Bonjour']);
    expect(await translator().translate(request(['', '']))).toEqual(['', '']);
    expect(await translator().translate(request([]))).toEqual([]);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('refuses to translate a language into itself without calling DeepL', async () => {
    const before = fake.requests.length;
    const error = await failureOf(translator().translate(request(['Bonjour'], 'fr', 'fr')));
    expect(error.kind).toBe('unsupported');
    expect(fake.requests).toHaveLength(before);
  });

  it.each<[string, TranslationErrorKind, number | undefined, RegExp]>([
    ['quota', 'quota', 456, /quota/],
    ['boom', 'unavailable', 503, /503/],
    ['unsupported', 'unsupported', 400, /400/],
    ['forbidden', 'refused', 403, /refused the API key/],
    ['garbage', 'unavailable', undefined, /^DeepL sent an unreadable answer$/],
  ])('maps the fake\'s "%s" answer to %s (status %s), once, without retrying', async (marker, kind, status, message) => {
    const before = fake.requests.length;
    const error = await failureOf(translator().translate(request(['Bonjour', `${SECRET_WORD} ${marker} ${SPAN}`])));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
    expectNothingSecretIn(error);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('refuses a wrong key as refused, without repeating it', async () => {
    const error = await failureOf(translator({ apiKey: 'deepl-secret-wrong:fx' }).translate(request([SECRET_WORD])));
    expect(error.kind).toBe('refused');
    expectNothingSecretIn(error);
    expect(error.message).not.toContain('deepl-secret-wrong');
  });

  it.each<[string, FakeAnswer, TranslationErrorKind, number | undefined]>([
    ['429', { status: 429, body: { message: `Too many requests ${SECRET_WORD}` } }, 'unavailable', 429],
    ['500', { status: 500, body: { message: `Internal ${SECRET_WORD}` } }, 'unavailable', 500],
    ['502 in HTML', { status: 502, body: `<html>Bad gateway ${SECRET_WORD}</html>` }, 'unavailable', 502],
    ['413', { status: 413, body: { message: `Request Entity Too Large ${SECRET_WORD}` } }, 'unsupported', 413],
    ['401', { status: 401, body: { message: `Unauthorized ${SECRET_WORD}` } }, 'refused', 401],
    ['404', { status: 404, body: { message: `Not found ${SECRET_WORD}` } }, 'unavailable', 404],
    ['fewer translations than texts', { status: 200, body: { translations: [{ detected_source_language: 'FR', text: 'Hi' }] } }, 'unavailable', undefined],
    ['a translation without text', { status: 200, body: { translations: [{ detected_source_language: 'FR' }, { detected_source_language: 'FR', text: 'x' }] } }, 'unavailable', undefined],
    ['JSON without translations', { status: 200, body: { message: SECRET_WORD } }, 'unavailable', undefined],
  ])('maps an answer %s to %s', async (_label, answer, kind, status) => {
    special = () => answer;
    const before = fake.requests.length;
    const error = await failureOf(translator().translate(request([`${SECRET_WORD} un`, `${SECRET_WORD} deux`])));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expectNothingSecretIn(error);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('gives up on a server that never answers at its own timeout, below deepl-node\'s floor of about 1 s', async () => {
    const started = Date.now();
    const error = await failureOf(translator({ timeoutMs: 200 }).translate(request([`${SECRET_WORD} slow`])));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('DeepL did not answer in time');
    expectNothingSecretIn(error);
  });

  it('gives up on a server that answers its headers, then trickles its body forever (deepl-node alone would wait)', async () => {
    const sockets = new Set<Socket>();
    const trickling = createServer((incoming, response) => {
      incoming.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"translations": [');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    trickling.on('connection', (socket) => sockets.add(socket));
    const url = await listenOn(trickling);
    try {
      const started = Date.now();
      const error = await failureOf(translator({ serverUrl: url, timeoutMs: 1200 }).translate(request([SECRET_WORD])));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(error.kind).toBe('unavailable');
      expect(error.message).toBe('DeepL did not answer in time');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => trickling.close(resolve));
    }
  });

  it('reports a server that is down as unavailable', async () => {
    const down = await startFakeDeepL();
    await down.close();
    const error = await failureOf(translator({ serverUrl: down.url }).translate(request([SECRET_WORD])));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('DeepL could not be reached (ECONNREFUSED)');
    expectNothingSecretIn(error);
  });

  it('can be held by the fake: the next request waits until released, and one held past the timeout fails cleanly', async () => {
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

    const late = fake.hold();
    const error = await failureOf(translator({ timeoutMs: 100 }).translate(request([SECRET_WORD])));
    expect(error.message).toBe('DeepL did not answer in time');
    late.release();
    expect(await translator().translate(request(['Salut']))).toEqual(['[EN] Salut']);
  });

  it('keeps deepl-node\'s logger silent, even when loglevel\'s root level is lowered', async () => {
    const loglevel = createRequire(createRequire(import.meta.url).resolve('deepl-node'))('loglevel') as {
      getLogger(name: string): { getLevel(): number };
      getLevel(): number;
      setLevel(level: number | string, persist?: boolean): void;
      rebuild(): void;
      levels: { SILENT: number };
    };
    const rootLevel = loglevel.getLevel();
    const spies = (['log', 'trace', 'debug', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    try {
      translator();
      loglevel.setLevel('trace', false);
      loglevel.rebuild();
      expect(loglevel.getLogger('deepl').getLevel()).toBe(loglevel.levels.SILENT);
      await translator().translate(request([`${SECRET_WORD} ${SPAN}`]));
      await failureOf(translator().translate(request([`${SECRET_WORD} boom`])));
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      loglevel.setLevel(rootLevel, false);
      loglevel.rebuild();
      for (const spy of spies) spy.mockRestore();
    }
  });
});
