import { COMMENT_HTML_TAGS, COMMENT_LINK_SCHEMES, POST_LAST_COMMENT_LENGTH } from '@arya/core';
import sanitizeHtml from 'sanitize-html';

/**
 * A comment's text as stored and served (spec 2 §2: rendered as HTML): only the allow-listed tags,
 * no attributes but a link's address (http, https, mailto), links opened apart with rel noopener;
 * no script, style or event handler survives, and their content is dropped with them.
 */
export function sanitizeCommentHtml(text: string): string {
  return sanitizeHtml(text, {
    allowedTags: [...COMMENT_HTML_TAGS],
    // rel and target are always the ones transformTags sets.
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: [...COMMENT_LINK_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow ugc', target: '_blank' }) },
  }).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A stored comment's words without markup, whole. */
export function commentWords(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stored comment's words without markup (a post's LastComment), at most `length` characters. */
export function commentExcerpt(html: string, length = POST_LAST_COMMENT_LENGTH): string {
  const text = commentWords(html);
  // Cut between characters, never inside one (half an emoji is not valid text, nor valid JSON for PostgreSQL).
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}
