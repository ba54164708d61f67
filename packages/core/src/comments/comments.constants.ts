/** Spec 2 §4: comments are shown in pages of 7. */
export const COMMENTS_PAGE_SIZE = 7;
/** Spec 2 §9: replies per page 0, meaning all are loaded; this bounds "all" for one request. */
export const REPLIES_PAGE_SIZE_MAX = 200;
/** A comment is a few sentences; the bound is ours (the spec gives none). */
export const COMMENT_TEXT_MAX_LENGTH = 2000;
/**
 * The HTML a comment's text may hold (spec 2 §2: rendered as HTML): what the server keeps when it
 * sanitizes and what the web renders; anything else is dropped, its text kept.
 */
export const COMMENT_HTML_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'a', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote'] as const;
/** Link addresses a comment may carry. */
export const COMMENT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
