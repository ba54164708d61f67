/**
 * HTML read into an inert tree, the same in the browser and in the server's render (issue 26): the
 * browser uses its own parser (DOMParser); the server's render sets parse5, which follows the same
 * HTML standard, so a page it draws is hydrated without a difference.
 */
export type HtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; attribute: (name: string) => string | null; children: HtmlNode[] }
  | { kind: 'other' };

/** The nodes of the body of a document made of `html`. */
export type HtmlParser = (html: string) => HtmlNode[];

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function fromDom(node: Node): HtmlNode {
  if (node.nodeType === TEXT_NODE) return { kind: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== ELEMENT_NODE) return { kind: 'other' };
  const element = node as Element;
  return { kind: 'element', tag: element.tagName.toLowerCase(), attribute: (name) => element.getAttribute(name), children: Array.from(element.childNodes, fromDom) };
}

const browserParser: HtmlParser = (html) => Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes, fromDom);

let parser: HtmlParser = browserParser;

/** The server's render gives its parser (the browser's is the default). */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}

export const parseHtmlBody = (html: string): HtmlNode[] => parser(html);

/** A node's text, as the DOM's textContent. */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'element' ? textOf(node.children) : '')).join('');
}
