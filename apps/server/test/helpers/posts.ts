import { randomBytes } from 'node:crypto';
import { uploadUrl, type CurrentUser, type Post, type PostInput, type PostsPage } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { posts, uploads, users } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export interface Member {
  cookie: string;
  id: string;
  systemAlias: string;
  /** The display name as stored (as typed at sign-up). */
  displayName: string;
}

/**
 * Signs a member up and creates their profile (posts need the users row). The member holds a
 * verified phone number unless `phoneVerified` is false (see TestApp.signUp).
 */
export async function newMember(t: TestApp, name: string, language: 'fr' | 'en' = 'fr', options: { phoneVerified?: boolean } = {}): Promise<Member> {
  const { cookie } = await t.signUp({ name, ...options });
  const response = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language } });
  if (response.statusCode !== 200) throw new Error(`bootstrap failed: ${response.statusCode} ${response.body}`);
  const me = response.json<CurrentUser>();
  return { cookie, id: me.uid, systemAlias: me.systemAlias, displayName: me.displayName };
}

let slotCounter = 0;

/**
 * Records an upload of the member's directly in the database (the upload endpoint is tested on its
 * own) and answers the URL a post refers to it by.
 */
export async function insertUpload(t: TestApp, userId: string, size: { width: number; height: number } = { width: 800, height: 600 }): Promise<string> {
  slotCounter += 1;
  const bucket = 480_000 + slotCounter;
  const path = `user-assets/${userId}/${bucket}/${slotCounter}`;
  const token = randomBytes(18).toString('base64url');
  await t.database.db.insert(uploads).values({
    token,
    userId,
    hourBucket: bucket,
    slot: slotCounter,
    path,
    contentType: 'image/webp',
    width: size.width,
    height: size.height,
    bytes: 1234,
  });
  return uploadUrl(token);
}

/** Inserts a post row directly (to control its creation date); answers its API id. */
export async function insertPostRow(
  t: TestApp,
  authorId: string,
  values: { text?: string; creationDate?: Date; id?: string } = {},
): Promise<string> {
  const id = values.id ?? randomBytes(12).toString('base64url');
  await t.database.db.insert(posts).values({
    authorId,
    id,
    text: values.text ?? `A post written directly ${id}`,
    ...(values.creationDate ? { creationDate: values.creationDate, date: values.creationDate } : {}),
  });
  return `${authorId}/${id}`;
}

export const createPost = (t: TestApp, cookie: string | undefined, body: PostInput | Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/posts', body, ...(cookie ? { cookie } : {}) });

export const updatePost = (t: TestApp, cookie: string | undefined, id: string, body: PostInput | Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/v1/posts/${id}`, body, ...(cookie ? { cookie } : {}) });

export const deletePost = (t: TestApp, cookie: string | undefined, id: string) =>
  t.request({ method: 'DELETE', url: `/api/v1/posts/${id}`, ...(cookie ? { cookie } : {}) });

export const getPost = (t: TestApp, cookie: string | undefined, id: string) =>
  t.request({ method: 'GET', url: `/api/v1/posts/${id}`, ...(cookie ? { cookie } : {}) });

/** Creates a post through the API and answers it (fails the test on any other status than 200). */
export async function publish(t: TestApp, cookie: string, body: PostInput): Promise<Post> {
  const response = await createPost(t, cookie, body);
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Post>();
}

export type PostsQueryString = Record<string, string | number | boolean | undefined>;

export function listPosts(t: TestApp, query: PostsQueryString, cookie?: string): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const qs = search.toString();
  return t.request({ method: 'GET', url: `/api/v1/posts${qs ? `?${qs}` : ''}`, ...(cookie ? { cookie } : {}) });
}

/** Follows nextCursor from the first page to the end; answers every page. */
export async function readAllPages(t: TestApp, query: PostsQueryString, cookie?: string): Promise<PostsPage[]> {
  const pages: PostsPage[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 200; guard += 1) {
    const response = await listPosts(t, { ...query, ...(cursor ? { cursor } : {}) }, cookie);
    if (response.statusCode !== 200) throw new Error(`feed page failed: ${response.statusCode} ${response.body}`);
    const page = response.json<PostsPage>();
    pages.push(page);
    if (!page.nextCursor) return pages;
    cursor = page.nextCursor;
  }
  throw new Error('the feed never ended');
}

export async function postsCountOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select({ postsCount: users.postsCount }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no users row for ${userId}`);
  return row.postsCount;
}

export async function storedPostsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(posts).where(eq(posts.authorId, userId));
}
