import {
  extractYoutubeId,
  FEED_PAGE_SIZE,
  parsePostId,
  USER_SUGGESTIONS_DEFAULT_LIMIT,
  type Post,
  type PostsPage,
  type PostsQuery,
  type ValidPostInput as PostInput,
  type ValidShareInput,
  uploadTokenOf,
  uploadUrl,
} from '@arya/core';
import type { AppConfig } from '../../config.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import type { StoredGif, StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/app/auth/index.ts';
import { toPublicUser } from '../users/public-user.dto.ts';
import * as usersRepository from '../users/public-users.repository.ts';
import { canSeeProfile, viewerOf, type Viewer } from '../viewer/viewer.ts';
import { mayReadPost } from './feed/filter.ts';
import { readFeedPage, readPost, readPosts } from './feed/feed.ts';
import * as uploadsRepository from '../uploads/uploads.repository.ts';
import * as repository from './posts.repository.ts';


export interface PostsDependencies {
  db: Database;
  config: AppConfig;
  /** The GIF addresses a post may attach (the configured provider's, and the built-in set). */
  acceptsGifUrl: (url: string) => boolean;
}

/**
 * Checks the attachments of a post: images or a GIF, never both; at most maxImagesPerPost images;
 * every image an upload of the author's in our storage (sizes taken from the upload record).
 */
async function resolveAttachments(deps: PostsDependencies, authorId: string, input: PostInput): Promise<{ images: StoredImage[]; gif: StoredGif | null }> {
  const { db, config } = deps;
  if (input.gif && input.images.length > 0) throw new AppError('ATTACHMENTS_MIXED', 'A post has images or a GIF, not both');
  const gif = input.gif ? { ...input.gif, url: acceptedGifUrl(deps, input.gif.url) } : null;
  if (input.images.length > config.MAX_IMAGES_PER_POST) {
    throw new AppError('TOO_MANY_IMAGES', `A post has at most ${config.MAX_IMAGES_PER_POST} images`);
  }
  const images = await resolveImages(db, authorId, input.images);
  return { images, gif };
}

/** Images attached to a post or idea: each an image upload of the author's in our storage (sizes taken from the upload record). */
export async function resolveImages(db: Database, authorId: string, attached: readonly { url: string }[]): Promise<StoredImage[]> {
  const tokens = attached.map((image) => uploadTokenOf(image.url));
  const known = tokens.filter((token) => token !== null);
  const owned = new Map((await uploadsRepository.findOwnUploads(db, authorId, known)).map((upload) => [upload.token, upload]));
  return tokens.map((token) => {
    const upload = token ? owned.get(token) : undefined;
    if (!upload) throw new AppError('INVALID_ATTACHMENT', 'Attach images you uploaded');
    return { url: uploadUrl(upload.token), width: upload.width, height: upload.height };
  });
}

/**
 * The GIF's address as stored: written the way browsers read it (WHATWG), so every reader of the
 * post (apps, link previews) sees the same host that was checked; only the provider's are taken.
 */
function acceptedGifUrl(deps: PostsDependencies, url: string): string {
  const normalized = url.startsWith('/') ? url : URL.canParse(url) ? new URL(url).href : null;
  if (!normalized || !deps.acceptsGifUrl(normalized)) throw new AppError('INVALID_ATTACHMENT', 'Attach a GIF from the GIF search');
  return normalized;
}

export async function createPost(deps: PostsDependencies, user: SessionUser, input: PostInput, now = new Date()): Promise<Post> {
  const { db } = deps;
  const { images, gif } = await resolveAttachments(deps, user.id, input);
  const id = repository.newPostId();
  const inserted = await repository.insertPost(db, {
    authorId: user.id,
    id,
    text: input.text,
    images,
    gif,
    youtubeId: extractYoutubeId(input.text),
    creationDate: now,
  });
  // The posts row refers to the profile (users row), made by POST /api/v1/me/bootstrap.
  if (!inserted) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return getPost(db, user, user.id, id);
}

/** One post as the viewer sees it (locked when they may not read it). */
export async function getPost(db: Database, user: SessionUser | null, authorId: string, postId: string): Promise<Post> {
  const post = await readPost(db, viewerOf(user), { authorId, id: postId });
  if (!post) throw new AppError('POST_NOT_FOUND', 'This post does not exist');
  return post;
}

export async function ownPost(db: Database, user: SessionUser, authorId: string, postId: string): Promise<Post> {
  const post = await getPost(db, user, authorId, postId);
  if (post.Author.Id !== user.id) throw new AppError('NOT_POST_AUTHOR', 'Only the author can change this post');
  if (post.IsDeleted) throw new AppError('POST_DELETED', 'This post was deleted');
  return post;
}

export async function updatePost(deps: PostsDependencies, user: SessionUser, key: { authorId: string; postId: string }, input: PostInput): Promise<Post> {
  const { db } = deps;
  const before = await ownPost(db, user, key.authorId, key.postId);
  if (before.InternalNewsData) throw new AppError('FORBIDDEN', 'A news item is changed in the back-office');
  if (before.FinancialData) throw new AppError('FORBIDDEN', 'An idea is changed with PUT /api/v1/ideas/:authorId/:postId');
  // Spec 2 §4: sharing disables media; the share shows its original instead.
  const isShare = before.SharedPost !== null;
  if (isShare && (input.images.length > 0 || input.gif)) throw new AppError('SHARE_HAS_NO_MEDIA', 'A share has no images or GIF');
  const { images, gif } = await resolveAttachments(deps, user.id, input);
  const updated = await repository.updatePostContent(
    db,
    { authorId: key.authorId, id: key.postId },
    { text: input.text, images, gif, youtubeId: isShare ? null : extractYoutubeId(input.text), editedBy: user.id, editedAt: new Date() },
  );
  if (!updated) throw new AppError('POST_DELETED', 'This post was deleted');
  return getPost(db, user, key.authorId, key.postId);
}

