import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

const LOCKED = 'Vous avez découvert une fonctionnalité Premium';
/** A trading coach's idea of the demo data: for members with an active subscription only. */
const COACH_IDEA = 'DAX : achat sur cassure des 19 450';

/** Moves the focus with Tab alone until it reaches the target (as a keyboard user would). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a page afresh and waits for the start-up loader to go (it covers the page for a second). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('app-loader')).toHaveCount(0);
}

async function mainMenuEntries(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a member without premium buys the yearly plan with the keyboard, is premium at once, gets the invoice, then cancels and keeps premium until the end', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { name: 'Léa Achat', email: uniqueEmail('premium'), password: 'un-mot-de-passe-solide' });

  // A new member reads news in the trial, not the coaches' ideas; the menu offers premium.
  await open(page, '/ideas?coaches=true');
  await expect(page.getByText(LOCKED).first()).toBeVisible();
  await expect(page.getByText(COACH_IDEA)).toHaveCount(0);
  let menu = await mainMenuEntries(page);
  await expect(menu.getByRole('menuitem', { name: 'Passer Premium' })).toBeVisible();
  await page.keyboard.press('Escape');

  await open(page, '/my-account/arya-premium');
  await expect(page.getByRole('heading', { name: 'ARYA Premium', level: 1 })).toBeVisible();
  const plans = page.getByRole('region', { name: 'Les formules Premium' });
  await expect(plans.getByText('2,30 € / semaine')).toBeVisible();
  await expect(plans.getByText('11,30 € / semaine')).toBeVisible();
  await expect(plans.getByText('119,60 € facturés chaque année')).toBeVisible();
  await expect(plans.getByText('48,97 € facturés chaque mois')).toBeVisible();
  await expect(plans.getByText('Économisez 80 %')).toBeVisible();
  await expect(page.getByText(/^1\s000 coins offerts$/)).toBeVisible();
  await expect(page.getByText(/20 % de réduction sur les frais/)).toBeVisible();
  await expectAccessible(page, 'the premium page with its offers');

  // Keyboard only: Tab to the yearly plan's button, Enter; the development payment completes at once.
  const yearly = page.getByRole('button', { name: "Choisir l'offre annuelle" });
  await tabTo(page, yearly);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/my-account/order-subscription');
  await expect(page.getByText('Paiement reçu : merci !')).toBeVisible();
  // The payment page sent the browser back: the app started again, with its start-up loader.
  await expect(page.getByTestId('app-loader')).toHaveCount(0);

  const subscription = page.getByTestId('subscription').first();
  await expect(subscription.getByRole('heading', { name: 'Premium · Annuel' })).toBeVisible();
  await expect(subscription.getByText('Actif', { exact: true })).toBeVisible();
  await expect(subscription.getByText('119,60 € / an')).toBeVisible();
  await expect(subscription.getByText(/^Se renouvelle le \d{1,2} \S+ 20\d\d$/)).toBeVisible();
  const invoice = page.getByTestId('invoice').first();
  const number = (await invoice.getByRole('heading').textContent()) ?? '';
  expect(number).toMatch(/^ARYA-20\d\d-\d{6}$/);
  await expect(invoice.getByText('Payé', { exact: true })).toBeVisible();
  await expect(invoice.getByText('Annuel · 119,60 €')).toBeVisible();
  await expectAccessible(page, 'the orders page with a subscription and an invoice');

  // The invoice's PDF downloads under its number.
  const downloading = page.waitForEvent('download');
  await invoice.getByRole('link', { name: `Télécharger en PDF : facture ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect(readFileSync((await download.path()) as string).subarray(0, 5).toString()).toBe('%PDF-');

  // Premium now: no premium entry in the menus, and the coaches' ideas read whole.
  menu = await mainMenuEntries(page);
  await expect(menu.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Passer Premium' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Premium' })).toHaveCount(0);
  await open(page, '/ideas?coaches=true');
  await expect(page.getByTestId('post-card').filter({ hasText: COACH_IDEA }).getByText(/GER40/).first()).toBeVisible();

  // The premium page shows the plan instead of the offers.
  await open(page, '/my-account/arya-premium');
  await expect(page.getByRole('heading', { name: 'Votre abonnement' })).toBeVisible();
  await expect(page.getByText('Premium · Annuel')).toBeVisible();
  await expect(page.getByTestId('current-plan-detail')).toHaveText(/^Se renouvelle le /);
  await expect(page.getByRole('button', { name: "Choisir l'offre annuelle" })).toHaveCount(0);
  await expectAccessible(page, 'the premium page of a premium member');

  // Cancelling asks first; premium stays until the end of the year paid for.
  await page.getByRole('link', { name: 'Voir mes commandes et abonnements' }).click();
  await expect(page).toHaveURL('/my-account/order-subscription');
  const renews = (await subscription.getByText(/^Se renouvelle le /).textContent())?.replace('Se renouvelle le ', '');
  await subscription.getByRole('button', { name: 'Résilier' }).click();
  const question = page.getByRole('alertdialog', { name: 'Résilier votre abonnement ?' });
  await expect(question.getByText(`Il ne sera pas renouvelé. Vous gardez Premium jusqu'au ${renews}.`)).toBeVisible();
  await expectAccessible(page, 'the cancellation question');
  await question.getByRole('button', { name: "Résilier l'abonnement" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText(`Abonnement résilié : Premium reste actif jusqu'au ${renews}.`)).toBeVisible();
  await expect(subscription.getByText(`Prend fin le ${renews}`)).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Résilier' })).toHaveCount(0);
  await expect(subscription.getByRole('heading', { name: 'Premium · Annuel' })).toBeFocused();

  await open(page, '/my-account/order-subscription');
  menu = await mainMenuEntries(page);
  await expect(menu.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Passer Premium' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await open(page, '/my-account/arya-premium');
  await expect(page.getByTestId('current-plan-detail')).toHaveText(`Prend fin le ${renews}, sans renouvellement.`);
  await open(page, '/ideas?coaches=true');
  await expect(page.getByText(COACH_IDEA).first()).toBeVisible();
});

test('in English, billing details name each missing field, then are kept and shown again', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: 'Sam Billing', email: uniqueEmail('billing'), password: 'a-solid-password-2026' });
  // The member reads in English (as the language switch would set it).
  expect((await page.request.put('/api/v1/me/language', { data: { language: 'en' }, headers: { origin: new URL(page.url()).origin } })).status()).toBe(200);
  await open(page, '/en/my-account/order-subscription');
  await expect(page.getByRole('heading', { name: 'Orders and subscriptions', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no subscription yet.')).toBeVisible();
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Billing details' });
  await expect(form.getByLabel('Country')).toHaveValue('FR');

  await form.getByLabel('Country').selectOption('');
  await form.getByRole('button', { name: 'Save' }).click();
  for (const label of ['Address', 'Postal code', 'City', 'Country']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByText('This field is required.')).toHaveCount(4);
  await expect(form.getByLabel('Address')).toBeFocused();
  await expectAccessible(page, 'the billing details form with errors');

  await form.getByLabel('Address').fill('221B Baker Street');
  await form.getByLabel('Postal code').fill('NW1 6XE');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await form.getByLabel('Company (optional)').fill('Holmes & Co');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();

  await open(page, '/en/my-account/order-subscription');
  await expect(form.getByLabel('Address')).toHaveValue('221B Baker Street');
  await expect(form.getByLabel('Country')).toHaveValue('GB');
  await expect(form.getByLabel('Company (optional)')).toHaveValue('Holmes & Co');
  // The profile's address is the same one.
  await open(page, '/en/my-account/profile');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('221B Baker Street');
});
