import { endpointUrl, firstNameOnly, getPostRoute, POST_EXCERPT_LENGTH } from '@arya/core';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PageResolver } from '../web/page-meta.ts';
import { leadPostImage } from './lead-image.ts';
import { findPost } from './posts.repository.ts';

const TITLE = { fr: (name: string) => `${name} sur ARYA`, en: (name: string) => `${name} on ARYA` } as const;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= POST_EXCERPT_LENGTH ? flat : `${flat.slice(0, POST_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * `/post/{authorId}/{postId}`: 404 when there is no such post; a shared post's link preview shows
 * the author's first name, a text excerpt and the first image. A deleted post keeps its page
 * (shown as deleted) but gives no preview.
 */
export function postPage(db: Database, config: AppConfig): PageResolver {
  return {
    routeId: 'post',
    async resolve(match, { pathname }) {
      const { authorId, postId } = match.params;
      if (!authorId || !postId) return { status: 404 };
      const calls = [{ method: 'GET' as const, url: endpointUrl(getPostRoute.path, { authorId, postId }) }];
      const row = await findPost(db, authorId, postId);
      if (!row) return { status: 404, calls };
      if (row.post.isDeleted) return { calls };
      const image = row.post.images[0]?.url ?? row.post.gif?.url ?? null;
      return {
        meta: {
          title: TITLE[match.language](firstNameOnly(row.author.displayName)),
          description: excerpt(row.post.text ?? ''),
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
