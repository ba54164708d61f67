import type { AppRouteId, BootAnswer, RouteMatch } from '@arya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** One API call the page's first screen makes, answered with the page. */
export interface BootCall {
  method: 'GET' | 'POST';
  /** As the web builds it (core's endpointUrl), so the web finds the answer by its own address. */
  url: string;
  body?: unknown;
}

/** What a served page says about itself to link previews (Open Graph and Twitter cards). */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'article' | 'website';
}

/** What a feature knows of one of its pages before the app renders it: whether its content exists, and its preview. */
export interface PageAnswer {
  /** 404 when the page's content (a post, a member) does not exist for this reader. */
  status?: 404;
  /** Where the page now lives (a profile reached by an alias its member no longer uses): a 301 there. */
  redirect?: string;
  meta?: PageMeta | null;
  /** The API calls the page's first screen makes: answered with the page (boot-answers.ts). */
  calls?: BootCall[];
}

/** A feature's knowledge of one route's pages: it adds it to `app.pages`, the web feature serves it. */
export interface PageResolver {
  routeId: AppRouteId;
  resolve(match: RouteMatch, context: { pathname: string; request: FastifyRequest }): Promise<PageAnswer>;
  /** The image the first screen shows largest, from the page's answers: preloaded with high priority. */
  leadImage?(answers: readonly BootAnswer[]): string | null;
}

/** The pages the features know, by route: filled while the app is built, read when a page is served. */
export class PageRegistry {
  private readonly byRoute = new Map<string, PageResolver>();

  add(...resolvers: PageResolver[]): void {
    for (const resolver of resolvers) {
      if (this.byRoute.has(resolver.routeId)) throw new Error(`Two features answer the page ${resolver.routeId}`);
      this.byRoute.set(resolver.routeId, resolver);
    }
  }

  get(routeId: string): PageResolver | undefined {
    return this.byRoute.get(routeId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageRegistry;
  }
}

async function pagesPlugin(app: FastifyInstance) {
  app.decorate('pages', new PageRegistry());
}

export default fp(pagesPlugin, { name: 'pages' });
