import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { HtmlNode, HtmlParser } from './html-tree.ts';

type Parse5Node = DefaultTreeAdapterMap['childNode'];
type Parse5Parent = DefaultTreeAdapterMap['parentNode'];

function fromParse5(node: Parse5Node): HtmlNode {
  if (node.nodeName === '#text' && 'value' in node) return { kind: 'text', text: node.value };
  if (!('tagName' in node)) return { kind: 'other' };
  const { attrs } = node;
  // A template's content is not among its children in the DOM either.
  const children = node.tagName === 'template' ? [] : node.childNodes.map(fromParse5);
  return { kind: 'element', tag: node.tagName.toLowerCase(), attribute: (name) => attrs.find((attribute) => attribute.name === name)?.value ?? null, children };
}

const child = (parent: Parse5Parent | undefined, name: string) => parent?.childNodes.find((node) => node.nodeName === name) as Parse5Parent | undefined;

/** The server's parser for html-tree.ts: parse5 reads a document as the browser's DOMParser does. */
export const parse5Parser: HtmlParser = (html) => child(child(parse(html), 'html'), 'body')?.childNodes.map(fromParse5) ?? [];
