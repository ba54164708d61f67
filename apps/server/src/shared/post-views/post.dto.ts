import { composePostId, parsePostId, type Post, type SharedPost } from '@arya/core';
import { cashtagsOf } from '../text/cashtags.ts';
import { localizationsOf, toTranslatableTextDto } from '../translations/translatable-text.dto.ts';
import { toFinancialDataDto } from './financial-data.dto.ts';
import { toNewsDto } from './news.dto.ts';
import { toPostAuthorDto } from '../members/post-author.dto.ts';
import { canSeeProfile, hidesAuthor, presentPerson, seesHiddenMember, viewerAccess, type Viewer } from '../viewer.ts';
import { mayReadPost, type FilteredPost } from './filter.ts';
import type { HydratedPost } from './hydrate.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A stored post as the API answers it; a deleted post keeps its place but not its content, and a
 * locked one (an idea or news item the viewer may not read) its kind but not its content.
 */
export function toPostDto({ post, author, liked, shared, original, news, outcome, favorite, locked, lastCommentAuthorPublic, lastCommentAuthorHidden }: FilteredPost, viewer: Viewer): Post {
  const deleted = post.isDeleted;
  const hidden = deleted || locked;
  return {
    _id: composePostId(post.authorId, post.id),
    Author: toPostAuthorDto(author, viewer),
    Text: hidden ? null : post.text,
    ...toTranslatableTextDto(post, hidden),
    Cashtags: hidden ? [] : cashtagsOf(post.financialData?.title, post.text),
    Images: hidden ? [] : post.images.map((image) => image.url),
    ImageSizes: hidden ? [] : post.images.map((image) => ({ width: image.width, height: image.height })),
    Gif: hidden || !post.gif ? null : post.gif,
    Preview: !hidden && post.youtubeId ? { YoutubeId: post.youtubeId } : null,
    Date: iso(post.date),
    CreationDate: post.creationDate.toISOString(),
    LastEditDate: iso(post.lastEditDate),
    LastEditBy: post.lastEditBy,
    ReactionsCount: { Likes: post.likesCount },
    Liked: viewer.kind === 'member' && liked,
    CommentsCount: post.commentsCount,
    LastComment:
      hidden ||
      !post.lastComment ||
      !canSeeProfile({ publicProfile: lastCommentAuthorPublic }, viewer) ||
      hidesAuthor(viewer, post.lastComment.authorId) ||
      (lastCommentAuthorHidden && !seesHiddenMember(viewer, post.lastComment.authorId))
        ? null
        : {
            Id: post.lastComment.id,
            Author: { Id: post.lastComment.authorId, Name: presentPerson({ displayName: post.lastComment.authorName, job: null }, viewer).name },
            Text: post.lastComment.text,
            Date: post.lastComment.date,
          },
    SharesCount: post.sharesCount,
    Shared: viewer.kind === 'member' && shared,
    SharedPost: deleted || !post.sharedPost ? null : toSharedPostDto(post.sharedPost, original, viewer),
    FinancialData: deleted || !post.financialData ? null : toFinancialDataDto(post.financialData, locked ? null : localizationsOf(post.titleLocalizations), outcome),
    Audio: hidden ? null : post.audio,
    InternalNewsData: deleted || !news ? null : toNewsDto(news, { locked, favorite, staff: viewerAccess(viewer)?.staff ?? false, postAuthorId: post.authorId }),
    RestrictedTo: post.restrictedTo,
    Locked: locked,
    IsDeleted: deleted,
    DeletedBy: post.deletedBy,
    DeletionDate: iso(post.deletionDate),
  };
}

/**
 * A share's original: the copy stored when it was shared, its author as the viewer may see them;
 * once the original is deleted (or when the viewer may not read it: a private member's for a
 * visitor, a hidden or blocked member's) its content and who wrote it are left out, and an image
 * its author has since taken off the original is no longer shown (nor served).
 */
function toSharedPostDto(copy: NonNullable<HydratedPost['post']['sharedPost']>, original: HydratedPost['original'], viewer: Viewer): SharedPost {
  const key = parsePostId(copy.id);
  const readable = original !== null && key !== null && !original.isDeleted && mayReadPost({ authorId: key.authorId, restrictedTo: original.restrictedTo, newsAudience: original.newsAudience, authorPublic: original.authorPublic, authorHidden: original.authorHidden }, viewer);
  const person = presentPerson({ displayName: copy.author.name, job: copy.author.job }, viewer);
  const stillShown = new Set((original?.images ?? []).map((image) => image.url));
  const images = readable ? copy.images.filter((image) => stillShown.has(image.url)) : [];
  return {
    Id: copy.id,
    Author: readable
      ? { Id: copy.author.id, Name: person.name, Job: person.job, Verified: copy.author.verified, PictureDate: copy.author.pictureDate, Alias: copy.author.alias }
      : { Id: copy.author.id, Name: '', Job: null, Verified: null, PictureDate: null, Alias: null },
    Text: readable ? copy.text : null,
    Date: copy.date,
    Images: images.map((image) => image.url),
    ImageSizes: images.map((image) => ({ width: image.width, height: image.height })),
    IsDeleted: !readable,
  };
}
