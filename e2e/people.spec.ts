import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { createPost } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

const CHART = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'chart-indigo.png');

test('a member edits the profile and alias; another finds them misspelled, opens the profile, follows and unfollows; a visitor reads it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36).slice(-5);
  // A name nobody else in the database has, typed later without accents and with a typo.
  const lastName = `Lefèvre${suffix}`;
  const alias = `elodie-${suffix}`;

  const ownerContext = await browser.newContext({ locale: 'fr-FR' });
  const owner = await ownerContext.newPage();
  await signUp(owner, { name: 'Elo Temporaire', email: uniqueEmail('people'), password: 'un-mot-de-passe-solide' });
  await expect(owner).toHaveURL('/');
  await createPost(owner, baseURL!, `Mon premier point de marché ${suffix}, le CAC 40 hésite sous sa résistance`);

  // The profile form: names, job, biography, alias; a refused alias first, shown under its field.
  await owner.goto('/my-account/profile');
  await owner.getByLabel('Prénom').fill('Élodie');
  await owner.getByLabel('Nom', { exact: true }).fill(lastName);
  await owner.getByLabel('Métier').fill('Analyste actions');
  await owner.getByLabel('Biographie').fill('Je partage mes analyses du CAC 40 chaque semaine.');
  const aliasField = owner.getByLabel('Alias personnalisé');
  await aliasField.fill('elodie trading');
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(aliasField).toHaveAttribute('aria-invalid', 'true');
  await expect(aliasField).toHaveAccessibleDescription(/Seuls les lettres, les chiffres et les tirets sont autorisés/);
  await aliasField.fill(alias);
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByText('Profil enregistré')).toBeVisible();
  // The header shows the new name at once.
  await expect(owner.getByTestId('header-profile')).toContainText(`Élodie ${lastName}`);

  // A new picture: cut square by the server, shown in the header.
  await owner.locator('input[type="file"]').setInputFiles(CHART);
  await expect(owner.getByText('Photo de profil mise à jour.')).toBeVisible();
  await expect(owner.getByTestId('header-profile').locator('img')).toHaveAttribute('src', /\/files\/profile-images\//);

  // Another member searches "lefevre" + the suffix with a typo and no accent, from the header.
  const readerContext = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const reader = await readerContext.newPage();
  await signUp(reader, { name: 'Rémi Lecteur', email: uniqueEmail('people-reader'), password: 'un-mot-de-passe-solide' });
  await expect(reader).toHaveURL('/');
  const search = reader.getByRole('combobox', { name: 'Rechercher un membre' });
  await search.fill(`elodie lefevr${suffix}`);
  const option = reader.getByRole('option').filter({ hasText: `Élodie ${lastName}` });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Analyste actions');
  await expect(option).toContainText(`@${alias}`);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(reader).toHaveURL(`/u/${alias}`);

  const header = reader.getByTestId('profile-header');
  await expect(header.getByRole('heading', { level: 1, name: `Élodie ${lastName}` })).toBeVisible();
  await expect(header).toContainText('Je partage mes analyses du CAC 40 chaque semaine.');
  await expect(reader.getByTestId('post-card').first()).toContainText(`Mon premier point de marché ${suffix}`);
  const followers = header.getByTestId('profile-followers-count');
  await expect(followers).toContainText('0 abonné');
  await header.getByRole('button', { name: `Suivre Élodie ${lastName}` }).click();
  await expect(followers).toContainText('1 abonné');
  await expect(reader.getByText(`Abonné : Élodie ${lastName}`)).toBeVisible();
  await header.getByRole('button', { name: `Abonné Élodie ${lastName}` }).click();
  await expect(followers).toContainText('0 abonné');
  await expect(reader.getByText(`Désabonné : Élodie ${lastName}`)).toBeVisible();

  // A visitor opens the profile: first name only, the posts, and a follow that asks to sign in.
  const visitorContext = await browser.newContext({ locale: 'fr-FR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/u/${alias}`);
  const visitorHeader = visitor.getByTestId('profile-header');
  await expect(visitorHeader.getByRole('heading', { level: 1, name: 'Élodie', exact: true })).toBeVisible();
  await expect(visitor.getByTestId('post-card').first()).toContainText(`Mon premier point de marché ${suffix}`);
  await visitorHeader.getByRole('link', { name: 'Connectez-vous pour suivre Élodie' }).click();
  await expect(visitor).toHaveURL(/\/auth\?next=/);

  // The member goes private: the visitor then sees the name and picture only.
  await owner.goto('/my-account/profile');
  await appIsLive(owner);
  const isPublic = owner.getByRole('switch', { name: 'Rendre mon profil public' });
  await expect(isPublic).toBeChecked();
  await isPublic.focus();
  await owner.keyboard.press('Space');
  await expect(isPublic).not.toBeChecked();
  await owner.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(owner.getByText('Profil enregistré')).toBeVisible();
  await visitor.goto(`/u/${alias}`);
  await expect(visitor.getByTestId('private-profile')).toContainText('Ce profil est privé');
  await expect(visitor.getByTestId('post-card')).toHaveCount(0);
  await expect(visitorHeader.getByTestId('profile-followers-count')).toHaveCount(0);

  await Promise.all([ownerContext.close(), readerContext.close(), visitorContext.close()]);
});
