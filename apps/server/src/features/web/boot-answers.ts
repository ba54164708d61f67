import { BOOT_ANSWERS_ELEMENT_ID, PAGE_CHUNKS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID, type BootAnswer, type PageState } from '@arya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootCall } from '../../plugins/app/pages.ts';

/** Answers the web can use as they are: successes, and a missing post or member (the page shows "not found"). */
const USABLE_STATUS = (status: number) => (status >= 200 && status < 300) || status === 404;

/** An API answer made in process, with the cookies it sets. */
export interface ReaderAnswer {
  status: number;
  body: unknown;
  cookies: string[];
}

/** One API call made in process as the reader (see `asReader`). */
export type ReaderCall = (call: { method: string; url: string; headers?: Record<string, string>; body?: string }) => Promise<ReaderAnswer>;

/**
 * Makes API calls in process, as the reader would (their cookie, address and language), through
 * the real routes: the same access rules, rate limits and serialisation. The reader's session is
 * read once and lent to every call made until `use` ends.
 */
export async function asReader<T>(app: FastifyInstance, request: FastifyRequest, origin: string, use: (call: ReaderCall) => Promise<T>): Promise<T> {
  const lent = app.lendSession(request);
  const base = { ...lent.headers, ...readerHeaders(request, origin) };
  try {
    return await use(async (call) => {
      const response = await app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: { ...call.headers, ...base },
        ...(call.body === undefined ? {} : { payload: call.body }),
        remoteAddress: request.ip,
      });
      const setCookie = response.headers['set-cookie'];
      const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
      let body: unknown;
      try {
        body = response.statusCode === 204 ? undefined : response.json();
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, body, cookies };
    });
  } finally {
    lent.release();
  }
}

function readerHeaders(request: FastifyRequest, origin: string): Record<string, string> {
  const headers: Record<string, string> = { origin };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
  return headers;
}

/** The page's first API calls (boot calls), answered as the reader; the usable answers and the cookies they set. */
export async function answerBootCalls(call: ReaderCall, calls: readonly BootCall[]): Promise<{ answers: BootAnswer[]; setCookies: string[] }> {
  const answers = await Promise.all(
    calls.map(async (boot) => {
      const response = await call({
        method: boot.method,
        url: boot.url,
        ...(boot.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(boot.body) }),
      });
      const usable = USABLE_STATUS(response.status) && response.body !== undefined;
      return { answer: usable ? { method: boot.method, url: boot.url, status: response.status, body: response.body } : null, cookies: response.cookies };
    }),
  );
  return { answers: answers.flatMap((item) => (item.answer ? [item.answer] : [])), setCookies: latestCookies(answers.flatMap((item) => item.cookies)) };
}

/** A session extended on the way (once a day) sets its cookie again: the page passes it on, once per name. */
export function latestCookies(cookies: readonly string[]): string[] {
  const byName = new Map<string, string>();
  for (const cookie of cookies) byName.set(cookie.split('=')[0] ?? cookie, cookie);
  return [...byName.values()];
}

/** JSON that cannot end the script element or open markup, whatever a member wrote. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The answers as a data block (never executed, so the content security policy needs no exception). */
export function bootAnswersElement(answers: readonly BootAnswer[]): string {
  return `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
}

/** The chunks of a page the server drew, as a data block its entry reads once the page is painted (issue 26). */
export function pageChunksElement(files: readonly string[]): string {
  return `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${scriptSafeJson(files)}</script>`;
}

/** What the server rendered the page with, as a data block the browser hydrates from (issue 26). */
export function pageStateElement(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
}
