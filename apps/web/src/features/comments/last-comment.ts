import type { Comment, LastComment } from '@arya/core/contract';
import { POST_LAST_COMMENT_LENGTH } from '@arya/core/rules';
import { parseHtmlBody, textOf } from '../../lib/html-tree.ts';

/** A comment's words without markup (its Text is sanitized HTML), shortened between characters like the server does. */
export function commentWords(html: string, length = POST_LAST_COMMENT_LENGTH): string {
  const text = textOf(parseHtmlBody(html)).replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}

/**
 * The post's LastComment after the member's own change, from the comments on screen (newest first):
 * the newest one still there, or none.
 */
export function lastCommentOf(comments: readonly Comment[]): LastComment | null {
  const newest = comments.find((comment) => !comment.IsDeleted && comment.Text !== null);
  if (!newest) return null;
  return { Id: newest._id, Author: { Id: newest.Author.Id, Name: newest.Author.Name }, Text: commentWords(newest.Text ?? ''), Date: newest.Date ?? newest.CreationDate };
}
