import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { createPost } from './support/posts.ts';
import { DEMO, signUp, uniqueEmail } from './support/accounts.ts';



const card = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

/** Other journeys publish at the same time: scrolls (loading older pages) until the card shows. */
async function scrollTo(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.count())) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await target.scrollIntoViewIfNeeded();
}

/** Scrolls to the bottom until the feed says there is nothing older. */
async function scrollToFeedEnd(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('feed-end')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('a member reads the home feed newest first and scrolls page after page to the end', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const marker = `feedread-${Date.now().toString(36)}`;
  await signUp(page, { name: 'Lina Pagination', email: uniqueEmail('feed'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  // One after the other, so each has its own creation time.
  for (let index = 1; index <= 25; index += 1) await createPost(page, baseURL!, `${marker} message numéro ${index}`);

  await page.reload();
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  const mine = page.getByTestId('post-card').filter({ hasText: marker });
  await expect(mine.first()).toContainText(`${marker} message numéro 25`);
  // A page holds 10 posts: the oldest ones are not loaded yet.
  await expect(page.getByTestId('post-text').filter({ hasText: new RegExp(`^${marker} message numéro 1$`) })).toHaveCount(0);
  expect(await page.getByTestId('post-card').count()).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('feed-end')).toHaveCount(0);

  await scrollToFeedEnd(page);
  const texts = await mine.getByTestId('post-text').allTextContents();
  expect(texts).toEqual(Array.from({ length: 25 }, (_, index) => `${marker} message numéro ${25 - index}`));
  await expect(page.getByTestId('feed-sentinel')).toHaveCount(0);

  // The card shows the author, the date and the counts (no heart at 0 likes).
  const newest = mine.first();
  await expect(newest.getByTestId('post-author')).toHaveText('Lina Pagination');
  await expect(newest.locator('time')).toContainText("Aujourd'hui à");
  await expect(newest.getByTestId('post-comments')).toHaveText('0 commentaire');
  await expect(newest.getByTestId('post-likes')).toHaveCount(0);
});

test('copy link, the author menu, another member menu, and a delete that keeps the card', async ({ page, context, baseURL }) => {
  const marker = `feedmenu-${Date.now().toString(36)}`;
  // Another member publishes first, through their own API session.
  const other = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  const signedIn = await other.post('/api/auth/sign-in/email', { data: { email: DEMO.premium.email, password: DEMO.premium.password } });
  expect(signedIn.ok()).toBe(true);
  const theirs = await other.post('/api/v1/posts', { data: { text: `${marker} le post de Marc, visible par tous` } });
  expect(theirs.ok(), await theirs.text()).toBe(true);
  await other.dispose();

  await signUp(page, { name: 'Hugo Auteur', email: uniqueEmail('feedmenu'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  const mine = await createPost(page, baseURL!, `${marker} mon post\navec une deuxième ligne et un lien https://example.com/analyse`);
  await page.reload();

  const myCard = card(page, `${marker} mon post`);
  await scrollTo(page, myCard);
  // Line breaks are kept and the address is a safe link.
  await expect(myCard.getByTestId('post-text')).toHaveCSS('white-space', 'pre-line');
  const link = myCard.getByRole('link', { name: 'https://example.com/analyse' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // Copy link, for everyone: the page address in the clipboard and a toast.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await myCard.getByRole('button', { name: 'Options de la publication' }).click();
  await page.getByRole('menuitem', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien de la publication copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/post/${mine._id}`);

  // Another member's post: copy link, report, and mute or block its author.
  const theirCard = card(page, `${marker} le post de Marc`);
  await scrollTo(page, theirCard);
  await expect(theirCard.getByTestId('post-author')).toHaveText(DEMO.premium.name);
  await theirCard.getByRole('button', { name: 'Options de la publication' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Copier le lien', 'Signaler', /Masquer @/, /Bloquer @/]);
  await page.keyboard.press('Escape');

  // The author's own post: copy link, edit and delete; edit opens the writer.
  await myCard.getByRole('button', { name: 'Options de la publication' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Copier le lien', 'Modifier', 'Supprimer']);
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.reload();
  await scrollTo(page, myCard);

  // Delete: confirm, a toast, and the card stays in the feed, shown as deleted and without a menu.
  await myCard.getByRole('button', { name: 'Options de la publication' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la publication ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Publication supprimée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const deleted = page.locator(`[data-post-id="${mine._id}"]`);
  await expect(deleted).toHaveAttribute('data-deleted', 'true');
  await expect(deleted).toHaveText('Cette publication a été supprimée.');
  await expect(deleted.getByRole('button')).toHaveCount(0);

  await page.reload();
  await scrollTo(page, deleted);
  await expect(deleted).toHaveText('Cette publication a été supprimée.');
});
