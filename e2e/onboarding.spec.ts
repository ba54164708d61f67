import { expect, test } from '@playwright/test';
import { acceptTerms, fillSignUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { lastCodeTo, uniquePhone } from './support/new-member.ts';
import { appIsLive } from './support/app.ts';

test('a new member answers the questions, spins the wheel, sees the coins locked, verifies a phone and sees them unlocked', async ({ page }) => {
  test.setTimeout(90_000);
  await fillSignUp(page, { name: 'Chloé Roue', email: uniqueEmail('onboarding'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  await appIsLive(page);
  // Any other page leads back here until the questions are answered or skipped.
  await page.goto('/ideas');
  await expect(page).toHaveURL('/on-boarding');
  await appIsLive(page);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur ARYA', level: 1 })).toBeVisible();
  await expectAccessible(page, 'onboarding, welcome');
  await page.getByRole('button', { name: 'Commencer' }).click();

  await expect(page.getByRole('heading', { name: 'Parlez-nous de vous' })).toBeVisible();
  // Sent empty: each question says what it needs, nothing is sent.
  await page.getByRole('button', { name: 'Valider mes réponses' }).click();
  await expect(page.getByText('Choisissez au moins une réponse.').first()).toBeVisible();
  await expectAccessible(page, 'onboarding, questions with errors');

  await page.getByRole('radio', { name: 'Limité' }).check();
  await page.getByRole('checkbox', { name: 'Long terme' }).check();
  await page.getByRole('checkbox', { name: 'Analyser les marchés' }).check();
  await page.getByRole('checkbox', { name: 'Actions' }).check();
  await page.getByRole('checkbox', { name: 'ETF' }).check();
  // "All markets" stands alone.
  await page.getByRole('checkbox', { name: 'Tous les marchés' }).check();
  await expect(page.getByRole('checkbox', { name: 'Actions' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ETF' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Valider mes réponses' }).click();

  await expect(page.getByRole('heading', { name: 'Faites tourner la roue' })).toBeVisible();
  await expectAccessible(page, 'onboarding, wheel');
  await page.getByRole('button', { name: 'Lancer la roue' }).click();

  const locked = page.getByRole('heading', { name: /^Vous avez gagné [\d\s\u202f\u00a0]+ coins? !$/ });
  await expect(locked).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/restent? bloqués? jusqu'à ce que vous vérifiiez votre numéro de téléphone/)).toBeVisible();
  const won = (await locked.textContent())?.match(/gagné ([\d\s\u202f\u00a0]+) coin/)?.[1]?.replace(/\D/g, '');
  expect(Number(won)).toBeGreaterThan(0);
  expect(Number(won)).toBeLessThanOrEqual(1000);
  await expectAccessible(page, 'onboarding, coins locked');

  await page.getByRole('button', { name: 'Vérifier mon téléphone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' });
  const phone = uniquePhone();
  await dialog.getByLabel('Numéro de téléphone').fill(phone);
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(await lastCodeTo(page, phone));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const reward = page.getByRole('heading', { name: /^Bravo, vous avez gagné [\d\s\u202f\u00a0]+ coins? !$/ });
  await expect(reward).toBeVisible();
  expect((await reward.textContent())?.replace(/\D/g, '')).toBe(won);
  await expect(page.getByText(/déjà sur votre compte/)).toBeVisible();
  await expectAccessible(page, 'onboarding, coins reward');

  await page.getByRole('button', { name: 'Découvrir mon fil' }).or(page.getByRole('link', { name: 'Découvrir mon fil' })).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Done: onboarding no longer takes the member back, and the wheel turns once.
  await page.goto('/ideas');
  await expect(page).toHaveURL('/ideas');
  const again = await page.request.post('/api/v1/me/onboarding/wheel', { headers: { origin: new URL(page.url()).origin } });
  expect(((await again.json()) as { coins: number }).coins).toBe(Number(won));
});

test('in English, a member who skips the questions goes to the feed and is not asked again', async ({ page }) => {
  await page.goto('/en/register');
  await page.getByLabel('First and last name').fill('Sam Skip');
  await page.getByLabel('Email address').fill(uniqueEmail('skip'));
  await page.getByLabel('Password', { exact: true }).fill('a-solid-password');
  await page.getByLabel('Confirm password').fill('a-solid-password');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Scored in the browser first, which waits for the scorer's chunk on a page just opened.
  await expect(page).toHaveURL('/en/on-boarding', { timeout: 15_000 });
  await page.getByRole('button', { name: /^Skip/ }).first().click();
  await expect(page).toHaveURL('/en');
  // The feed asks for the phone number (the member skipped the coins, not the check).
  await expect(page.getByRole('dialog', { name: 'Verify your phone number' })).toBeVisible();
  await page.goto('/en/ideas');
  await expect(page).toHaveURL('/en/ideas');
});
