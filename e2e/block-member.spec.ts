import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { createPost, feedCard } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

test('a member blocks another from a post card, neither sees the other any more, and the block is undone from the settings', async ({ browser, baseURL }) => {
  // Two new members in two browsers, on a busy 2-core machine.
  test.setTimeout(90_000);
  const marker = Date.now().toString(36);
  const nameA = `Alice Bloqueuse ${marker}`;
  const nameB = `Bruno Bloqué ${marker}`;

  const contextB = await browser.newContext({ locale: 'fr-FR' });
  const pageB = await contextB.newPage();
  await signUp(pageB, { name: nameB, email: uniqueEmail('block-b'), password: 'un-mot-de-passe-solide' });
  const postB = await createPost(pageB, baseURL!, `${marker} le post de Bruno`);
  const aliasB = postB.Author.Alias!;

  const contextA = await browser.newContext({ locale: 'fr-FR' });
  const pageA = await contextA.newPage();
  await signUp(pageA, { name: nameA, email: uniqueEmail('block-a'), password: 'un-mot-de-passe-solide' });
  const postA = await createPost(pageA, baseURL!, `${marker} le post d'Alice`);
  const aliasA = postA.Author.Alias!;

  // A opens the menu of B's post, and blocks B with the keyboard alone.
  await pageA.goto('/');
  await appIsLive(pageA);
  const cardB = await feedCard(pageA, `${marker} le post de Bruno`);
  const menuButton = cardB.getByRole('button', { name: 'Options de la publication' });
  await menuButton.focus();
  await pageA.keyboard.press('Enter');
  const block = pageA.getByRole('menuitem', { name: `Bloquer @${aliasB}` });
  await expect(pageA.getByRole('menuitem', { name: `Masquer @${aliasB}` })).toBeVisible();
  // The last entry: ArrowUp from the first wraps to it.
  await pageA.keyboard.press('ArrowUp');
  await expect(block).toBeFocused();
  await pageA.keyboard.press('Enter');
  const question = pageA.getByRole('alertdialog', { name: `Bloquer ${nameB} ?` });
  await expect(question).toContainText('ne pourra plus voir votre profil');
  const confirm = question.getByRole('button', { name: 'Bloquer', exact: true });
  await expect(async () => {
    await pageA.keyboard.press('Tab');
    await expect(confirm).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await pageA.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(pageA.getByText(`Vous avez bloqué ${nameB}.`)).toBeVisible();
  await expect(pageA.getByTestId('post-card').filter({ hasText: `${marker} le post de Bruno` })).toHaveCount(0);
  // The focus is not lost with the card: it lands on the page's main area.
  await expect(pageA.locator('#main')).toBeFocused();

  // B's profile says so, shows no post, and offers Unblock instead of Follow.
  await pageA.goto(`/u/${aliasB}`);
  await expect(pageA.getByTestId('block-notice')).toContainText('Vous bloquez ce membre');
  await expect(pageA.getByTestId('profile-header').getByRole('button', { name: `Débloquer ${nameB}` })).toBeVisible();
  await expect(pageA.getByTestId('follow-button')).toHaveCount(0);
  await expect(pageA.getByTestId('post-card')).toHaveCount(0);

  // For B, A does not exist any more: no profile, no post in the feed.
  await pageB.goto(`/u/${aliasA}`);
  await expect(pageB.getByRole('heading', { name: 'Membre introuvable' })).toBeVisible();
  await pageB.goto('/');
  await feedCard(pageB, `${marker} le post de Bruno`);
  // A's post is newer than B's: were it there, it would be on screen above it.
  await expect(pageB.getByTestId('post-card').filter({ hasText: `${marker} le post d'Alice` })).toHaveCount(0);

  // A unblocks B from the settings; B's post comes back in A's feed.
  await pageA.goto('/my-account/blocked');
  const blocked = pageA.getByRole('region', { name: 'Membres bloqués' });
  await blocked.getByRole('button', { name: `Débloquer ${nameB}` }).click();
  await expect(pageA.getByText(`Vous avez débloqué ${nameB}.`)).toBeVisible();
  await expect(blocked.getByText('Vous ne bloquez aucun membre.')).toBeVisible();
  await pageA.goto('/');
  await feedCard(pageA, `${marker} le post de Bruno`);

  await contextA.close();
  await contextB.close();
});
