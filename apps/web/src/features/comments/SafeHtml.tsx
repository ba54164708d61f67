import { COMMENT_HTML_TAGS, COMMENT_LINK_SCHEMES } from '@arya/core/rules';
import { createElement, type ReactNode } from 'react';

const TAGS: ReadonlySet<string> = new Set(COMMENT_HTML_TAGS);
/** Elements whose content is code or embedded documents, not text: dropped with what they hold. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']);
const SCHEMES: ReadonlySet<string> = new Set(COMMENT_LINK_SCHEMES.map((scheme) => `${scheme}:`));

/** A link's address if it is absolute and of an allowed scheme, else null (the text stays, unlinked). */
function safeHref(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  return SCHEMES.has(new URL(value).protocol) ? value : null;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  // Anything outside the allow-list keeps its text and loses its markup.
  if (!TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    return href ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc', className: 'text-indigo-700 underline' }, ...children) : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Comment text, which is HTML (spec 2 §2), rendered as React elements from an allow-list: the
 * markup is read by the browser's parser into an inert document and never inserted as HTML, so no
 * script, event handler or style can run, whatever the server sent.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, toReact)}</div>;
}
