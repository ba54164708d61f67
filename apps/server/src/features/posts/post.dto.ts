import { composePostId, firstNameOnly, type Post } from '@arya/core';
import type { Reader } from '../users/public-user.dto.ts';
import type { PostRow } from './posts.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored post as the API answers it; a deleted post keeps its place but not its content. */
export function toPostDto({ post, author }: PostRow, reader: Reader): Post {
  const deleted = post.isDeleted;
  return {
    _id: composePostId(post.authorId, post.id),
    Author: {
      Id: author.id,
      Name: reader.isVisitor ? firstNameOnly(author.displayName) : author.displayName,
      Job: reader.isVisitor ? null : author.job,
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
    CommentsCount: post.commentsCount,
    SharesCount: post.sharesCount,
    IsDeleted: deleted,
    DeletedBy: post.deletedBy,
    DeletionDate: iso(post.deletionDate),
  };
}
