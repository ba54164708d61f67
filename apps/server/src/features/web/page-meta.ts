import type { AppRouteId, BootAnswer, RouteMatch } from '@arya/core';
import type { FastifyRequest } from 'fastify';
import type { BootCall } from './boot-answers.ts';

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

/** A feature's knowledge of one route's pages; the web routes take the list of them. */
export interface PageResolver {
  routeId: AppRouteId;
  resolve(match: RouteMatch, context: { pathname: string; request: FastifyRequest }): Promise<PageAnswer>;
  /** The image the first screen shows largest, from the page's answers: preloaded with high priority. */
  leadImage?(answers: readonly BootAnswer[]): string | null;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Puts the page's title and preview tags into the served HTML, all values escaped. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="ARYA" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeAttribute(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />` : '',
  ].filter(Boolean);
  // A function, so `$'` or `$&` in a member's text is never read as a replacement pattern.
  return html.replace(/<title>[\s\S]*?<\/title>/, () => tags.join('\n    '));
}
