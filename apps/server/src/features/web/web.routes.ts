import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  splitLanguagePrefix,
  webManifestPath,
} from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routedPath } from '../../http/routed-path.ts';
import { answerBootCalls, bootAnswersElement } from './boot-answers.ts';
import { type BootCall } from '../../plugins/app/pages.ts';
import { defaultPageMeta } from './default-meta.ts';
import type { PageRegistry } from '../../plugins/app/pages.ts';
import { escapeAttribute, injectPageMeta } from './page-meta.ts';
import { pageChunks, type PageChunks } from './page-chunks.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with long-cache headers, and for page paths the SPA's
 * index.html with status 200 when the route table knows the path, 404 otherwise.
 */
export async function webRoutes(app: FastifyInstance, { distDir, origin }: { distDir: string; origin: string }) {
  const resolvers = app.pages;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const site: Site = { app, origin, template, resolvers, chunks: pageChunks(distDir) };

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
function shellCalls(request: FastifyRequest, language: Language): BootCall[] {
  const calls: BootCall[] = [
    { method: 'GET', url: publicConfigRoute.path },
    { method: 'GET', url: getSessionRoute.path },
  ];
  const fetchSite = request.headers['sec-fetch-site'];
  if (request.headers.cookie && (fetchSite === 'none' || fetchSite === 'same-origin')) {
    calls.push({ method: 'POST', url: bootstrapMeRoute.path, body: { language } });
    // The header's ideas badge (spec 1 §4: read on sign-in); answered 401 for a visitor, and unused then.
    calls.push({ method: 'GET', url: getNewNewsCountRoute.path });
  }
  return calls;
}

async function servePage(site: Site, request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const { template, resolvers } = site;
  const { language, path: appPath } = splitLanguagePrefix(pathname);
  const hasPrefix = pathname !== appPath;
  if (!hasPrefix) {
    const wanted = pickLanguage(request.cookies[LANGUAGE_COOKIE], parseAcceptLanguage(request.headers['accept-language']));
    if (wanted !== language) {
      const search = request.url.slice(pathname.length);
      return reply.redirect(`${localizePath(appPath, wanted)}${search}`, 302);
    }
  }
  const match = matchAppRoute(pathname);
  // A known page whose content does not exist (a deleted account, a mistyped post id) is a 404 too.
  const answer = match ? ((await resolvers.get(match.route.id)?.resolve(match, { pathname, request })) ?? {}) : { status: 404 as const };
  // Not kept by browsers for good: a member may take a former address back, which would then loop.
  if (answer.redirect) return reply.header('cache-control', 'no-cache').redirect(answer.redirect, 301);
  // The page carries answers read as this reader: never stored by a shared cache.
  reply.status(answer.status ?? 200).header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language');
  if (!template) {
    return reply.type('text/plain').send('The web app is not built: run `npm run build` (or `npm start`).');
  }
  const boot = await answerBootCalls(site.app, request, site.origin, [...shellCalls(request, language), ...(answer.calls ?? [])]);
  for (const cookie of boot.setCookies) reply.header('set-cookie', cookie);
  const resolver = match ? resolvers.get(match.route.id) : undefined;
  const leadImage = resolver?.leadImage?.(boot.answers) ?? null;
  const head = [
    ...(match ? site.chunks.preloads(match.route.id) : []),
    leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadImage)}" />` : '',
  ].filter(Boolean);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    // The installed app opens in the language it was installed from (core's webManifest).
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${webManifestPath(language)}"`)
    .replace('</head>', () => (head.length ? `  ${head.join('\n    ')}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${bootAnswersElement(boot.answers)}`);
  html = injectPageMeta(html, answer.meta ?? defaultPageMeta(language, `${site.origin}${pathname}`));
  return reply.type('text/html; charset=utf-8').send(html);
}
