import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { appIsLive } from './support/app.ts';

/**
 * The premium demo member holds two licences (seeded): Pro Plus tied to XTB account 51234567, and
 * Scan not set up yet. The other demo members hold none. The development licence server accepts
 * every update; its refusals are covered by the API tests.
 */

const licenceCard = (page: Page, name: string) => page.getByTestId('licence-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Waits for what a reader sees: no start-up loader, no loading bar, no spinner. */
async function settled(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.getByTestId('app-loader')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('#main').getByRole('status')).toHaveCount(0);
}

async function openLicences(page: Page) {
  await signIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/my-account/licences');
  await appIsLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await settled(page);
}

test('the premium member ties a licence to another broker and MT4 account with the keyboard, and finds them after a reload', async ({ page }) => {
  await openLicences(page);
  const card = licenceCard(page, 'Pro Plus');
  const broker = card.getByLabel('Courtier');
  const account = card.getByLabel('Numéro de compte MT4');
  // Seeded with XTB and 51234567 (a retry of this test finds its own values: it moves to others).
  await expect(account).toHaveValue(/^\d{4,12}$/);
  const [target, brokerName] = (await broker.inputValue()) === 'ig' ? ['avatrade', 'AvaTrade'] : ['ig', 'IG'];
  const number = String(60_000_000 + (Date.now() % 10_000_000));
  await expectAccessible(page, 'the licences page with licences');

  // From the skip link into the page: the first licence's broker comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(broker).toBeFocused();
  // A closed select moves through its options with the arrow keys.
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let step = 0; step < 14 && (await broker.inputValue()) !== target; step += 1) await page.keyboard.press(key);
  }
  await expect(broker).toHaveValue(target);
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Licence mise à jour')).toBeVisible();
  // Sent from the field with Enter: the focus stays where the member typed.
  await expect(account).toBeFocused();

  await page.reload();
  await settled(page);
  await expect(licenceCard(page, 'Pro Plus').getByLabel('Courtier')).toHaveValue(target);
  await expect(licenceCard(page, 'Pro Plus').getByLabel('Numéro de compte MT4')).toHaveValue(number);

  // The product page says which account the licence is tied to now.
  await page.goto('/my-account/get-started/arya-pro');
  const state = page.getByTestId('product-licence-state');
  await expect(state.getByText('Vous possédez ce produit avec 1 licence :')).toBeVisible();
  await expect(state.getByTestId('product-licences')).toContainText(`Compte ${number} chez ${brokerName}`);
  await state.getByRole('link', { name: 'Gérer mes licences' }).click();
  await expect(page).toHaveURL('/my-account/licences');
});

test('an MT4 number that is not 4 to 12 digits is refused under its field, and nothing changes', async ({ page }) => {
  await openLicences(page);
  const card = licenceCard(page, 'Scan');
  await card.getByLabel('Courtier').selectOption('avatrade');
  const account = card.getByLabel('Numéro de compte MT4');
  await account.fill('12ab');
  await account.press('Enter');
  await expect(card.getByText('Vérifiez votre numéro de compte MT4 : de 4 à 12 chiffres.')).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'a licence with a refused MT4 number');
  await page.reload();
  await expect(page.getByTestId('app-loader')).toHaveCount(0);
  await expect(licenceCard(page, 'Scan').getByLabel('Courtier')).toHaveValue('');
  await expect(licenceCard(page, 'Scan').getByLabel('Numéro de compte MT4')).toHaveValue('');
});

