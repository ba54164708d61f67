import {
  type createPostEndpoint,
  type deletePostEndpoint,
  extractYoutubeId,
  FEED_PAGE_SIZE,
  parsePostId,
  USER_SUGGESTIONS_DEFAULT_LIMIT,
  type Post,
  type PostsPage,
  type PostsQuery,
  type ValidPostInput as PostInput,
  type ValidShareInput,
  type listPostsEndpoint,
  type sharePostEndpoint,
  type updatePostEndpoint,
  uploadTokenOf,
  uploadUrl,
} from '@arya/core';
import type { AppConfig } from '../../config.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import type { StoredGif, StoredImage } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { toPublicUser } from '../../shared/members/public-user.dto.ts';
import * as usersRepository from '../../shared/members/public-users.repository.ts';
import { canSeeProfile, excludedAuthors, viewerOf, viewerRelations, type Viewer } from '../../shared/viewer.ts';
import { mayReadPost } from '../../shared/post-views/filter.ts';
import { readFeedPage, readPost, readPosts } from '../../shared/post-views/feed.ts';
import { findOwnUploads } from '../../shared/owned-uploads.ts';
import type { QueueTranslation } from '../../shared/translations/queue.ts';
import * as repository from './posts.repository.ts';


export interface PostsDependencies {
  db: Database;
  config: AppConfig;
  /** The GIF addresses a post may attach (the configured provider's, and the built-in set). */
  acceptsGifUrl: (url: string) => boolean;
  /** Queues the translation of a text written (a no-op without a translation provider). */
  queueTranslation: QueueTranslation;
}

/**
 * Checks the attachments of a post: images or a GIF, never both; at most maxImagesPerPost images;
 * every image an upload of the author's in our storage (sizes taken from the upload record).
 */
async function resolveAttachments(
  deps: PostsDependencies,
  authorId: string,
  input: PostInput,
  fail: Fail<'ATTACHMENTS_MIXED' | 'TOO_MANY_IMAGES' | 'INVALID_ATTACHMENT'>,
): Promise<{ images: StoredImage[]; gif: StoredGif | null }> {
  const { db, config } = deps;
  if (input.gif && input.images.length > 0) fail('ATTACHMENTS_MIXED', 'A post has images or a GIF, not both');
  const gif = input.gif ? { ...input.gif, url: acceptedGifUrl(deps, input.gif.url, fail) } : null;
  if (input.images.length > config.MAX_IMAGES_PER_POST) fail('TOO_MANY_IMAGES', `A post has at most ${config.MAX_IMAGES_PER_POST} images`);
  const images = await resolveImages(db, authorId, input.images, fail);
  return { images, gif };
}

/** Images attached to a post or idea: each an image upload of the author's in our storage (sizes taken from the upload record). */
export async function resolveImages(db: Database, authorId: string, attached: readonly { url: string }[], fail: Fail<'INVALID_ATTACHMENT'>): Promise<StoredImage[]> {
  const tokens = attached.map((image) => uploadTokenOf(image.url));
  const known = tokens.filter((token) => token !== null);
  const owned = new Map((await findOwnUploads(db, authorId, known)).map((upload) => [upload.token, upload]));
  return tokens.map((token) => {
    const upload = token ? owned.get(token) : undefined;
    if (!upload) return fail('INVALID_ATTACHMENT', 'Attach images you uploaded');
    return { url: uploadUrl(upload.token), width: upload.width, height: upload.height };
  });
}

/**
 * The GIF's address as stored: written the way browsers read it (WHATWG), so every reader of the
 * post (apps, link previews) sees the same host that was checked; only the provider's are taken.
 */
function acceptedGifUrl(deps: PostsDependencies, url: string, fail: Fail<'INVALID_ATTACHMENT'>): string {
  const normalized = url.startsWith('/') ? url : URL.canParse(url) ? new URL(url).href : null;
  if (!normalized || !deps.acceptsGifUrl(normalized)) return fail('INVALID_ATTACHMENT', 'Attach a GIF from the GIF search');
  return normalized;
}

