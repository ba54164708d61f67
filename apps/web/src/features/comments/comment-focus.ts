import { useEffect, useRef } from 'react';

/** The comment (and reply) a shared link names: `/post/{authorId}/{postId}/{commentId}/{replyId}`. */
export interface CommentFocus {
  commentId: string;
  replyId?: string;
}

/** Where a comment or reply is on the page (its element id). */
export const commentAnchor = (id: string) => `comment-${id.replaceAll('/', '-')}`;

/** How many pages of comments the page reads at most to find a linked comment. */
export const FOCUS_MAX_PAGES = 20;

/** Scrolls to an element once it exists and moves the focus there (screen readers read it). */
export function useScrollIntoViewOnce(anchor: string | null): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!anchor || done.current === anchor) return;
    const element = document.getElementById(anchor);
    if (!element) return;
    done.current = anchor;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  });
}
