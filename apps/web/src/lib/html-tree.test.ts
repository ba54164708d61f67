// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseHtmlBody, textOf, type HtmlNode } from './html-tree.ts';
import { parse5Parser } from './html-tree.server.ts';

/** A tree as plain data, to compare two parsers' trees. */
function shape(nodes: readonly HtmlNode[]): unknown[] {
  return nodes.map((node) =>
    node.kind === 'element' ? { tag: node.tag, href: node.attribute('href'), title: node.attribute('title'), children: shape(node.children) } : node.kind === 'text' ? node.text : null,
  );
}

const SAMPLES = [
  'Plutôt une consolidation <b>à mon avis</b>',
  '<p>Entrée 1,0950<br>stop 1,0890</p>',
  '<a href="https://example.com/a?b=1&amp;c=2" title="x">lien</a> &lt;script&gt;',
  '<b><i>mal</b> fermé</i>',
  '<script>alert(1)</script>texte<style>p{}</style>',
  '<table><tr><td>1</td></table>suite',
  '<!-- note -->visible<template><b>caché</b></template>',
  '<svg><foreignObject>x</foreignObject></svg>',
  '',
];

describe('HTML read the same in the browser and in the server render', () => {
  it.each(SAMPLES)('parse5 gives the tree the browser gives: %s', (html) => {
    expect(shape(parse5Parser(html))).toEqual(shape(parseHtmlBody(html)));
  });

  it('reads text as the DOM does, without comments or markup', () => {
    expect(textOf(parse5Parser('<p>a <b>b</b></p><!-- c -->d'))).toBe('a bd');
    expect(textOf(parseHtmlBody('<p>a <b>b</b></p><!-- c -->d'))).toBe('a bd');
  });
});
