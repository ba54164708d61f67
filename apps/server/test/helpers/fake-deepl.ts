import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake DeepL API on 127.0.0.1, for the server's tests and the e2e runs (plain Node: no vitest here).

/**
 * Words that make the fakes fail when any text of a request contains them (first match wins, in this
 * order): slow never answers, garbage answers 200 with a body that is not JSON, boom answers 503,
 * quota answers the provider's quota status (DeepL 456, LibreTranslate 429), forbidden answers 403 and
 * unsupported answers 400.
 */
export const FAKE_TRANSLATION_MARKERS = ['slow', 'garbage', 'boom', 'quota', 'forbidden', 'unsupported'] as const;
export type FakeTranslationMarker = (typeof FAKE_TRANSLATION_MARKERS)[number];

export function fakeTranslationMarkerOf(texts: readonly string[]): FakeTranslationMarker | undefined {
  return FAKE_TRANSLATION_MARKERS.find((marker) => texts.some((text) => text.includes(marker)));
}

/**
 * The fakes' translation: the dictionary's entry for the exact text, or else the text behind `[EN] ` or
 * `[FR] ` (after the target's language), so every `<span translate="no">…</span>` stays byte-identical.
 */
export function fakeTranslate(text: string, target: string, dictionary: Readonly<Record<string, string>> = {}): string {
  if (Object.hasOwn(dictionary, text)) return dictionary[text] as string;
  const language = target.split('-')[0]?.toUpperCase() ?? '';
  return `[${language}] ${text}`;
}

/** Makes the next request the fake receives wait: `arrived` settles when it comes, `release` lets it be answered. */
export interface FakeHold {
  arrived: Promise<void>;
  release(): void;
}

interface PendingHold {
  hold: FakeHold;
  arrive(): void;
  released: Promise<void>;
}

/** Holds taken in order, each for the next request to come; released all at once on close. */
export class FakeHolds {
  private readonly pending: PendingHold[] = [];
  private readonly all = new Set<() => void>();

  take(): FakeHold {
    let arrive = () => {};
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.all.add(release);
    const hold: FakeHold = {
      arrived,
      release: () => {
        this.all.delete(release);
        release();
      },
    };
    this.pending.push({ hold, arrive, released });
    return hold;
  }

  /** Waits for the release of the oldest hold not yet used, if any. */
  async wait(): Promise<void> {
    const next = this.pending.shift();
    if (!next) return;
    next.arrive();
    await next.released;
  }

