import { describe, expect, it } from 'vitest';
import { commentExcerpt, sanitizeCommentHtml } from './comment-html.ts';

describe('sanitizeCommentHtml', () => {
  it('keeps plain text, escaping what would be markup', () => {
    expect(sanitizeCommentHtml('Le CAC < 8000 & le DAX > 18000')).toBe('Le CAC &lt; 8000 &amp; le DAX &gt; 18000');
    expect(sanitizeCommentHtml('ligne 1\nligne 2')).toBe('ligne 1\nligne 2');
  });

  it('keeps the allowed tags', () => {
    expect(sanitizeCommentHtml('<b>gras</b> <em>penché</em><br><ul><li>un</li></ul>')).toBe('<b>gras</b> <em>penché</em><br /><ul><li>un</li></ul>');
  });

  it('drops scripts, styles, event handlers and unsafe links', () => {
    expect(sanitizeCommentHtml('<script>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeCommentHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeCommentHtml('<img src=x onerror="alert(1)">ok')).toBe('ok');
    expect(sanitizeCommentHtml('<b onclick="alert(1)" style="color:red">ok</b>')).toBe('<b>ok</b>');
    expect(sanitizeCommentHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow ugc" target="_blank">x</a>');
    expect(sanitizeCommentHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });

  it('opens safe links apart, with rel noopener', () => {
    expect(sanitizeCommentHtml('<a href="https://arya.app/x" title="t">lien</a>')).toBe('<a href="https://arya.app/x" rel="noopener noreferrer nofollow ugc" target="_blank">lien</a>');
  });

  it('leaves nothing of a text made only of markup', () => {
    expect(sanitizeCommentHtml('<script>x</script>  ')).toBe('');
  });

  it('makes an excerpt without markup for a post\'s last comment', () => {
    expect(commentExcerpt('<p>Bien vu <strong>&amp;</strong> merci &lt;3</p>')).toBe('Bien vu & merci <3');
    expect(commentExcerpt(`<p>${'a'.repeat(300)}</p>`)).toHaveLength(200);
    // An emoji across the cut stays whole (or goes whole), never half of it.
    const excerpt = commentExcerpt(`${'a'.repeat(198)}🚀🚀🚀`);
    expect(Array.from(excerpt)).toHaveLength(200);
    expect(excerpt).toBe(`${'a'.repeat(198)}🚀…`);
  });
});