export async function createPost(deps: PostsDependencies, user: SessionUser, input: PostInput, fail: FailOf<typeof createPostEndpoint>, now = new Date()): Promise<Post> {
  const { db } = deps;
  const { images, gif } = await resolveAttachments(deps, user.id, input, fail);
  const id = repository.newPostId();
  const inserted = await repository.insertPost(db, {
    authorId: user.id,
    id,
    text: input.text,
    images,
    gif,
    youtubeId: extractYoutubeId(input.text),
    creationDate: now,
  }, deps.queueTranslation);
  // The posts row refers to the profile (users row), made by POST /api/v1/me/bootstrap.
  if (!inserted) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return writtenPost(db, user, user.id, id);
}

/** One post as the viewer sees it (locked when they may not read it). */
export async function getPost(db: Database, user: SessionUser | null, authorId: string, postId: string, fail: Fail<'POST_NOT_FOUND'>): Promise<Post> {
  const post = await readPost(db, viewerOf(user), { authorId, id: postId });
  return post ?? fail('POST_NOT_FOUND', 'This post does not exist');
}

/**
 * A post the member has just written (inserted, edited, deleted or shared), as they see it. It is
 * always there: posts are only ever soft-deleted, and a member reads their own posts whatever their
 * audience; so its absence is a bug, not an answer the endpoint declares.
 */
export async function writtenPost(db: Database, user: SessionUser, authorId: string, postId: string): Promise<Post> {
  const post = await readPost(db, viewerOf(user), { authorId, id: postId });
  if (!post) throw new Error(`The post ${authorId}/${postId} was not found right after it was written`);
  return post;
}

/** One of the member's posts, not deleted, that they are about to change. */
export async function ownPost(db: Database, user: SessionUser, authorId: string, postId: string, fail: Fail<'POST_NOT_FOUND' | 'NOT_POST_AUTHOR' | 'POST_DELETED'>): Promise<Post> {
  const post = await getPost(db, user, authorId, postId, fail);
  if (post.Author.Id !== user.id) fail('NOT_POST_AUTHOR', 'Only the author can change this post');
  if (post.IsDeleted) fail('POST_DELETED', 'This post was deleted');
  return post;
}

export async function updatePost(
  deps: PostsDependencies,
  user: SessionUser,
  key: { authorId: string; postId: string },
  input: PostInput,
  fail: FailOf<typeof updatePostEndpoint>,
): Promise<Post> {
  const { db } = deps;
  const before = await ownPost(db, user, key.authorId, key.postId, fail);
  if (before.InternalNewsData) fail('FORBIDDEN', 'A news item is changed in the back-office');
  if (before.FinancialData) fail('FORBIDDEN', 'An idea is changed with PUT /api/v1/ideas/:authorId/:postId');
  // Spec 2 §4: sharing disables media; the share shows its original instead.
  const isShare = before.SharedPost !== null;
  if (isShare && (input.images.length > 0 || input.gif)) fail('SHARE_HAS_NO_MEDIA', 'A share has no images or GIF');
  const { images, gif } = await resolveAttachments(deps, user.id, input, fail);
  const updated = await repository.updatePostContent(
    db,
    { authorId: key.authorId, id: key.postId },
    { text: input.text, images, gif, youtubeId: isShare ? null : extractYoutubeId(input.text), editedBy: user.id, editedAt: new Date() },
    deps.queueTranslation,
  );
  if (!updated) fail('POST_DELETED', 'This post was deleted');
  return writtenPost(db, user, key.authorId, key.postId);
}

/** Deletes one of the member's posts; answers it and, for a share, its original's id (its SharesCount changed). */
export async function deletePost(
  db: Database,
  user: SessionUser,
  key: { authorId: string; postId: string },
  fail: FailOf<typeof deletePostEndpoint>,
): Promise<{ post: Post; sharedPostId: string | null }> {
  const before = await ownPost(db, user, key.authorId, key.postId, fail);
  if (before.InternalNewsData) fail('FORBIDDEN', 'A news item is deleted in the back-office, with its audience');
  const deleted = await repository.softDeletePost(db, { authorId: key.authorId, id: key.postId }, user.id, new Date());
  if (!deleted) return fail('POST_DELETED', 'This post was deleted');
  return { post: await writtenPost(db, user, key.authorId, key.postId), sharedPostId: deleted.sharedPostId };
}

