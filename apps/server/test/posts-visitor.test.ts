import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Comment, CommentsPage, Post, PostsPage, RepliesPage } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { deletePost, getPost, insertUpload, listPosts, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><head><meta charset="utf-8" /><title>x</title></head><body><div id="root"></div></body></html>';

/** A page without a post's preview: the site's title and description in the page's language, no image. */
function expectSitePreviewOnly(body: string, language: 'fr' | 'en') {
  expect(body).toContain(`<html lang="${language}">`);
  const tags = metaTags(body);
  expect(tags['og:title']).toBe('ARYA Community');
  expect(tags['og:type']).toBe('website');
  expect(tags['og:description']).toMatch(language === 'fr' ? /^ARYA, la communauté/ : /^ARYA, the community/);
  expect(tags).not.toHaveProperty('og:image');
}

let t: TestApp;
let webDistDir: string;
let author: Member;
let member: Member;
let privateAuthor: Member;
let withImages: Post;
let images: string[];
let privatePost: Post;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { webDistDir });
  author = await newMember(t, 'Alice Martin Dupont');
  member = await newMember(t, 'Bob Reader');
  privateAuthor = await newMember(t, 'Paula Private Person');
  await t.database.db.update(users).set({ job: 'Analyst', verified: 'blue' }).where(eq(users.id, author.id));
  await t.database.db.update(users).set({ job: 'Secret Job', publicProfile: false }).where(eq(users.id, privateAuthor.id));
  images = [await insertUpload(t, author.id, { width: 1200, height: 630 }), await insertUpload(t, author.id, { width: 400, height: 400 })];
  withImages = await publish(t, author.cookie, {
    text: 'Gold is breaking out above its range,\n\n  watch the 2400 level this week.',
    images: images.map((url) => ({ url })),
  });
  privatePost = await publish(t, privateAuthor.cookie, { text: 'A post from a private profile' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('visitors reading posts', () => {
  it('GET one post without a cookie: the author by first name only, no job, the rest unchanged', async () => {
    const asMember = await getPost(t, member.cookie, withImages._id);
    expect(asMember.json<Post>().Author).toEqual({
      Id: author.id,
      Name: 'Alice Martin Dupont',
      Job: 'Analyst',
      Verified: 'blue',
      PictureDate: null,
      Alias: author.systemAlias,
    });
    const asVisitor = await getPost(t, undefined, withImages._id);
    expect(asVisitor.statusCode).toBe(200);
    const post = asVisitor.json<Post>();
    expect(post.Author).toEqual({ Id: author.id, Name: 'Alice', Job: null, Verified: 'blue', PictureDate: null, Alias: author.systemAlias });
    expect(asVisitor.body).not.toContain('Analyst');
    expect(asVisitor.body).not.toContain('Alice Martin Dupont');
    expect({ ...post, Author: null }).toEqual({ ...asMember.json<Post>(), Author: null });
  });

  it("the alias feed, userId feed, ids= and postId= forms without a cookie show first names only", async () => {
    const second = await publish(t, author.cookie, { text: 'Another post by Alice for visitors' });
    const answers = [
      await listPosts(t, { alias: author.systemAlias }),
      await listPosts(t, { userId: author.id }),
      await listPosts(t, { ids: `${withImages._id},${second._id}` }),
      await listPosts(t, { postId: second._id }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      const page = response.json<PostsPage>();
      expect(page.posts.length).toBeGreaterThan(0);
      for (const post of page.posts) expect(post.Author).toMatchObject({ Id: author.id, Name: 'Alice', Job: null });
      expect(response.body).not.toContain('Analyst');
    }
    // Members see the whole name in the same lists.
    const asMember = (await listPosts(t, { alias: author.systemAlias }, member.cookie)).json<PostsPage>();
    for (const post of asMember.posts) expect(post.Author).toMatchObject({ Name: 'Alice Martin Dupont', Job: 'Analyst' });
  });

  it('user suggestions shown to visitors carry first names only', async () => {
    const response = await listPosts(t, { alias: author.systemAlias, userSuggestions: 'true' });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json<PostsPage>().userSuggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.find((user) => user._id === author.id)?.DisplayName).toBe('Alice');
    for (const user of suggestions) expect(user.DisplayName).not.toContain(' ');
    // Members get whole names.
    const asMember = (await listPosts(t, { alias: author.systemAlias, userSuggestions: 'true' }, member.cookie)).json<PostsPage>();
    expect(asMember.userSuggestions?.find((user) => user._id === author.id)?.DisplayName).toBe('Alice Martin Dupont');
  });

  it("a private profile's posts answer 404 USER_NOT_FOUND to visitors and the list to members", async () => {
    for (const query of [{ alias: privateAuthor.systemAlias }, { userId: privateAuthor.id }]) {
      const asVisitor = await listPosts(t, query);
      expect(asVisitor.statusCode).toBe(404);
      expect(asVisitor.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
      expect(asVisitor.body).not.toContain('private profile');
      const asMember = await listPosts(t, query, member.cookie);
      expect(asMember.statusCode).toBe(200);
      expect(asMember.json<PostsPage>().posts.map((post) => post._id)).toEqual([privatePost._id]);
    }
  });

  it('cannot read the home feed', async () => {
    const response = await listPosts(t, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe("a private member's posts are for members only, wherever they travel", () => {
  it('GET one post and ids= answer visitors as if the post did not exist; members read it', async () => {
    const asVisitor = await getPost(t, undefined, privatePost._id);
    expect(asVisitor.statusCode).toBe(404);
    expect(asVisitor.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
    expect(asVisitor.body).not.toContain('private profile');
    expect((await getPost(t, member.cookie, privatePost._id)).json<Post>().Text).toBe('A post from a private profile');

    const listed = await listPosts(t, { ids: `${privatePost._id},${withImages._id}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<PostsPage>().posts.map((post) => post._id)).toEqual([withImages._id]);
    expect(listed.body).not.toContain('private profile');
    const byPostId = await listPosts(t, { postId: privatePost._id });
    expect(byPostId.body).not.toContain('private profile');
    expect((await listPosts(t, { ids: privatePost._id }, member.cookie)).json<PostsPage>().posts.map((post) => post._id)).toEqual([privatePost._id]);
  });

  it('its comments are not found for visitors', async () => {
    await t.request({ method: 'POST', url: `/api/v1/posts/${privatePost._id}/comments`, cookie: member.cookie, body: { text: 'Un commentaire privé' } });
    const asVisitor = await t.request({ method: 'GET', url: `/api/v1/posts/${privatePost._id}/comments` });
    expect(asVisitor.statusCode).toBe(404);
    expect(asVisitor.body).not.toContain('Un commentaire privé');
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${privatePost._id}/comments`, cookie: member.cookie })).body).toContain('Un commentaire privé');
  });

  it("a public member's share shows visitors the original as unavailable, members the original", async () => {
    const shared = await t.request({
      method: 'POST',
      url: `/api/v1/posts/${privatePost._id}/shares`,
      cookie: author.cookie,
      body: { text: 'Je partage ceci', original: { text: privatePost.Text, images: [] } },
    });
    expect(shared.statusCode).toBe(200);
    const share = shared.json<Post>();
    const asVisitor = await getPost(t, undefined, share._id);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json<Post>().SharedPost).toMatchObject({ Text: null, Images: [], IsDeleted: true });
    expect(asVisitor.body).not.toContain('private profile');
    expect((await listPosts(t, { alias: author.systemAlias })).body).not.toContain('private profile');
    expect((await getPost(t, member.cookie, share._id)).json<Post>().SharedPost).toMatchObject({ Text: 'A post from a private profile', IsDeleted: false });
    // The share's own page previews the sharer's words, never the original's.
    const sharePage = await page(`/post/${share._id}`);
    expect(sharePage.statusCode).toBe(200);
    expect(sharePage.body).not.toContain('private profile');
  });

  it("a private member's comments and replies on a public post keep their place for visitors, without their words", async () => {
    const post = await publish(t, author.cookie, { text: 'Un post public à commenter' });
    const commentsUrl = `/api/v1/posts/${post._id}/comments`;
    const privateComment = (await t.request({ method: 'POST', url: commentsUrl, cookie: privateAuthor.cookie, body: { text: 'Mon avis privé' } })).json<Comment>();
    const replyUrl = `${commentsUrl}/${privateComment._id.split('/')[2]}/replies`;
    await t.request({ method: 'POST', url: replyUrl, cookie: privateAuthor.cookie, body: { text: 'Ma réponse privée' } });

    const asVisitor = await t.request({ method: 'GET', url: commentsUrl });
    expect(asVisitor.json<CommentsPage>().items).toEqual([expect.objectContaining({ _id: privateComment._id, Text: null, Image: null, MembersOnly: true, RepliesCount: 1 })]);
    const replies = await t.request({ method: 'GET', url: replyUrl });
    expect(replies.json<RepliesPage>().items).toEqual([expect.objectContaining({ Text: null, MembersOnly: true })]);
    // The post's last comment is the private member's: visitors get none.
    expect((await getPost(t, undefined, post._id)).json<Post>().LastComment).toBeNull();
    for (const response of [asVisitor, replies, await getPost(t, undefined, post._id), await listPosts(t, { alias: author.systemAlias })]) {
      expect(response.body).not.toContain('privé');
    }

    const asMember = await t.request({ method: 'GET', url: commentsUrl, cookie: member.cookie });
    expect(asMember.json<CommentsPage>().items).toEqual([expect.objectContaining({ Text: 'Mon avis privé', MembersOnly: false })]);
    expect((await getPost(t, member.cookie, post._id)).json<Post>().LastComment).toMatchObject({ Text: 'Mon avis privé' });
    // A public member's comment reads as before.
    await t.request({ method: 'POST', url: commentsUrl, cookie: member.cookie, body: { text: 'Un avis public' } });
    expect((await getPost(t, undefined, post._id)).json<Post>().LastComment).toMatchObject({ Text: 'Un avis public' });
  });

  it('the post page is not found for visitors, without a preview, and a page for members', async () => {
    const visitorPage = await page(`/post/${privatePost._id}`);
    expect(visitorPage.statusCode).toBe(404);
    expect(visitorPage.body).not.toContain('private profile');
    expect(metaTags(visitorPage.body)).not.toHaveProperty('og:image');
    expect(metaTags(visitorPage.body)['og:title']).not.toContain('Paula');
    const memberPage = await page(`/post/${privatePost._id}`, { cookie: member.cookie });
    expect(memberPage.statusCode).toBe(200);
    expect(memberPage.body).toContain('A post from a private profile');
    expect(metaTags(memberPage.body)['og:description'] ?? '').not.toContain('private profile');
  });
});

/** The Open Graph / Twitter meta tags of a page, attribute values unescaped. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    const [, key = '', value = ''] = match;
    tags[key] = value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return tags;
}

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('the served page', () => {
  it("keeps a post's `$'` and `$&` as text: the page is written once, whatever the post says", async () => {
    const post = await publish(t, author.cookie, { text: "Market update $' tail $& words $` end" });
    const response = await page(`/post/${post._id}`);
    expect(response.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(metaTags(response.body)['og:description']).toBe("Market update $' tail $& words $` end");
  });
});

describe('page status of a missing post or member', () => {
  it('answers 404 for a post that does not exist, 200 for one that does, even deleted', async () => {
    const gone = await publish(t, author.cookie, { text: 'A post about to be deleted.' });
    await deletePost(t, author.cookie, gone._id);
    expect((await page(`/post/${author.id}/no-such-post`)).statusCode).toBe(404);
    expect((await page(`/en/post/nobody/no-such-post`)).statusCode).toBe(404);
    expect((await page('/post')).statusCode).toBe(404);
    expect((await page(`/post/${withImages._id}`)).statusCode).toBe(200);
    expect((await page(`/post/${gone._id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a member who does not exist; a private profile is a page (name and picture) without its posts for a visitor', async () => {
    expect((await page('/u/nobody-has-this-alias')).statusCode).toBe(404);
    expect((await page(`/u/${author.systemAlias}`)).statusCode).toBe(200);
    const visitorPage = await page(`/u/${privateAuthor.systemAlias}`);
    expect(visitorPage.statusCode).toBe(200);
    expect(visitorPage.body).not.toContain('/api/v1/posts?alias=');
    expect((await page(`/u/${privateAuthor.systemAlias}`, { cookie: member.cookie })).statusCode).toBe(200);
  });

  it('answers /u, the own profile, with 200 for a member and 404 for a visitor', async () => {
    expect((await page('/u')).statusCode).toBe(404);
    expect((await page('/u', { cookie: member.cookie })).statusCode).toBe(200);
  });
});

describe('shared post page (Open Graph and Twitter card)', () => {
  it('gives a visitor the title with the first name, the text excerpt and the first image, in French', async () => {
    const url = `/post/${withImages._id}`;
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<title>Alice sur ARYA</title>');
    expect(response.body).not.toContain('<title>x</title>');
    expect(response.body).toContain('<div id="root"></div>');
    const description = 'Gold is breaking out above its range, watch the 2400 level this week.';
    expect(metaTags(response.body)).toEqual({
      description,
      'og:type': 'article',
      'og:site_name': 'ARYA',
      'og:title': 'Alice sur ARYA',
      'og:description': description,
      'og:url': `${TEST_ORIGIN}${url}`,
      'og:image': `${TEST_ORIGIN}${images[0]}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Alice sur ARYA',
      'twitter:description': description,
      'twitter:image': `${TEST_ORIGIN}${images[0]}`,
    });
    expect(response.body).not.toContain('martin');
    expect(response.body).not.toContain('Analyst');
  });

  it('says "on ARYA" under /en', async () => {
    const url = `/en/post/${withImages._id}`;
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    const tags = metaTags(response.body);
    expect(tags['og:title']).toBe('Alice on ARYA');
    expect(tags['twitter:title']).toBe('Alice on ARYA');
    expect(tags['og:url']).toBe(`${TEST_ORIGIN}${url}`);
    expect(tags['og:image']).toBe(`${TEST_ORIGIN}${images[0]}`);
  });

  it('describes the post on a deep link to one of its comments too', async () => {
    const response = await page(`/post/${withImages._id}/some-comment`);
    expect(response.statusCode).toBe(200);
    expect(metaTags(response.body)['og:title']).toBe('Alice sur ARYA');
  });

  it('cuts a long text to an excerpt', async () => {
    const long = await publish(t, author.cookie, { text: `${'Lorem ipsum dolor sit amet. '.repeat(20)}THE-END-MARKER` });
    const tags = metaTags((await page(`/post/${long._id}`)).body);
    const excerpt = tags['og:description'] ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.length).toBeGreaterThan(150);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).not.toContain('THE-END-MARKER');
    expect(long.Text?.startsWith(excerpt.slice(0, -1))).toBe(true);
    // No image: a small card, and no image tag.
    expect(tags['twitter:card']).toBe('summary');
    expect(tags).not.toHaveProperty('og:image');
    expect(tags).not.toHaveProperty('twitter:image');
  });

  it('takes the GIF as the image of a GIF post', async () => {
    const gif = { url: '/gifs/rocket.gif', width: 480, height: 270 };
    const post = await publish(t, author.cookie, { text: 'When the market opens today', gif });
    const tags = metaTags((await page(`/post/${post._id}`)).body);
    expect(tags['og:image']).toBe(`${TEST_ORIGIN}/gifs/rocket.gif`);
    expect(tags['twitter:card']).toBe('summary_large_image');
  });

  it('escapes the text and the name in the meta tags', async () => {
    const text = 'Nice "><script>alert(1)</script> & <b>bold</b> move';
    const post = await publish(t, author.cookie, { text });
    const response = await page(`/post/${post._id}`);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('"><script');
    expect(response.body).toContain('Nice &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; move');
    expect(metaTags(response.body)['og:description']).toBe(text);

    const mallory = await newMember(t, '"><img src=x onerror=alert(1)> Mallory');
    const hers = await publish(t, mallory.cookie, { text: 'An innocent looking post' });
    const hersPage = await page(`/post/${hers._id}`);
    expect(hersPage.body).not.toContain('<img');
    expect(hersPage.body).not.toContain('"><img');
    const tags = metaTags(hersPage.body);
    expect(tags['og:title']).toBe('"><img sur ARYA');
    expect(hersPage.body).toContain('<title>&quot;&gt;&lt;img sur ARYA</title>');
  });

  it('has no preview tags for a deleted post, and keeps its page', async () => {
    const post = await publish(t, author.cookie, { text: 'Soon deleted, with a picture', images: [{ url: images[1] as string }] });
    expect(metaTags((await page(`/post/${post._id}`)).body)['og:title']).toBe('Alice sur ARYA');
    expect((await deletePost(t, author.cookie, post._id)).statusCode).toBe(200);
    for (const [url, language] of [
      [`/post/${post._id}`, 'fr'],
      [`/en/post/${post._id}`, 'en'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expectSitePreviewOnly(response.body, language);
      expect(response.body).not.toContain('Soon deleted');
      expect(response.body).not.toContain(images[1]);
    }
  });

  it('answers 404 with the plain app page for unknown post ids', async () => {
    for (const url of [`/post/${author.id}/unknown-post`, '/post/unknown-author/unknown-post', `/post/${author.id}`, '/en/post/a/b']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expectSitePreviewOnly(response.body, url.startsWith('/en/') ? 'en' : 'fr');
    }
  });

  it('leaves other pages without post tags', async () => {
    const response = await page(`/u/${author.systemAlias}`);
    expect(response.statusCode).toBe(200);
    expectSitePreviewOnly(response.body, 'fr');
  });
});
