import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import {
  getNewNewsCountRoute,
  bootstrapMeRoute,
  getSessionRoute,
  LANGUAGE_COOKIE,
  type Language,
  localizePath,
  matchAppRoute,
  parseAcceptLanguage,
  pickLanguage,
  publicConfigRoute,
  RENDERED_COOKIES,
  splitLanguagePrefix,
  webManifestPath,
} from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routedPath } from '../../http/routed-path.ts';
import { answerBootCalls, asReader, type ReaderCall, bootAnswersElement, latestCookies, pageChunksElement, pageStateElement } from './boot-answers.ts';
import { RenderCalls, type PageRenderer, type RenderEnd } from './page-renderer.ts';
import { AnswerCache } from '../../shared/answer-cache.ts';
import { type BootCall } from '../../plugins/app/pages.ts';
import { defaultPageMeta } from './default-meta.ts';
import type { PageAnswer, PageMeta, PageRegistry } from '../../plugins/app/pages.ts';
import { withScriptNonce } from '../../plugins/security-headers.ts';
import { escapeAttribute, injectPageMeta } from './page-meta.ts';
import { modulePreloadLinks, pageChunks, type PageChunks } from './page-chunks.ts';

/** How long a visitor's page is kept, here and by a shared cache in front (s-maxage). */
const VISITOR_PAGE_SECONDS = 5;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with long-cache headers, and for page paths the SPA's
 * index.html with status 200 when the route table knows the path, 404 otherwise.
 */
