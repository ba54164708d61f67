import { expect, type Page } from '@playwright/test';

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
