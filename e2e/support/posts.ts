import { expect, request, type Page } from '@playwright/test';
import { DEMO } from './accounts.ts';

export interface CreatedPost {
  _id: string;
  Author: { Alias: string | null };
}

/** Publishes through the API with the page's session (state-changing calls need the site's Origin). */
export async function createPost(page: Page, baseURL: string, text: string): Promise<CreatedPost> {
  const response = await page.request.post('/api/v1/posts', { data: { text }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedPost;
}

/** The demo coach's profile alias and one of the coach's seeded posts with images, read through the API as the coach. */
export async function demoCoachSample(baseURL: string): Promise<{ alias: string; postPath: string }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email: DEMO.coach.email, password: DEMO.coach.password } });
  expect(signedIn.ok()).toBe(true);
  const { user } = (await signedIn.json()) as { user: { id: string } };
  // Filtered by author, so posts published by other journeys never push the seeded ones out of reach.
  const { posts } = (await (await api.get(`/api/v1/posts?userId=${encodeURIComponent(user.id)}&limit=50`)).json()) as { posts: { _id: string; Images: string[]; Author: { Alias: string | null } }[] };
  await api.dispose();
  const withImages = posts.find((post) => post.Images.length > 0 && post.Author.Alias);
  expect(withImages, 'a demo coach post with images').toBeDefined();
  return { alias: withImages!.Author.Alias!, postPath: `/post/${withImages!._id}` };
}

/**
 * The card of a post in the feed on screen. Other journeys publish at the same time and may push it
 * past the first page: scrolls (loading older pages) until it shows.
 */
export async function feedCard(page: Page, text: string) {
  const target = page.getByTestId('post-card').filter({ hasText: text });
  await expect(async () => {
    if (!(await target.count())) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await target.scrollIntoViewIfNeeded();
  return target;
}
