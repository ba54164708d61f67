import type { OutboxMessage } from '@arya/core';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** The Set-Cookie lines of a response, whole (name=value and attributes). */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The Set-Cookie line that grants a better-auth session token (plain or __Secure- prefixed), if any. */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  return setCookies(response).find((line) => /^(__Secure-)?better-auth\.session_token=[^;]+/.test(line));
}

/** The Set-Cookie line that clears the session token (empty value), if any. */
export function clearedSessionCookie(response: LightMyRequestResponse): string | undefined {
  return setCookies(response).find((line) => /^(__Secure-)?better-auth\.session_token=;/.test(line));
}

/** The attributes of a Set-Cookie line, lowercased names: `{ httponly: '', samesite: 'Lax', ... }`. */
export function cookieAttributes(line: string): Record<string, string> {
  const [, ...attributes] = line.split(';');
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [name = '', ...value] = attribute.trim().split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

export async function outboxOf(t: TestApp, to?: string): Promise<OutboxMessage[]> {
  const response = await t.request({ method: 'GET', url: `/api/v1/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

/** The password-reset link written in an e-mail, with its token. */
export function resetLinkIn(text: string): { url: URL; token: string } {
  const match = /https?:\/\/[^\s]+\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)[^\s]*/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return { url: new URL(match[0]), token: match[1] };
}