test('the member downloads a software installer; a link that no longer works brings new ones with the download error', async ({ page }) => {
  await openLicences(page);
  await expect(page.getByText(/^Liens valables jusqu'au /)).toBeVisible();
  const proPlus = page.getByRole('link', { name: 'Télécharger Pro Plus' });
  await proPlus.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('arya-pro-plus-setup-DEVELOPMENT-PLACEHOLDER.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toContain('ARYA Pro Plus: DEVELOPMENT PLACEHOLDER');
  await expect(page).toHaveURL('/my-account/licences');

  // A link whose signature no longer matches (as one past its 24 hours) is turned down by the server.
  const fresh = await proPlus.getAttribute('href');
  await proPlus.evaluate((link: HTMLAnchorElement) => {
    link.href = link.href.replace(/signature=[^&]+/, 'signature=not-the-right-one');
  });
  await proPlus.click();
  const problem = page.getByTestId('download-problem');
  await expect(problem).toHaveText('Le téléchargement du logiciel a échoué. Ce lien de téléchargement a expiré. Un nouveau lien vous est proposé.');
  await expect(page).toHaveURL('/my-account/licences');
  await expect(page.getByRole('link', { name: 'Télécharger Pro Plus' })).toHaveAttribute('href', /signature=(?!not-the-right-one)/);
  expect(fresh).toMatch(/^\/api\/v1\/software\/pro-plus\/download\?expires=\d+&signature=/);
  await settled(page);
  await expectAccessible(page, 'the licences page after a failed download');
});

test('the brokers page lists the 13 brokers of the spec with their sign-up links', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto('/my-account/choose-a-broker');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un courtier' })).toBeVisible();
  await expect(page.getByTestId('broker-card')).toHaveCount(13);
  const signUps = page.getByRole('link', { name: /^Ouvrir un compte chez/ });
  await expect(signUps).toHaveCount(12);
  for (const link of await signUps.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByRole('link', { name: /Ouvrir un compte chez XTB/ })).toHaveAttribute('href', 'https://www.xtb.com/');
  await expect(page.getByTestId('broker-card').last()).toContainText('Autre courtier');
  await settled(page);
  await expectAccessible(page, 'the brokers page');
});

test('in English, for a member without licences: the brokers, a product page that leads to the shop, and the licences empty state', async ({ page }) => {
  // The staff demo member reads the site in English (a member's language wins on each page load).
  await signIn(page, DEMO.staff.email, DEMO.staff.password);
  await page.goto('/en/my-account/choose-a-broker');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a broker' })).toBeVisible();
  await expect(page.getByTestId('broker-card')).toHaveCount(13);
  await expect(page.getByRole('link', { name: /Open an account with IG.*\(opens in a new tab\)/ })).toHaveAttribute('href', 'https://www.ig.com/');

  await page.goto('/en/my-account/get-started/arya-essential');
  const state = page.getByTestId('product-licence-state');
  await expect(state.getByText('You do not own this product yet.')).toBeVisible();
  await expect(state.getByRole('link', { name: /Buy in the shop/ })).toHaveAttribute('target', '_blank');
  await settled(page);
  await expectAccessible(page, 'a product page the member does not own');

  await page.goto('/en/my-account/licences');
  await expect(page.getByTestId('licences-empty')).toContainText('No licence yet');
  await expect(page.getByRole('link', { name: /Ask for my virtual server/ })).toHaveAttribute('href', /^https:\/\//);
});

test("the products overview and a product page show the member's licence state", async ({ page }) => {
  await signIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/my-account/get-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes produits' })).toBeVisible();
  const scan = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Scan' }) });
  await expect(scan.getByText('Possédé')).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Essential' }) }).getByText('Non possédé')).toBeVisible();
  await scan.getByRole('link', { name: 'Voir Scan' }).click();

  await expect(page).toHaveURL('/my-account/get-started/arya-scan');
  await expect(page.getByRole('navigation', { name: 'Produits' }).getByRole('link', { name: 'Scan' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Scan analyse 20 actifs pour repérer les opportunités.')).toBeVisible();
  await expect(page.getByTestId('product-licence-state')).toContainText('Scan');
  await expect(page.getByTestId('product-licence-state')).toContainText('À configurer');
  await settled(page);
  await expectAccessible(page, 'a product page the member owns');
});