export async function webRoutes(app: FastifyInstance, { distDir, origin, renderer }: { distDir: string; origin: string; renderer: PageRenderer | null }) {
  const resolvers = app.pages;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const visitorPages = new AnswerCache<BuiltPage>((page) => page.cacheable, VISITOR_PAGE_SECONDS * 1000);
  const site: Site = { app, origin, template, resolvers, chunks: pageChunks(distDir), renderer: template ? renderer : null, rendering: 0, visitorPages };

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The .br and .gz copies written at build time, chosen by Accept-Encoding (with Vary).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  // Pages and unknown API paths count against the per-address limit (countsAgainstAddressLimit).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const routed = routedPath(request);
    if (isApiPath(routed)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No API route ${request.method} ${pathname}` });
    }
    if (routed.startsWith('/files/')) return reply.status(404).header('cache-control', 'no-cache').send({ code: 'NOT_FOUND', message: 'No such file' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return servePage(site, request, reply, pathname);
  });
}

interface Site {
  app: FastifyInstance;
  renderer: PageRenderer | null;
  /** Renders under way (MAX_RENDERS_AT_ONCE). */
  rendering: number;
  visitorPages: AnswerCache<BuiltPage>;
  origin: string;
  template: string | null;
  resolvers: PageRegistry;
  chunks: PageChunks;
}

/**
 * The calls every page makes first (settings, who is signed in, the member state, the count of new news). The member
 * state is created on a first visit, so it is answered here only for a navigation from this site
 * or typed in (Sec-Fetch-Site), never for a link on another site; the web asks for it otherwise.
 */
function shellCalls(request: FastifyRequest, language: Language, visitor: boolean): BootCall[] {
  const calls: BootCall[] = [
    { method: 'GET', url: publicConfigRoute.path },
    { method: 'GET', url: getSessionRoute.path },
  ];
  const fetchSite = request.headers['sec-fetch-site'];
  // A visitor (no session cookie) has neither: not asked, since they would answer 401.
  if (!visitor && (fetchSite === 'none' || fetchSite === 'same-origin')) {
    calls.push({ method: 'POST', url: bootstrapMeRoute.path, body: { language } });
    // The header's ideas badge (spec 1 §4: read on sign-in).
    calls.push({ method: 'GET', url: getNewNewsCountRoute.path });
  }
  return calls;
}

async function servePage(site: Site, request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const { template } = site;
  const { language, path: appPath } = splitLanguagePrefix(pathname);
  const search = request.url.slice(pathname.length);
  const hasPrefix = pathname !== appPath;
  if (!hasPrefix) {
    const wanted = pickLanguage(request.cookies[LANGUAGE_COOKIE], parseAcceptLanguage(request.headers['accept-language']));
    if (wanted !== language) return reply.redirect(`${localizePath(appPath, wanted)}${search}`, 302);
  }
  if (!template) {
    // Not built (the API tests): the status and redirects are still the page's.
    const { answer } = await resolvePage(site, request, pathname);
    if (answer.redirect) return reply.header('cache-control', 'no-cache').redirect(answer.redirect, 301);
    return reply.status(answer.status ?? 200).type('text/plain').send('The web app is not built: run `npm run build` (or `npm start`).');
  }
  // A visitor's page is the same for every visitor of its address: rendered once per few seconds.
  const visitor = site.app.sessionTokenOfCookies(request.headers.cookie) === null;
  const cookies = renderedCookies(request);
  const page = visitor
    ? await site.visitorPages.get(`${pathname}${search} ${JSON.stringify(cookies)}`, () => buildPage(site, request, { pathname, language, cookies, visitor }))
    : await buildPage(site, request, { pathname, language, cookies, visitor }, reply);
  // Streamed: already sent.
  if (page === null) return reply;
  if (page.redirect) {
    // Not kept by browsers for good: a member may take a former address back, which would then loop.
    return reply.header('cache-control', 'no-cache').redirect(page.redirect.location, page.redirect.status);
  }
  for (const cookie of page.setCookies) reply.header('set-cookie', cookie);
  // A visitor's page may be kept a few seconds by a shared cache too; a member's never (their name, likes, plan).
  reply
    .status(page.status)
    .header('cache-control', visitor && page.cacheable ? `public, max-age=0, s-maxage=${VISITOR_PAGE_SECONDS}` : 'private, no-cache')
    .header('vary', 'cookie, accept-language');
  return reply.type('text/html; charset=utf-8').send(page.html);
}

/** A page as served: its HTML and status, or where it sends the reader. */
interface BuiltPage {
  status: number;
  html: string;
  redirect: { location: string; status: 301 | 302 } | null;
  setCookies: string[];
  /** The same for every visitor of the address (nothing of the reader in it): may be kept and shared. */
  cacheable: boolean;
}

/** Renders at once at most; a page asked for beyond them is rendered by the browser (the server stays responsive under a surge). */
const MAX_RENDERS_AT_ONCE = 8;
/** A render taking longer is given up, and the page is rendered by the browser. */
const RENDER_TIMEOUT_MS = 3000;

/** A place among the renders at once, or null when they are all taken (a page asked for beyond them is rendered by the browser). */
function renderSlot(site: Site, request: FastifyRequest): (() => void) | null {
  if (!site.renderer) return null;
  if (site.rendering >= MAX_RENDERS_AT_ONCE) {
    request.log.warn('too many pages being rendered: this one is left to the browser');
    return null;
  }
  site.rendering += 1;
  let held = true;
  return () => {
    if (held) site.rendering -= 1;
    held = false;
  };
}

type RenderInput = Omit<Parameters<PageRenderer['renderPage']>[0], 'signal'>;
/** A streamed render; `done` gives its place among the renders at once back, if it is not yet (the reader left). */
type StreamedRender = Awaited<ReturnType<PageRenderer['streamPage']>> & { done: () => void };

/**
 * The server's render of the page, bounded in time and in renders at once; null when there is none
 * (not built, too busy, too slow or failed): the browser then renders the page, with the answers.
 */
async function renderBounded(site: Site, request: FastifyRequest, input: RenderInput) {
  const release = renderSlot(site, request);
  if (!release || !site.renderer) return null;
  try {
    return await site.renderer.renderPage({ ...input, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  } catch (error) {
    request.log.error({ err: error }, 'the page could not be rendered on the server');
    return null;
  } finally {
    release();
  }
}

/** The same for a streamed page, whose place is held until it is drawn (or `done`: the reader left). */
async function streamBounded(site: Site, request: FastifyRequest, input: RenderInput & { nonce: string }) {
  const release = renderSlot(site, request);
  if (!release || !site.renderer) return null;
  try {
    const stream = await site.renderer.streamPage({ ...input, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    // Its place is given back once it is drawn: a slow reader downloading it holds none.
    void stream.drawn.then(release, release);
    const streamed: StreamedRender = { ...stream, done: release };
    return streamed;
  } catch (error) {
    release();
    request.log.error({ err: error }, 'the page could not be rendered on the server');
    return null;
  }
}

/** The request's cookies the page's HTML depends on (a closed banner): given to the render, and part of a kept page's key. */
function renderedCookies(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const name of RENDERED_COOKIES) {
    const value = request.cookies[name];
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

/** What the feature of the page's route knows of it before it is rendered (resolvers: its content exists, its preview, its first calls). */
async function resolvePage(site: Site, request: FastifyRequest, pathname: string) {
  const match = matchAppRoute(pathname);
  const resolver = match ? site.resolvers.get(match.route.id) : undefined;
  // A known page whose content does not exist (a deleted account, a mistyped post id) is a 404 too.
  const answer: PageAnswer = match ? ((await resolver?.resolve(match, { pathname, request })) ?? {}) : { status: 404 };
  return { match, resolver, answer };
}

interface PageAsked {
  pathname: string;
  language: Language;
  cookies: Record<string, string>;
  visitor: boolean;
}

/** The page, built whole; with the reply (a member's page), it may be streamed instead: sent here, then the answer is null. */
function buildPage(site: Site, request: FastifyRequest, asked: PageAsked): Promise<BuiltPage>;
function buildPage(site: Site, request: FastifyRequest, asked: PageAsked, reply: FastifyReply): Promise<BuiltPage | null>;
async function buildPage(site: Site, request: FastifyRequest, { pathname, language, cookies, visitor }: PageAsked, reply?: FastifyReply): Promise<BuiltPage | null> {
  const search = request.url.slice(pathname.length);
  const { match, resolver, answer } = await resolvePage(site, request, pathname);
  if (answer.redirect) return { status: 301, html: '', redirect: { location: answer.redirect, status: 301 }, setCookies: [], cacheable: false };

  return asReader(site.app, request, site.origin, async (readerCall) => {
    const setByCalls: string[] = [];
    // A refusal of this reader's (too many requests) or a failure must not be served to other visitors.
    let cacheable = true;
    const call: ReaderCall = async (made) => {
      const response = await readerCall(made);
      if (response.status === 429 || response.status >= 500) cacheable = false;
      return response;
    };
    const boot = await answerBootCalls(call, [...shellCalls(request, language, visitor), ...(answer.calls ?? [])]);
    const calls = new RenderCalls(boot.answers, async (made) => {
      const response = await call(made);
      setByCalls.push(...response.cookies);
      return response;
    });
    const time = Date.now();
    // A part of the page that fails on the server is rendered by the browser; said once per render, and never kept for other visitors.
    const onError = (error: unknown) => {
      cacheable = false;
      request.log.warn({ err: error }, 'a part of the page could not be rendered on the server');
    };
    // A member arriving by a link from another site: their member state is not read for the page
    // (shellCalls), so the browser renders it, as it asks for that state itself.
    const readerId = (boot.answers.find((item) => item.url === getSessionRoute.path)?.body as { userId?: string | null } | undefined)?.userId;
    const withMemberState = !readerId || boot.answers.some((item) => item.method === 'POST' && item.url === bootstrapMeRoute.path);
    const input = { url: `${pathname}${search}`, origin: site.origin, language, time, cookies, transport: calls.transport, onError };
    const layout = (rendered: boolean) => pageLayout(site, { pathname, language, routeId: match?.route.id, rendered, meta: answer.meta, leadImage: resolver?.leadImage?.(boot.answers) ?? null });
    /** After the root of a page the server drew: the answers its render did not use, its query cache, its code. */
    const drawnData = (page: PageLayout, end: RenderEnd) =>
      `${bootAnswersElement(calls.leftovers())}\n    ${pageStateElement({ queries: end.queries, time, timeZone: end.timeZone, parts: end.parts })}\n    ${pageChunksElement(page.code(end.parts))}`;

    // A member's page with parts below the fold goes out as it is drawn (issue 26).
    const streams = reply !== undefined && request.method === 'GET' && withMemberState && match !== null && site.renderer?.STREAMED_PAGES.has(match.route.id) === true;
    if (streams) {
      const nonce = randomBytes(16).toString('base64');
      const stream = await streamBounded(site, request, { ...input, nonce });
      if (stream?.redirect) return { status: 302, html: '', redirect: { location: stream.redirect, status: 302 }, setCookies: latestCookies([...boot.setCookies, ...setByCalls]), cacheable: false };
      if (stream?.body) {
        // The headers go with the first screen: a cookie set by a call of a part below the fold is
        // not sent (the session's is set by the page's first calls, above).
        for (const cookie of latestCookies([...boot.setCookies, ...setByCalls])) reply.header('set-cookie', cookie);
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
        reply.status(answer.status ?? (stream.notFound ? 404 : 200));
        const page = layout(true);
        // The reader's session stays lent until the last part is drawn.
        await sendStreamed(reply, { ...stream, body: stream.body }, page, (end) => drawnData(page, end));
        return null;
      }
      // Not streamed (too busy, too slow, failed): the browser renders the page, with the answers.
    }

    const rendered = !withMemberState || streams ? null : await renderBounded(site, request, input);
    const setCookies = latestCookies([...boot.setCookies, ...setByCalls]);
    cacheable &&= rendered !== null && setCookies.length === 0;
    if (rendered?.redirect) return { status: 302, html: '', redirect: { location: rendered.redirect, status: 302 }, setCookies, cacheable };

    const page = layout(rendered !== null);
    const data = rendered ? drawnData(page, rendered) : bootAnswersElement(boot.answers);
    const status = answer.status ?? (rendered?.notFound ? 404 : 200);
    return { status, html: `${page.before}${rendered?.html ?? ''}${page.between}${data}${page.after}`, redirect: null, setCookies, cacheable };
  });
}

/**
 * Sends a streamed page (a member's, never kept): the layout up to the root, the page as React
 * writes it, then the data blocks once it has ended. Settles when the answer is over; the render
 * stops if the reader leaves first.
 */
async function sendStreamed(reply: FastifyReply, stream: StreamedRender & { body: Readable }, page: PageLayout, dataAfter: (end: RenderEnd) => string): Promise<void> {
  let ended = false;
  async function* html() {
    yield page.before;
    for await (const chunk of stream.body) yield chunk as Buffer;
    const data = dataAfter(stream.end());
    yield `${page.between}${data}${page.after}`;
    ended = true;
  }
  const out = Readable.from(html());
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language').type('text/html; charset=utf-8').send(out);
  try {
    await finished(out);
  } catch {
    // The reader left (Fastify destroys the page, maybe before its first byte was read).
  } finally {
    if (!ended) stream.abort();
    stream.done();
  }
}

interface PageLayout {
  before: string;
  between: string;
  after: string;
  code: (parts: readonly string[]) => string[];
}

/**
 * The served page around what the render drew: `before` ends inside the root element, where the
 * page's HTML goes; `between` closes it, then come the data blocks, then `after`. `code`: the app's
 * chunks with its language's, the page's and those of the parts drawn.
 */
function pageLayout(
  site: Site,
  { pathname, language, routeId, rendered, meta, leadImage }: { pathname: string; language: Language; routeId: string | undefined; rendered: boolean; meta: PageMeta | null | undefined; leadImage: string | null },
): PageLayout {
  const code = (drawn: readonly string[]) => [...new Set([...site.chunks.app, ...site.chunks.language(language), ...site.chunks.page(routeId), ...drawn.flatMap((id) => site.chunks.part(id))])];
  const head = [
    // A page the browser draws needs its code at once; a page the server drew names it in a data block,
    // which its entry reads once the page is painted.
    ...(rendered ? [] : modulePreloadLinks(code([]))),
    leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadImage)}" />` : '',
  ].filter(Boolean);
  let html = (site.template as string)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    // The installed app opens in the language it was installed from (core's webManifest).
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${webManifestPath(language)}"`)
    .replace('</head>', () => (head.length ? `  ${head.join('\n    ')}\n  </head>` : '</head>'));
  html = injectPageMeta(html, meta ?? defaultPageMeta(language, `${site.origin}${pathname}`));
  const root = '<div id="root">';
  const at = html.indexOf(`${root}</div>`);
  return { before: html.slice(0, at + root.length), between: '</div>\n    ', after: html.slice(at + root.length + '</div>'.length), code };
}