/** Deletes one of the member's posts; answers it and, for a share, its original's id (its SharesCount changed). */
export async function deletePost(db: Database, user: SessionUser, key: { authorId: string; postId: string }): Promise<{ post: Post; sharedPostId: string | null }> {
  const before = await ownPost(db, user, key.authorId, key.postId);
  if (before.InternalNewsData) throw new AppError('FORBIDDEN', 'A news item is deleted in the back-office, with its audience');
  const deleted = await repository.softDeletePost(db, { authorId: key.authorId, id: key.postId }, user.id, new Date());
  if (!deleted) throw new AppError('POST_DELETED', 'This post was deleted');
  return { post: await getPost(db, user, key.authorId, key.postId), sharedPostId: deleted.sharedPostId };
}

/**
 * Shares another member's post (spec 2 §4); sharing a share shares its original. Answers the new
 * share, the original's id (its SharesCount changed) and whose notifications changed.
 */
export async function sharePost(
  db: Database,
  user: SessionUser,
  key: { authorId: string; postId: string },
  input: ValidShareInput,
  now = new Date(),
): Promise<{ share: Post; originalId: string; notified: string | null }> {
  const viewer = viewerOf(user);
  let original = { authorId: key.authorId, id: key.postId };
  for (let hop = 0; hop < 2; hop += 1) {
    let result: repository.ShareOutcome;
    try {
      result = await repository.insertShare(db, {
        sharerId: user.id,
        original,
        text: input.text,
        seen: input.original,
        mayRead: (post) => mayReadPost(post, viewer),
        at: now,
      });
    } catch (error) {
      // The share refers to the member's profile (users row), made by POST /api/v1/me/bootstrap.
      if (isForeignKeyViolation(error)) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
      throw error;
    }
    switch (result.outcome) {
      case 'done':
        return { share: await getPost(db, user, user.id, result.shareId), originalId: `${original.authorId}/${original.id}`, notified: result.notified };
      case 'isShare': {
        const inner = parsePostId(result.originalId);
        if (!inner) break;
        original = { authorId: inner.authorId, id: inner.postId };
        continue;
      }
      case 'own':
        throw new AppError('CANNOT_SHARE_OWN_POST', 'You cannot share your own post');
      case 'news':
        throw new AppError('FORBIDDEN', 'News items are not shared: they are for their audience only');
      case 'deleted':
        throw new AppError('ORIGINAL_POST_DELETED', 'original post was deleted');
      case 'already':
        throw new AppError('POST_ALREADY_SHARED', 'You already shared this post');
      case 'textChanged':
        throw new AppError('ORIGINAL_POST_TEXT_CHANGED', 'original post text was changed');
      case 'imagesChanged':
        throw new AppError('ORIGINAL_POST_IMAGES_CHANGED', 'original post images was changed');
      case 'missing':
        break;
    }
    break;
  }
  throw new AppError('POST_NOT_FOUND', 'This post does not exist');
}

/**
 * getPosts (spec 2 §7): one post (postId), given posts (ids), a member's posts (alias or userId),
 * or the home feed for members. Pages are keyset pages; an empty page ends the feed.
 */
export async function listPosts(db: Database, user: SessionUser | null, query: PostsQuery): Promise<PostsPage> {
  const viewer = viewerOf(user);
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const suggestions = query.userSuggestions
    ? { userSuggestions: (await usersRepository.findUserSuggestions(db, user?.id ?? null, USER_SUGGESTIONS_DEFAULT_LIMIT)).map((row) => userSuggestion(row, viewer)) }
    : {};

  if (query.postId || query.ids) {
    const keys = (query.postId ? [query.postId] : (query.ids ?? [])).map(parsePostId).filter((key) => key !== null);
    const found = await readPosts(db, viewer, keys.map((key) => ({ authorId: key.authorId, id: key.postId })));
    return { posts: found, nextCursor: null, ...suggestions };
  }

  let authorId: string | undefined;
  if (query.alias || query.userId) {
    const author = query.alias ? await usersRepository.findUserByAlias(db, query.alias) : await usersRepository.findUserById(db, query.userId as string);
    if (!author || !canSeeProfile(author, viewer)) throw new AppError('USER_NOT_FOUND', 'This member does not exist');
    authorId = author.id;
  } else if (!user) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to read the feed');
  }

  return { ...(await readFeedPage(db, viewer, { limit, cursor: query.cursor, authorId, followedOnly: query.feed === 'following' })), ...suggestions };
}

/** Visitors see suggested members by first name only, like post authors (spec 2 §1). */
function userSuggestion(row: Awaited<ReturnType<typeof usersRepository.findUserSuggestions>>[number], viewer: Viewer) {
  const user = toPublicUser(row, viewer);
  return { _id: user._id, DisplayName: user.DisplayName, Alias: user.Alias, Job: user.Job, Verified: user.Verified, PictureDate: user.PictureDate };
}
