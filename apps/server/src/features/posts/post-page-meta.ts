import { firstNameOnly, POST_EXCERPT_LENGTH, type RouteMatch } from '@arya/core';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PageMeta, PageMetaResolver } from '../web/page-meta.ts';
import { findPost } from './posts.repository.ts';

const TITLE = { fr: (name: string) => `${name} sur ARYA`, en: (name: string) => `${name} on ARYA` } as const;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= POST_EXCERPT_LENGTH ? flat : `${flat.slice(0, POST_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** Link previews of a shared post: the author's first name, a text excerpt and the first image. */
export function postPageMeta(db: Database, config: AppConfig): PageMetaResolver {
  return async (match: RouteMatch, pathname: string): Promise<PageMeta | null> => {
    const { authorId, postId } = match.params;
    if (match.route.id !== 'post' || !authorId || !postId) return null;
    const row = await findPost(db, authorId, postId);
    if (!row || row.post.isDeleted) return null;
    const image = row.post.images[0]?.url ?? row.post.gif?.url ?? null;
    return {
      title: TITLE[match.language](firstNameOnly(row.author.displayName)),
      description: excerpt(row.post.text ?? ''),
      url: `${config.publicUrl}${pathname}`,
      image: image ? new URL(image, `${config.publicUrl}/`).toString() : null,
      type: 'article',
    };
  };
}
