import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { BootAnswer, Language } from '@arya/core';

/** One API call of the page's render, answered in process. */
export interface RenderCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the web's server entry (apps/web/src/entry-server.tsx, built into dist-server/) renders. */
export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<{ html: string; redirect: string | null; notFound: boolean } & RenderEnd>;
  /** A member's page, sent as it is drawn: the first screen, then the parts below the fold (see the web's entry). */
  streamPage(input: PageRenderInput & { nonce: string }): Promise<{ redirect: string | null; notFound: boolean; body: Readable | null; end: () => RenderEnd; abort: () => void; drawn: Promise<void> }>;
  /** The pages streamed to a member; the others are rendered whole. */
  STREAMED_PAGES: ReadonlySet<string>;
}

interface PageRenderInput {
  url: string;
  origin: string;
  language: Language;
  time: number;
  cookies: Readonly<Record<string, string>>;
  onError: (error: unknown) => void;
  signal: AbortSignal;
  transport: (call: RenderCall) => Promise<{ status: number; body: unknown }>;
}

/** What the browser hydrates with, once the render is over. */
export interface RenderEnd {
  queries: unknown;
  timeZone: string;
  parts: string[];
}

/**
 * The web's server render, when built (`npm run build` writes it beside dist/). Without it the
 * server sends the app's shell and the browser renders the page, as before issue 26.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * The answers already made for the page (boot-answers.ts) serve the render's calls first, once
 * each; the others go through the API's routes in process, as the reader.
 */
export class RenderCalls {
  private readonly waiting = new Map<string, BootAnswer>();
  private readonly failed: BootAnswer[] = [];

  constructor(
    answers: readonly BootAnswer[],
    private readonly call: (call: RenderCall) => Promise<{ status: number; body: unknown }>,
  ) {
    for (const answer of answers) this.waiting.set(`${answer.method} ${answer.url}`, answer);
  }

  readonly transport = async (call: RenderCall): Promise<{ status: number; body: unknown }> => {
    const key = `${call.method} ${call.url}`;
    const early = this.waiting.get(key);
    this.waiting.delete(key);
    // A render changes nothing: a call that would (the member state created on a first visit) is
    // made only by the browser, unless the page's first calls answered it.
    if (!early && call.method !== 'GET') return { status: 405, body: { code: 'GENERAL_PROBLEM', message: 'A page render only reads' } };
    const answer = early ?? { method: call.method, url: call.url, ...(await this.call(call)) };
    if (answer.status === 404) this.failed.push(answer);
    return { status: answer.status, body: answer.body };
  };

  /**
   * The answers the browser still needs as it starts: those the render did not use, and the "not
   * found" ones (a query that failed on the server is asked again by the browser).
   */
  leftovers(): BootAnswer[] {
    return [...this.waiting.values(), ...this.failed];
  }
}
