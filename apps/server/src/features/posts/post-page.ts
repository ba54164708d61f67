import { endpointUrl, getPostRoute, listCommentsRoute, POST_EXCERPT_LENGTH } from '@arya/core';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { viewerOf, VISITOR } from '../../shared/viewer.ts';
import type { PageResolver } from '../../plugins/app/pages.ts';
import { readPost } from '../../shared/post-views/feed.ts';
import { leadPostImage } from '../../shared/pages/lead-image.ts';

const TITLE = { fr: (name: string) => `${name} sur ARYA`, en: (name: string) => `${name} on ARYA` } as const;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= POST_EXCERPT_LENGTH ? flat : `${flat.slice(0, POST_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * `/post/{authorId}/{postId}`: 404 when there is no such post; a shared post's link preview shows
 * the post as a visitor reads it (author's first name), a text excerpt and the first image. A deleted post keeps its page
 * (shown as deleted) but gives no preview; a private member's post is a page for members only
 * (404 to visitors), without a preview either.
 */
export function postPage(db: Database, config: AppConfig): PageResolver {
  return {
    routeId: 'post',
    async resolve(match, { pathname, request }) {
      const { authorId, postId } = match.params;
      if (!authorId || !postId) return { status: 404 };
      // The page shows the post with its first comments.
      const calls = [
        { method: 'GET' as const, url: endpointUrl(getPostRoute.path, { authorId, postId }) },
        { method: 'GET' as const, url: endpointUrl(listCommentsRoute.path, { authorId, postId }) },
      ];
      const post = await readPost(db, VISITOR, { authorId, id: postId });
      if (!post) {
        // A private member's post is a page for members only, and never gives a preview.
        const member = await request.sessionUser();
        const found = member !== null && (await readPost(db, viewerOf(member), { authorId, id: postId })) !== null;
        return found ? { calls } : { status: 404, calls };
      }
      if (post.IsDeleted) return { calls };
      const image = post.Images[0] ?? post.Gif?.url ?? null;
      return {
        meta: {
          title: TITLE[match.language](post.Author.Name),
          description: excerpt(post.Text ?? ''),
          url: `${config.publicUrl}${pathname}`,
          image: image ? new URL(image, `${config.publicUrl}/`).toString() : null,
          type: 'article',
        },
        calls,
      };
    },
    leadImage: leadPostImage,
  };
}
