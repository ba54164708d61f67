import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, signUp, uniqueEmail } from './support/accounts.ts';
import { feedCard } from './support/posts.ts';

test('a member shares by keyboard, is told when the original changed meanwhile, and never shares twice or their own', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const marker = `shares-${Date.now().toString(36)}`;
  // Another member publishes, through their own API session.
  const author = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await author.post('/api/auth/sign-in/email', { data: { email: DEMO.premium.email, password: DEMO.premium.password } })).ok()).toBe(true);
  const post = (await (await author.post('/api/v1/posts', { data: { text: `${marker} le Nasdaq reprend des couleurs` } })).json()) as { _id: string };

  await signUp(page, { name: 'Théo Relais', email: uniqueEmail('shares'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  const card = await feedCard(page, marker);
  const share = card.getByTestId('post-share');
  await expect(share).toHaveAccessibleName('Partager 0 partage');

  // Keyboard alone: open the share writer, write, but the author edits the post before it is sent.
  await share.focus();
  await page.keyboard.press('Enter');
  const writer = page.getByRole('dialog', { name: 'Partager le post' });
  await expect(writer.getByTestId('shared-post')).toContainText(`${marker} le Nasdaq reprend des couleurs`);
  const text = writer.getByRole('textbox', { name: 'Texte du post' });
  await expect(text).toBeFocused();
  await page.keyboard.type('Belle reprise, je surveille les 20 000');
  expect((await author.put(`/api/v1/posts/${post._id}`, { data: { text: `${marker} le Nasdaq reprend des couleurs (corrigé)` } })).ok()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(writer.getByRole('alert')).toHaveText("Le texte de la publication d'origine a changé depuis son chargement. Rechargez-la avant de la partager.");
  await page.keyboard.press('Escape');
  await writer.getByRole('alertdialog').getByRole('button', { name: 'Abandonner' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Loaded again, it shares: the share leads the feed, the original counts it and is not offered again.
  await page.reload();
  const fresh = await feedCard(page, `${marker} le Nasdaq reprend des couleurs (corrigé)`);
  await fresh.getByTestId('post-share').click();
  await page.getByRole('dialog', { name: 'Partager le post' }).getByRole('textbox', { name: 'Texte du post' }).fill('Belle reprise, je surveille les 20 000');
  await page.getByRole('dialog', { name: 'Partager le post' }).getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(page.getByText('Le post est partagé sur votre fil.')).toBeVisible();
  const mine = page.getByTestId('post-card').first();
  await expect(mine).toContainText('Belle reprise, je surveille les 20 000');
  await expect(mine.getByTestId('shared-post')).toContainText(`${marker} le Nasdaq reprend des couleurs (corrigé)`);
  await expect(mine.getByTestId('post-share')).toBeDisabled();
  const original = page.getByTestId('post-card').filter({ hasText: `${marker} le Nasdaq reprend des couleurs (corrigé)` }).filter({ hasNot: page.getByTestId('shared-post') });
  await expect(original.getByTestId('post-shares')).toHaveText('1 partage');
  await expect(original.getByTestId('post-share')).toBeDisabled();
  await expect(original.getByTestId('post-share')).toHaveAccessibleName('Vous avez déjà partagé ce post. 1 partage');

  // Stored: after a reload the original still says so.
  await page.reload();
  const reloaded = page.getByTestId('post-card').filter({ hasText: `${marker} le Nasdaq reprend des couleurs (corrigé)` }).filter({ hasNot: page.getByTestId('shared-post') });
  await expect(reloaded.getByTestId('post-shares')).toHaveText('1 partage');
  await expect(reloaded.getByTestId('post-share')).toBeDisabled();

  // A visitor sees the count only, no share button.
  const visitorPage = await page.context().browser()!.newPage({ locale: 'fr-FR' });
  await visitorPage.goto(`/post/${post._id}`);
  const visitorCard = visitorPage.getByTestId('post-card');
  await expect(visitorCard.getByTestId('post-shares')).toHaveText('1 partage');
  await expect(visitorCard.getByTestId('post-share')).toHaveCount(0);
  await visitorPage.close();
  await author.dispose();
});
