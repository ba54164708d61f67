import { parseLiveChannel, parsePostId } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { findPostForComments } from '../comments/comments.repository.ts';
import { mayReadPost } from '../posts/feed/filter.ts';
import type { Viewer } from '../viewer/viewer.ts';

/**
 * Whether a viewer may join a channel: it names a post (or a comment or reply of one) that exists
 * and that the viewer may read. Comment and reply ids are checked against their post only: an
 * unknown comment's channel never carries anything.
 */
export async function mayJoinChannel(db: Database, viewer: Viewer, channel: unknown): Promise<'ok' | 'invalidChannel' | 'forbidden'> {
  const parsed = parseLiveChannel(channel);
  if (!parsed) return 'invalidChannel';
  const key = parsePostId(parsed.id.split('/').slice(0, 2).join('/'));
  if (!key) return 'invalidChannel';
  const post = await findPostForComments(db, { authorId: key.authorId, id: key.postId });
  return post && mayReadPost(post, viewer) ? 'ok' : 'forbidden';
}
