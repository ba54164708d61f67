import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswer } from '@arya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootCall } from '../../plugins/app/pages.ts';

/** Answers the web can use as they are: successes, and a missing post or member (the page shows "not found"). */
const USABLE_STATUS = (status: number) => (status >= 200 && status < 300) || status === 404;

/**
 * Makes the page's first API calls in process, as the reader would (their cookie, address and
 * language), through the real routes: the same access rules, rate limits and serialisation. The
 * reader's session is read once and lent to those calls.
 */
export async function answerBootCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  origin: string,
  calls: readonly BootCall[],
): Promise<{ answers: BootAnswer[]; setCookies: string[] }> {
  const lent = app.lendSession(request);
  try {
    return await answerWithHeaders(app, request, calls, { ...lent.headers, ...readerHeaders(request, origin) });
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

async function answerWithHeaders(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly BootCall[],
  headers: Record<string, string>,
): Promise<{ answers: BootAnswer[]; setCookies: string[] }> {
  const answers = await Promise.all(
    calls.map(async (call) => {
      const response = await app.inject({
        method: call.method,
        url: call.url,
        headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
        remoteAddress: request.ip,
      });
      const setCookie = response.headers['set-cookie'];
      const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
      if (!USABLE_STATUS(response.statusCode)) return { answer: null, cookies };
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return { answer: null, cookies };
      }
      return { answer: { method: call.method, url: call.url, status: response.statusCode, body }, cookies };
    }),
  );
  // A session extended on the way (once a day) sets its cookie again: the page passes it on, once per name.
  const byName = new Map<string, string>();
  for (const cookie of answers.flatMap((item) => item.cookies)) byName.set(cookie.split('=')[0] ?? cookie, cookie);
  return { answers: answers.flatMap((item) => (item.answer ? [item.answer] : [])), setCookies: [...byName.values()] };
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
