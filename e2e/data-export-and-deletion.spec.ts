import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { createPost } from './support/posts.ts';

// Issue 25's "done when": a member downloads their data and deletes their account, and can restore
// it within the grace period.
test('a member downloads a copy of their data, deletes their account, and restores it by signing in within the grace period', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? 'http://localhost:3100';
  const member = { name: 'Inès Départ', email: uniqueEmail('leave'), password: 'Ines-e2e-2026!' };
  await signUp(page, member);
  const text = `Mon dernier point sur le CAC 40 ${Date.now()}`;
  const post = await createPost(page, origin, text);

  // A copy of their data: asked for, prepared in the background, downloaded as a ZIP.
  await page.goto('/my-account/privacy');
  const exportSection = page.getByRole('region', { name: 'Télécharger mes données' });
  await exportSection.getByRole('button', { name: 'Préparer une copie de mes données' }).click();
  const download = exportSection.getByRole('link', { name: 'Télécharger (ZIP)' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'the privacy page with a ready copy');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  const archive = readFileSync(await file.path());
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  // The archive lists its files by name: the member's posts are in it.
  expect(archive.includes(Buffer.from('posts.json'))).toBe(true);

  // Deleting the account: the dialog says what happens, the password confirms, the member is signed out.
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte' });
  await expect(dialog.getByLabel('Les garder sous le nom « Membre supprimé »')).toBeChecked();
  await expectAccessible(page, 'the account deletion dialog');
  await dialog.getByLabel('Votre mot de passe').fill(member.password);
  await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(/La suppression de votre compte est programmée/)).toBeVisible();

  // Meanwhile, nobody reads their post.
  const reader = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await signIn(reader, DEMO.member.email, DEMO.member.password);
  await reader.goto(`/post/${post._id}`);
  await expect(reader.getByText(text)).toHaveCount(0);

  // Signing in within the grace period restores everything.
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByText('Bon retour ! Votre compte est rétabli : sa suppression est annulée.')).toBeVisible();
  await reader.reload();
  await expect(reader.getByText(text)).toBeVisible();
  await reader.context().close();
});