  releaseAll(): void {
    for (const release of this.all) release();
    this.all.clear();
  }
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendAnswer(response: ServerResponse, { status, body }: FakeAnswer): void {
  if (typeof body !== 'string') return sendJson(response, status, body);
  response.writeHead(status, { 'content-type': 'text/plain' });
  response.end(body);
}

export async function listenOn(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface FakeDeepLRequest {
  method: string;
  path: string;
  /** The whole header, `DeepL-Auth-Key …`. */
  authorization: string;
  contentType: string;
  userAgent: string;
  texts: string[];
  /** As sent (deepl-node sends lower case: `fr`, `en`, `en-GB`); undefined when absent. */
  source: string | undefined;
  target: string | undefined;
  tagHandling: string | undefined;
  /** Every parameter as sent, repeated `text` included. */
  params: URLSearchParams;
}

export interface FakeDeepLOptions {
  /** Exact source text → its translation; other texts are translated by `fakeTranslate`. */
  dictionary?: Record<string, string>;
  /** When set, any other key is refused with 403, as DeepL does. */
  authKey?: string;
  /** A fixed port (default: any free one). */
  port?: number;
  /** An answer of its own for a request, before the markers and the translation (undefined: the usual answer). */
  respond?: (request: FakeDeepLRequest) => FakeAnswer | undefined;
}

/** An answer sent as is; a body that is not a string is sent as JSON. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** `url`: the server URL to give the client (`serverUrl`), without a trailing slash. */
export type FakeDeepL = FakeTranslatorServer<FakeDeepLRequest>;

/** Target languages the fake accepts, as DeepL does: English only with its variant. */
const DEEPL_TARGETS = new Set(['FR', 'EN-GB', 'EN-US', 'DE', 'ES', 'IT']);

/**
 * DeepL's text translation API (POST /v2/translate, form-encoded as deepl-node sends it, or JSON), on
 * 127.0.0.1. Error answers repeat the texts and the key, as a careless server might, so that tests can
 * check the client never passes them on.
 */
export async function startFakeDeepL(options: FakeDeepLOptions = {}): Promise<FakeDeepL> {
  return startFakeTranslator(
    (request, raw): FakeDeepLRequest => {
      const contentType = request.headers['content-type'] ?? '';
      const params = contentType.startsWith('application/json') ? paramsOfJson(raw) : new URLSearchParams(raw);
      return {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType,
        userAgent: request.headers['user-agent'] ?? '',
        texts: params.getAll('text'),
        source: params.get('source_lang') ?? undefined,
        target: params.get('target_lang') ?? undefined,
        tagHandling: params.get('tag_handling') ?? undefined,
        params,
      };
    },
    (received, response) => answer(received, response, options),
    { port: options.port, internalError: { message: 'Internal error' } },
  );
}

/** What both fakes give a test: where they listen, what they received, and holds on the next requests. */
export interface FakeTranslatorServer<R> {
  url: string;
  requests: R[];
  hold(): FakeHold;
  close(): Promise<void>;
}

/**
 * A fake translation API on 127.0.0.1: each request's body read, parsed by `parse` and recorded, held
 * while a test holds it, then answered by `answer` (unless its client left meanwhile).
 */
export async function startFakeTranslator<R>(
  parse: (request: IncomingMessage, raw: string) => R,
  answer: (received: R, response: ServerResponse) => void,
  options: { port?: number; internalError: unknown },
): Promise<FakeTranslatorServer<R>> {
  const requests: R[] = [];
  const holds = new FakeHolds();
  const server = createServer((request, response) => {
    void (async () => {
      const received = parse(request, await readBody(request));
      requests.push(received);
      await holds.wait();
      if (request.socket.destroyed) return;
      answer(received, response);
    })().catch(() => {
      if (!response.headersSent) sendJson(response, 500, options.internalError);
    });
  });
  const url = await listenOn(server, options.port);
  return {
    url,
    requests,
    hold: () => holds.take(),
    async close() {
      holds.releaseAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function answer(received: FakeDeepLRequest, response: ServerResponse, options: FakeDeepLOptions): void {
  const custom = options.respond?.(received);
  if (custom) return sendAnswer(response, custom);
  const { texts, authorization } = received;
  const echo = `${texts.join(' | ')} (${authorization})`;
  if (received.method !== 'POST' || received.path !== '/v2/translate') return sendJson(response, 404, { message: 'Not found' });
  const key = /^DeepL-Auth-Key (.+)$/.exec(authorization)?.[1];
  if (key === undefined || (options.authKey !== undefined && key !== options.authKey)) {
    return sendJson(response, 403, { message: `Wrong key: ${echo}` });
  }

  switch (fakeTranslationMarkerOf(texts)) {
    case 'slow':
      return; // never answers
    case 'garbage':
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(`<html>${echo}</html>`);
    case 'boom':
      return sendJson(response, 503, { message: `Service unavailable: ${echo}` });
    case 'quota':
      return sendJson(response, 456, { message: `Quota exceeded: ${echo}` });
    case 'forbidden':
      return sendJson(response, 403, { message: `Forbidden: ${echo}` });
    case 'unsupported':
      return sendJson(response, 400, { message: "Value for 'target_lang' not supported.", detail: echo });
    case undefined:
      break;
  }

  const target = received.target?.toUpperCase();
  if (target === undefined || !DEEPL_TARGETS.has(target)) return sendJson(response, 400, { message: "Value for 'target_lang' not supported." });
  if (texts.length === 0) return sendJson(response, 400, { message: "Parameter 'text' not specified." });
  const detected = (received.source ?? 'fr').toUpperCase();
  sendJson(response, 200, {
    translations: texts.map((text) => ({
      detected_source_language: detected,
      text: fakeTranslate(text, target, options.dictionary),
      ...(received.params.get('show_billed_characters') === '1' ? { billed_characters: text.length } : {}),
    })),
  });
}

/** DeepL's JSON body (`{"text": [...], "target_lang": ...}`) as the same parameters as a form. */
function paramsOfJson(raw: string): URLSearchParams {
  const params = new URLSearchParams();
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') params.append(name, String(item));
      }
    }
  } catch {
    // not JSON: no parameters, DeepL answers 400
  }
  return params;
}
