import { composeCommentId, type Comment } from '@arya/core';
import { cashtagsOf } from '../../shared/text/cashtags.ts';
import { commentWords } from '../../shared/text/comment-html.ts';
import { toTranslatableTextDto } from '../../shared/translations/translatable-text.dto.ts';
import { canSeeProfile, presentPerson, type Viewer } from '../../shared/viewer.ts';
import type { CommentRow } from './comments.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A stored comment or reply as the API answers it; a deleted one keeps its place but not its
 * content, and so does a private member's for a visitor (their content is for members only).
 */
export function toCommentDto({ comment, author, liked }: CommentRow, viewer: Viewer): Comment {
  const deleted = comment.isDeleted;
  const membersOnly = !canSeeProfile(author, viewer);
  const hidden = deleted || membersOnly;
  return {
    // A reply's comment is its parent.
    _id: comment.parentId ? composeCommentId(comment.postAuthorId, comment.postId, comment.parentId, comment.id) : composeCommentId(comment.postAuthorId, comment.postId, comment.id),
    Author: {
      Id: author.id,
      Name: presentPerson(author, viewer).name,
      Verified: author.verified,
      PictureDate: iso(author.pictureDate),
      // An erased member has no profile to link to.
      Alias: author.deletedAt ? null : (author.vanityAlias ?? author.systemAlias),
      ...(author.deletedAt ? { Deleted: true } : {}),
    },
    Text: hidden ? null : comment.text,
    ...toTranslatableTextDto(comment, hidden),
    Cashtags: hidden || comment.text === null ? [] : cashtagsOf(commentWords(comment.text)),
    Image: hidden ? null : comment.image,
    Date: iso(comment.date),
    CreationDate: comment.creationDate.toISOString(),
    LastEditDate: iso(comment.lastEditDate),
    LastEditBy: comment.lastEditBy,
    IsDeleted: deleted,
    DeletedBy: comment.deletedBy,
    MembersOnly: membersOnly,
    ReactionsCount: { Likes: comment.likesCount },
    Liked: viewer.kind === 'member' && liked,
    RepliesCount: comment.repliesCount,
  };
}
