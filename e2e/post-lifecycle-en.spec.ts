import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { acceptTerms, uniqueEmail } from './support/accounts.ts';
import { settleNewMember } from './support/new-member.ts';

const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'chart-green.png');

test('in English, a member writes a post with an image and a video link, edits it, then deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  const marker = `lifecycle-${Date.now().toString(36)}`;
  await page.goto('/en/register');
  await page.getByLabel('First and last name').fill('Owen Lifecycle');
  await page.getByLabel('Email address').fill(uniqueEmail('lifecycle'));
  await page.getByLabel('Password', { exact: true }).fill('a-solid-password');
  await page.getByLabel('Confirm password').fill('a-solid-password');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Scored in the browser first, which waits for the scorer's chunk on a page just opened.
  await expect(page).toHaveURL('/en/on-boarding', { timeout: 15_000 });
  await settleNewMember(page);
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'News feed' })).toBeVisible();

  // Write: text with a YouTube link and one uploaded image.
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Write a post' }).click();
  const writer = page.getByRole('dialog', { name: 'Write a post' });
  const text = writer.getByRole('textbox', { name: 'Post text' });
  await text.fill(`${marker} weekly outlook https://youtu.be/jNQXAC9IVRw`);
  await expect(writer.getByTitle('YouTube video preview')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await writer.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles(IMAGE);
  await expect(writer.getByRole('img', { name: 'Attached image 1' })).toBeVisible();
  await writer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your post is published.')).toBeVisible();
  await expect(writer).toBeHidden();

  const card = page.getByTestId('post-card').filter({ hasText: marker });
  await expect(card).toBeVisible();
  await expect(card.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/jNQXAC9IVRw/);
  await expect(card.locator('img[src^="/files/uploads/"]')).toHaveCount(1);
  await expect(card.locator('time')).toContainText('Today at');

  // Edit: the writer opens with the post, the image is kept without uploading it again.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/uploads') uploads += 1;
  });
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the post' });
  await expect(editor.getByRole('textbox', { name: 'Post text' })).toHaveValue(`${marker} weekly outlook https://youtu.be/jNQXAC9IVRw`);
  await editor.getByRole('textbox', { name: 'Post text' }).fill(`${marker} weekly outlook, updated after the close`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your post is updated.')).toBeVisible();
  await expect(card).toContainText('updated after the close');
  await expect(card.locator('iframe')).toHaveCount(0);
  await expect(card.locator('img[src^="/files/uploads/"]')).toHaveCount(1);
  await expect(card).toContainText('edited');
  expect(uploads).toBe(0);

  // Delete: the card stays, shown as deleted, also after a reload.
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted.')).toBeVisible();
  const deleted = page.getByTestId('post-card').filter({ hasText: 'This post was deleted.' }).first();
  await expect(deleted).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'News feed' })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
});
