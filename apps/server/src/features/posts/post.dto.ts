import { composePostId, type Post } from '@arya/core';
import { presentPerson, type Viewer } from '../viewer/viewer.ts';
import type { HydratedPost } from './feed/hydrate.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored post as the API answers it; a deleted post keeps its place but not its content. */
export function toPostDto({ post, author, liked }: HydratedPost, viewer: Viewer): Post {
  const deleted = post.isDeleted;
  const person = presentPerson(author, viewer);
  return {
    _id: composePostId(post.authorId, post.id),
    Author: {
      Id: author.id,
      Name: person.name,
      Job: person.job,
      Verified: author.verified,
      PictureDate: iso(author.pictureDate),
      Alias: author.vanityAlias ?? author.systemAlias,
    },
    Text: deleted ? null : post.text,
    TextLang: post.textLang,
    Images: deleted ? [] : post.images.map((image) => image.url),
    ImageSizes: deleted ? [] : post.images.map((image) => ({ width: image.width, height: image.height })),
    Gif: deleted || !post.gif ? null : post.gif,
    Preview: !deleted && post.youtubeId ? { YoutubeId: post.youtubeId } : null,
    Date: iso(post.date),
    CreationDate: post.creationDate.toISOString(),
    LastEditDate: iso(post.lastEditDate),
    LastEditBy: post.lastEditBy,
    ReactionsCount: { Likes: post.likesCount },
    Liked: viewer.kind === 'member' && liked,
    CommentsCount: post.commentsCount,
    SharesCount: post.sharesCount,
    IsDeleted: deleted,
    DeletedBy: post.deletedBy,
    DeletionDate: iso(post.deletionDate),
  };
}
