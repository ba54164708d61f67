import './lib/zod-jitless.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, LANGUAGES, setDateZoneOfRender, TIME_ZONE_COOKIE, type AppRouteId, type DateZone, type Language } from '@arya/core/rules';
import { tz } from '@date-fns/tz';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params, type StaticHandlerContext } from 'react-router';
import { PAGE_DATA, prefetchHeader } from './app/page-data.ts';
import { appRoutes, resolveAllLazyRoutes, type RouteHandle } from './app/router.tsx';
import { prefetchShell } from './features/session/me-queries.ts';
import { setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { setHtmlParser } from './lib/html-tree.ts';
import { parse5Parser } from './lib/html-tree.server.ts';
import { initI18n } from './lib/i18n.ts';
import { setServerClock } from './lib/page-clock.ts';
import { ServerRenderContext, type ServerRender } from './lib/server-render.tsx';
import { loadBundledCatalogue } from './locales/bundled.ts';
import { DEFERRED_NAMESPACES, loadDeferredNamespace } from './locales/deferred.ts';

/**
 * The server's render of a page (issue 26): the same routes, components and translations as the
 * browser, with the data the page shows read through the API's own routes in process, as the reader.
 * Built by `vite build --ssr` into dist-server/, loaded by the server's web feature.
 */

export type { ApiTransport } from './lib/api-client.ts';

/** Each render's own way to the API and its own clock: the render runs inside it. */
const renders = new AsyncLocalStorage<{ transport: ApiTransport; time: number; zone: DateZone }>();
setApiTransport((call) => {
  const render = renders.getStore();
  if (!render) return Promise.reject(new Error('An API call outside a page render'));
  return render.transport(call);
});
setServerClock(() => renders.getStore()?.time);
// Comment HTML is read as the browser reads it (lib/html-tree.ts): the server has no DOMParser.
setHtmlParser(parse5Parser);
setDateZoneOfRender(() => renders.getStore()?.zone);

const zones = new Map<string, DateZone>();

/** The zone the reader's browser said it is in (its cookie), if the runtime knows it; Paris otherwise (a first visit). */
function readerZone(cookie: string | undefined): { name: string; zone: DateZone } {
  const name = cookie && cookie.length <= 64 ? cookie : DEFAULT_TIME_ZONE;
  let zone = zones.get(name);
  if (!zone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
    } catch {
      return readerZone(DEFAULT_TIME_ZONE);
    }
    zone = tz(name);
    // Bounded: a cookie may say anything, the runtime knows a few hundred zones.
    if (zones.size < 1000) zones.set(name, zone);
  }
  return { name, zone };
}

// Every catalogue, in both languages, before the first render: the server never waits for a chunk.
initI18n(DEFAULT_LANGUAGE, Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await loadBundledCatalogue(language)]))));
await Promise.all(
  LANGUAGES.flatMap((language) =>
    DEFERRED_NAMESPACES.map(async (namespace) => i18next.addResourceBundle(language, namespace, await loadDeferredNamespace(language, namespace))),
  ),
);

const routes = appRoutes();
// Every page's module, once, as the server starts: no reader waits for one to load.
await resolveAllLazyRoutes(routes);
const handler = createStaticHandler(routes);

/**
 * A render finds the queries its components ask for; they are answered, and it renders again with
 * them, until none is missing (a query enabled by another's answer needs one more). Bounded: what is
 * still missing then is fetched by the browser.
 */
const MAX_DATA_ROUNDS = 3;

export interface PageRenderInput {
  /** The path and query string, as the router saw them. */
  url: string;
  origin: string;
  language: Language;
  /** The render's time, written into the page: the browser hydrates with the same clock. */
  time: number;
  /** The request's cookies a render reads (core's RENDERED_COOKIES). */
  cookies: Readonly<Record<string, string>>;
  /** Ends the render (it took too long): the browser renders the page then. */
  signal: AbortSignal;
  /** Told of an error in a part of the page, which the browser then renders itself. */
  onError: (error: unknown) => void;
  /** Answers the page's API calls as the reader, in process. */
  transport: ApiTransport;
}

