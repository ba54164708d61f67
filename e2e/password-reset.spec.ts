import { expect, test } from '@playwright/test';
import { fillSignIn, signUp, uniqueEmail } from './support/accounts.ts';

test('a member resets a forgotten password from the e-mailed link', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('reset');
  await signUp(page, { name: 'Paul Reset', email, password: 'ancien-mot-de-passe' });
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/password');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  // The development e-mail adapter keeps the message in the dev outbox.
  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  expect(messages[0]?.subject).toBe('Réinitialisation de votre mot de passe ARYA');
  const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/password\?token=/);
  // A password easy to guess is refused, with the reason, before the link is spent.
  await page.getByLabel('Nouveau mot de passe').fill('Motdepasse1');
  await page.getByLabel('Confirmez le mot de passe').fill('Motdepasse1');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(/^Ce mot de passe est trop facile à deviner\. .*Ajoutez des mots moins courants\./)).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe');
  await page.getByLabel('Confirmez le mot de passe').fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre mot de passe a été modifié. Vous pouvez vous connecter.');

  // The link works once only.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('Le lien de réinitialisation a expiré');

  await page.goto('/auth');
  await fillSignIn(page, email, 'ancien-mot-de-passe');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await fillSignIn(page, email, 'nouveau-mot-de-passe');
  await expect(page).toHaveURL('/');
});
