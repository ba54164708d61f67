import { COMMENT_HTML_TAGS, COMMENT_LINK_SCHEMES } from '@arya/core/rules';
import { createElement, type ReactNode } from 'react';
import { parseHtmlBody, type HtmlNode } from '../../lib/html-tree.ts';

const TAGS: ReadonlySet<string> = new Set(COMMENT_HTML_TAGS);
/** Elements whose content is code or embedded documents, not text: dropped with what they hold. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']);
const SCHEMES: ReadonlySet<string> = new Set(COMMENT_LINK_SCHEMES.map((scheme) => `${scheme}:`));

/** A link's address if it is absolute and of an allowed scheme, else null (the text stays, unlinked). */
function safeHref(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  return SCHEMES.has(new URL(value).protocol) ? value : null;
}

function toReact(node: HtmlNode, key: number): ReactNode {
  if (node.kind === 'text') return node.text;
  if (node.kind !== 'element') return null;
  const { tag } = node;
  if (DROPPED.has(tag)) return null;
  const children = node.children.map(toReact);
  // Anything outside the allow-list keeps its text and loses its markup.
  if (!TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(node.attribute('href'));
    return href ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc', className: 'text-indigo-700 underline' }, ...children) : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Comment text, which is HTML (spec 2 §2), rendered as React elements from an allow-list: the
 * markup is read by an HTML parser into an inert tree (the browser's, or parse5 in the server's
 * render) and never inserted as HTML, so no script, event handler or style can run, whatever the
 * server sent.
 */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div className={className} lang={lang}>
      {parseHtmlBody(html).map(toReact)}
    </div>
  );
}
