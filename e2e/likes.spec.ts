import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, signUp, uniqueEmail } from './support/accounts.ts';
import { feedCard } from './support/posts.ts';

test('a member likes and unlikes a post: at once, on every copy of it, and as stored', async ({ page, browser, baseURL }) => {
  const marker = `likes-${Date.now().toString(36)}`;
  // Another member publishes, through their own API session.
  const other = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await other.post('/api/auth/sign-in/email', { data: { email: DEMO.premium.email, password: DEMO.premium.password } })).ok()).toBe(true);
  const created = await other.post('/api/v1/posts', { data: { text: `${marker} le CAC 40 au-dessus de 8000 ?` } });
  const post = (await created.json()) as { _id: string };

  await signUp(page, { name: 'Inès Cœur', email: uniqueEmail('likes'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  const mine = await feedCard(page, marker);
  const heart = mine.getByRole('button', { name: /^J'aime/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(mine.getByTestId('post-likes')).toHaveCount(0);

  // Keyboard alone: focus the heart and press Enter.
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('post-likes')).toHaveText('1');
  await expect(heart).toHaveAccessibleName("J'aime (1 j'aime)");

  // Stored: another member's like adds up, and a reload shows both.
  await expect.poll(async () => ((await (await other.get(`/api/v1/posts/${post._id}`)).json()) as { ReactionsCount: { Likes: number } }).ReactionsCount.Likes).toBe(1);
  expect((await other.put(`/api/v1/posts/${post._id}/like`)).ok()).toBe(true);
  await page.reload();
  await feedCard(page, marker);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('post-likes')).toHaveText('2');

  // Quick clicks never drift the count: three clicks end unliked, one like less.
  await heart.click();
  await heart.click();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(mine.getByTestId('post-likes')).toHaveText('1');
  await expect.poll(async () => ((await (await other.get(`/api/v1/posts/${post._id}`)).json()) as { ReactionsCount: { Likes: number } }).ReactionsCount.Likes).toBe(1);

  // The single post page and the feed show the same post: a like there is seen back in the feed.
  await mine.locator('time').locator('xpath=ancestor::a[1]').click();
  await expect(page).toHaveURL(`/post/${post._id}`);
  // The feed leaves once the post page has drawn its heading: then one card is on screen.
  await expect(page.getByRole('heading', { level: 1, name: /^Publication de / })).toBeVisible();
  const single = page.getByTestId('post-card');
  await expect(single).toHaveCount(1);
  await single.getByRole('button', { name: /^J'aime/ }).press('Space');
  await expect(single.getByTestId('post-likes')).toHaveText('2');
  await page.goBack();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('post-likes')).toHaveText('2');

  // A visitor sees the count and no heart button.
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const reader = await visitor.newPage();
  await reader.goto(`/post/${post._id}`);
  await expect(reader.getByTestId('post-likes')).toHaveText("2 j'aime");
  await expect(reader.getByRole('button', { name: /aime/ })).toHaveCount(0);
  await visitor.close();
  await other.dispose();
});
