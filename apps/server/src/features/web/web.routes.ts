import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGE_COOKIE,
  localizePath,
  matchAppRoute,
  parseAcceptLanguage,
  pickLanguage,
  splitLanguagePrefix,
} from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routedPath } from '../../http/routed-path.ts';
import { injectPageMeta, type PageResolver } from './page-meta.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with long-cache headers, and for page paths the SPA's
 * index.html with status 200 when the route table knows the path, 404 otherwise.
 */
export async function webRoutes(app: FastifyInstance, { distDir, pages }: { distDir: string; pages: readonly PageResolver[] }) {
  const resolvers = new Map(pages.map((page) => [page.routeId as string, page]));
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

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

  // Unknown API paths count against the API rate limit too (its allow-list leaves pages out).
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
    return servePage(request, reply, pathname, template, resolvers);
  });
}

async function servePage(request: FastifyRequest, reply: FastifyReply, pathname: string, template: string | null, resolvers: Map<string, PageResolver>) {
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
  reply.status(answer.status ?? 200).header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
  if (!template) {
    return reply.type('text/plain').send('The web app is not built: run `npm run build` (or `npm start`).');
  }
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  return reply.type('text/html; charset=utf-8').send(answer.meta ? injectPageMeta(html, answer.meta) : html);
}
