import type { BootAnswer, Post, PostsPage } from '@arya/core';

function isPost(body: unknown): body is Post {
  return typeof body === 'object' && body !== null && '_id' in body && 'Author' in body;
}

function isPostsPage(body: unknown): body is PostsPage {
  return typeof body === 'object' && body !== null && Array.isArray((body as { posts?: unknown }).posts);
}

/** The first post's first picture (or GIF) in the page's answers: what a feed or a post page shows first and largest. */
export function leadPostImage(answers: readonly BootAnswer[]): string | null {
  for (const { status, body } of answers) {
    if (status !== 200) continue;
    const post = isPost(body) ? body : isPostsPage(body) ? body.posts[0] : undefined;
    if (!post) continue;
    if (post.IsDeleted) return null;
    return post.Images[0] ?? post.Gif?.url ?? null;
  }
  return null;
}
