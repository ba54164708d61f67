import type { CashtagLink } from '@arya/core/contract';
import { COMMENT_HTML_TAGS, COMMENT_LINK_SCHEMES } from '@arya/core/rules';
import { createElement, Fragment, type ReactNode } from 'react';
import { parseHtmlBody, type HtmlNode } from '../../lib/html-tree.ts';
import { cashtagParts, cashtagSymbols, type CashtagSymbols } from '../posts/components/cashtag-parts.tsx';

const TAGS: ReadonlySet<string> = new Set(COMMENT_HTML_TAGS);
/** Elements whose content is code or embedded documents, not text: dropped with what they hold. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']);
const SCHEMES: ReadonlySet<string> = new Set(COMMENT_LINK_SCHEMES.map((scheme) => `${scheme}:`));

/** A link's address if it is absolute and of an allowed scheme, else null (the text stays, unlinked). */
function safeHref(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  return SCHEMES.has(new URL(value).protocol) ? value : null;
}

/** How a node is drawn: `symbols`, the comment's $cashtags to link; `inLink`, inside a link (no link in a link). */
interface Context {
  symbols: CashtagSymbols | null;
  inLink: boolean;
}

function toReact(node: HtmlNode, key: number, context: Context): ReactNode {
  if (node.kind === 'text') {
    // A text node's $cashtags that name an instrument become links; the text itself stays text.
    const parts = context.inLink ? [node.text] : cashtagParts(node.text, context.symbols);
    return parts.length === 1 ? parts[0] : createElement(Fragment, { key }, ...parts);
  }
  if (node.kind !== 'element') return null;
  const { tag } = node;
  if (DROPPED.has(tag)) return null;
  const href = tag === 'a' ? safeHref(node.attribute('href')) : null;
  const inner = href ? { ...context, inLink: true } : context;
  const children = node.children.map((child, index) => toReact(child, index, inner));
  // Anything outside the allow-list keeps its text and loses its markup.
  if (!TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    return href ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc', className: 'text-indigo-700 underline' }, ...children) : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Comment text, which is HTML (spec 2 §2), rendered as React elements from an allow-list: the
 * markup is read by an HTML parser into an inert tree (the browser's, or parse5 in the server's
 * render) and never inserted as HTML, so no script, event handler or style can run, whatever the
 * server sent. The `$cashtags` the server listed (`cashtags`) link to their instruments' pages,
 * found in the tree's text nodes only.
 */
export function SafeHtml({ html, className, lang, cashtags }: { html: string; className?: string; lang?: string; cashtags?: readonly CashtagLink[] }) {
  const context: Context = { symbols: cashtagSymbols(cashtags), inLink: false };
  return (
    <div className={className} lang={lang}>
      {parseHtmlBody(html).map((node, index) => toReact(node, index, context))}
    </div>
  );
}