/**
 * Shares another member's post (spec 2 §4); sharing a share shares its original. Answers the new
 * share, the original's id (its SharesCount changed) and whose notifications changed.
 */
export async function sharePost(
  { db, queueTranslation }: Pick<PostsDependencies, 'db' | 'queueTranslation'>,
  user: SessionUser,
  key: { authorId: string; postId: string },
  input: ValidShareInput,
  fail: FailOf<typeof sharePostEndpoint>,
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
        queueTranslation,
      });
    } catch (error) {
      // The share refers to the member's profile (users row), made by POST /api/v1/me/bootstrap.
      if (isForeignKeyViolation(error)) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
      throw error;
    }
    switch (result.outcome) {
      case 'done':
        return { share: await writtenPost(db, user, user.id, result.shareId), originalId: `${original.authorId}/${original.id}`, notified: result.notified };
      case 'isShare': {
        const inner = parsePostId(result.originalId);
        if (!inner) break;
        original = { authorId: inner.authorId, id: inner.postId };
        continue;
      }
      case 'own':
        return fail('CANNOT_SHARE_OWN_POST', 'You cannot share your own post');
      case 'news':
        return fail('FORBIDDEN', 'News items are not shared: they are for their audience only');
      case 'deleted':
        return fail('ORIGINAL_POST_DELETED', 'original post was deleted');
      case 'already':
        return fail('POST_ALREADY_SHARED', 'You already shared this post');
      case 'textChanged':
        return fail('ORIGINAL_POST_TEXT_CHANGED', 'original post text was changed');
      case 'imagesChanged':
        return fail('ORIGINAL_POST_IMAGES_CHANGED', 'original post images was changed');
      case 'missing':
        break;
    }
    break;
  }
  return fail('POST_NOT_FOUND', 'This post does not exist');
}

/**
 * getPosts (spec 2 §7): one post (postId), given posts (ids), a member's posts (alias or userId),
 * or the home feed for members. Pages are keyset pages; an empty page ends the feed.
 */
export async function listPosts(db: Database, user: SessionUser | null, query: PostsQuery, fail: FailOf<typeof listPostsEndpoint>): Promise<PostsPage> {
  const viewer = viewerOf(user);
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const suggestions = query.userSuggestions
    ? { userSuggestions: (await usersRepository.findUserSuggestions(db, user?.id ?? null, USER_SUGGESTIONS_DEFAULT_LIMIT, excludedAuthors(viewer))).map((row) => userSuggestion(row, viewer)) }
    : {};

  if (query.postId || query.ids) {
    const keys = (query.postId ? [query.postId] : (query.ids ?? [])).map(parsePostId).filter((key) => key !== null);
    const found = await readPosts(db, viewer, keys.map((key) => ({ authorId: key.authorId, id: key.postId })));
    return { posts: found, nextCursor: null, ...suggestions };
  }

  let authorId: string | undefined;
  if (query.alias || query.userId) {
    const author = query.alias ? await usersRepository.findUserByAlias(db, query.alias) : await usersRepository.findUserById(db, query.userId as string);
    if (!author || !canSeeProfile(author, viewer) || viewerRelations(viewer).blockedBy.has(author.id)) return fail('USER_NOT_FOUND', 'This member does not exist');
    authorId = author.id;
  } else if (!user) {
    return fail('UNAUTHENTICATED', 'Sign in to read the feed');
  }

  return { ...(await readFeedPage(db, viewer, { limit, cursor: query.cursor, authorId, followedOnly: query.feed === 'following' })), ...suggestions };
}

/** Visitors see suggested members by first name only, like post authors (spec 2 §1). */
function userSuggestion(row: Awaited<ReturnType<typeof usersRepository.findUserSuggestions>>[number], viewer: Viewer) {
  const user = toPublicUser(row, viewer);
  return { _id: user._id, DisplayName: user.DisplayName, Alias: user.Alias, Job: user.Job, Verified: user.Verified, PictureDate: user.PictureDate };
}