export interface PageRender {
  html: string;
  /** A guard's answer (a visitor on a members' page, say): the page is a redirect there. */
  redirect: string | null;
  notFound: boolean;
  /** TanStack Query's cache after the render, for the browser to hydrate. */
  queries: unknown;
  /** The time zone the page's dates are written in. */
  timeZone: string;
  /** The parts of the page with a chunk of their own (app/parts.ts): named for the browser, which loads them before hydrating. */
  parts: string[];
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const missing = (client: QueryClient, asked: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => !asked.has(query.queryHash) && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));

/**
 * A render that waits for every lazy component it meets to load, for the queries it asks for. Where
 * something loaded on the way its HTML holds React's inline scripts, which the content security
 * policy refuses: such HTML is never sent.
 */
async function discover(tree: ReactNode, onError: (error: unknown) => void, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { onError, signal });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What the matched page shows first (app/page-data.ts), asked for before its first render; `whole`: what is below the fold too. */
async function prefetchPage(client: QueryClient, matches: readonly { route: { handle?: unknown }; params: Params }[], search: URLSearchParams, whole: boolean): Promise<void> {
  await Promise.all(
    matches.map((match) => {
      const id = (match.route.handle as RouteHandle | undefined)?.route.id as AppRouteId | undefined;
      const load = id ? PAGE_DATA[id] : undefined;
      return load ? load(client, match.params, search, whole) : undefined;
    }),
  );
}

/** What one render of a page is made of: the page matched, its query cache, and what its components tell the server. */
function pageRender(context: StaticHandlerContext, input: PageRenderInput) {
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retry on the server: what failed here is asked again by the browser.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const i18n = i18next.cloneInstance({ lng: input.language });
  const told = { redirect: null as string | null, notFound: false, parts: new Set<string>() };
  const server: ServerRender = {
    redirectTo: (to) => void (told.redirect ??= to),
    markNotFound: () => void (told.notFound = true),
    cookies: input.cookies,
    origin: input.origin,
    drewPart: (id) => void told.parts.add(id),
  };
  const tree = (
    <StrictMode>
      <ServerRenderContext.Provider value={server}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </I18nextProvider>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
  const zone = readerZone(input.cookies[TIME_ZONE_COOKIE]);
  const store = { transport: input.transport, time: input.time, zone: zone.zone };
  /** The page's first data (app/page-data.ts), asked for before the render. */
  const prefetch = async (whole: boolean) => {
    await prefetchShell(client, input.language);
    await Promise.all([prefetchHeader(client), prefetchPage(client, context.matches, new URL(input.url, input.origin).searchParams, whole)]);
  };
  const restart = () => {
    told.redirect = null;
    told.notFound = false;
    told.parts.clear();
  };
  /** The query cache for the browser, once the render is over. */
  const end = () => {
    const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
    client.clear();
    return { queries, timeZone: zone.name, parts: [...told.parts] };
  };
  return { tree, client, server, told, store, prefetch, restart, end, notFound: () => told.notFound || context.statusCode === 404 };
}

export async function renderPage(input: PageRenderInput): Promise<PageRender> {
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  if (context instanceof Response) {
    return { html: '', redirect: context.headers.get('location'), notFound: false, queries: null, timeZone: DEFAULT_TIME_ZONE, parts: [] };
  }
  const page = pageRender(context, input);
  return renders.run(page.store, async () => {
    await page.prefetch(true);
    const asked = new Set<string>();
    let html = '';
    for (let round = 0; ; round += 1) {
      page.restart();
      html = await discover(page.tree, input.onError, input.signal);
      const wanted = page.told.redirect ? [] : missing(page.client, asked);
      if (wanted.length === 0 || round === MAX_DATA_ROUNDS) break;
      for (const query of wanted) asked.add(query.queryHash);
      await Promise.allSettled(wanted.map((query) => query.fetch()));
    }
    input.signal.throwIfAborted();
    // The last render had every answer. Our pages write no script of their own (the security policy
    // forbids them): one there is React's, for a part that loaded late. Then the page is rendered
    // again in one piece, with no script (a part still waiting for something is left to the browser).
    if (html.includes('<script')) {
      page.restart();
      html = renderToString(page.tree);
    }
    return { html, redirect: page.told.redirect, notFound: page.notFound(), ...page.end() };
  });
}

/** The pages with parts below the fold (lib/streamed-part.tsx) that a member's page streams: the others are rendered whole. */
export const STREAMED_PAGES: ReadonlySet<AppRouteId> = new Set(['post', 'profile']);

/** More than any page's HTML: a streamed page is held whole for a slow reader (below). */
const MAX_STREAMED_PAGE_BYTES = 1024 * 1024;

export interface PageStream {
  /** A guard's answer: the page is a redirect there, and nothing was sent. */
  redirect: string | null;
  notFound: boolean;
  /** The page's HTML: the first screen at once, then each part below the fold as its data comes. */
  body: Readable | null;
  /** Once the body has ended: the query cache for the browser, the page's parts, its time zone. */
  end: () => Pick<PageRender, 'queries' | 'timeZone' | 'parts'>;
  /** Stops the render (the reader left). */
  abort: () => void;
  /** Settles once React has drawn every part (the reader may still be downloading them). */
  drawn: Promise<void>;
}

/**
 * A member's page, streamed (issue 26): the shell and the first screen as soon as their data is in,
 * then the parts below the fold (a post's comments, a profile's posts) as React completes them, with
 * React's inline scripts, allowed by the response's nonce. The queries go into the page after the
 * last part: the browser's module script runs once the document is whole, so it hydrates with
 * every answer. Whether the page is a redirect or a "not found" is known from the first screen.
 */
export async function streamPage(input: PageRenderInput & { nonce: string }): Promise<PageStream> {
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  const none = { body: null, end: () => ({ queries: null, timeZone: DEFAULT_TIME_ZONE, parts: [] }), abort: () => undefined, drawn: Promise.resolve() };
  if (context instanceof Response) return { redirect: context.headers.get('location'), notFound: false, ...none };
  const page = pageRender(context, input);
  const below = new Map<string, Promise<void>>();
  page.server.streamed = (name, load) => {
    let loading = below.get(name);
    if (!loading) below.set(name, (loading = load()));
    return loading;
  };
  return renders.run(page.store, async () => {
    await page.prefetch(false);
    input.signal.throwIfAborted();
    return new Promise<PageStream>((resolve, reject) => {
      // Holds the whole page if need be: React never waits for a slow reader, so a render's place
      // among those at once is given back when it is drawn, not when it is read.
      const body = new PassThrough({ highWaterMark: MAX_STREAMED_PAGE_BYTES });
      let drawn: () => void = () => undefined;
      const allDrawn = new Promise<void>((settle) => (drawn = settle));
      const stream = renderToPipeableStream(page.tree, {
        nonce: input.nonce,
        // A part already drawn goes out in place, whatever its size (React would otherwise send a
        // large one, the page's whole layout, as a hidden piece that only a script shows).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (page.told.redirect) {
            stream.abort();
            resolve({ redirect: page.told.redirect, notFound: false, ...none });
            return;
          }
          stream.pipe(body);
          body.once('finish', drawn).once('close', drawn);
          resolve({ redirect: null, notFound: page.notFound(), body, end: page.end, abort: () => stream.abort(), drawn: allDrawn });
        },
        onShellError: reject,
        onAllReady() {
          // A query no page data asked for is drawn loading, and asked for by the browser: said, to be added there.
          const unasked = missing(page.client, new Set());
          if (unasked.length > 0) input.onError(new Error(`Queries the page's data did not ask for: ${unasked.map((query) => query.queryHash).join(', ')}`));
        },
        onError: input.onError,
      });
      // Too slow: what is not drawn yet is left to the browser (React marks those parts for it).
      input.signal.addEventListener('abort', () => stream.abort(input.signal.reason), { once: true });
    });
  });
}
