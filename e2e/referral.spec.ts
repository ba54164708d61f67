import { expect, test } from '@playwright/test';
import { REFERRAL_COOKIE } from '../packages/core/src/referral/referral.constants.ts';
import { fillSignUp, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { settleNewMember } from './support/new-member.ts';
import { appIsLive } from './support/app.ts';

const PASSWORD = 'un-mot-de-passe-solide';

test('a member copies their referral link; a visitor who signs up through it, then verifies a phone, credits them', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const referrerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await referrerContext.newPage();
  await signUp(page, { name: 'Nina Parrain', email: uniqueEmail('referrer'), password: PASSWORD });

  // From the main menu, by keyboard.
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Parrainer un ami' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/my-account/referer-a-friend');
  await expect(page.getByRole('heading', { name: 'Parrainer un ami', level: 1 })).toBeVisible();
  await expect(page.getByTestId('referral-coins')).toHaveText(/^0 \/ 50\s000 coins$/);
  await expect(page.getByText('Personne ne s\'est encore inscrit avec votre lien.')).toBeVisible();
  await expectAccessible(page, 'the referral page, nobody referred yet');

  const field = page.getByRole('textbox', { name: 'Lien de parrainage' });
  await expect(field).toHaveAttribute('readonly', '');
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/register\\?ref=[a-z0-9-]+$`));
  await page.getByRole('button', { name: 'Copier le lien' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lien de parrainage copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A visitor opens the link in their own browser and signs up.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('button', { name: "S'inscrire" })).toBeVisible();
  await expect.poll(async () => (await visitorContext.cookies()).find((cookie) => cookie.name === REFERRAL_COOKIE)?.value).toBe(new URL(link).searchParams.get('ref'));
  await fillSignUp(visitor, { name: 'Omar Filleul', email: uniqueEmail('referred'), password: PASSWORD });
  await expect(visitor).toHaveURL('/on-boarding');
  // The profile is made: the cookie has done its job.
  await expect.poll(async () => (await visitorContext.cookies()).some((cookie) => cookie.name === REFERRAL_COOKIE)).toBe(false);

  // Signed up, phone not verified yet: listed, waiting.
  await page.reload();
  await appIsLive(page);
  const item = page.getByTestId('referral-item').filter({ hasText: 'Omar Filleul' });
  await expect(item).toContainText('En attente de la vérification du téléphone');
  await expect(page.getByText('1 ami inscrit')).toBeVisible();
  await expect(page.getByTestId('referral-coins')).toHaveText(/^0 \/ 50\s000 coins$/);

  // The phone verified (the code read from the dev outbox): the referrer earns their coins.
  await settleNewMember(visitor);
  await page.reload();
  await appIsLive(page);
  await expect(item).toContainText('+500 coins');
  await expect(page.getByTestId('referral-coins')).toHaveText(/^500 \/ 50\s000 coins$/);
  await expectAccessible(page, 'the referral page with a referral credited');

  await visitorContext.close();
  await referrerContext.close();
});

test('in English, the referral link leads to the English sign-up page', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { name: 'Sam Sponsor', email: uniqueEmail('referrer-en'), password: PASSWORD });
  // The member chooses English (the language follows the member from then on).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL('/en');
  await page.goto('/en/my-account/referer-a-friend');
  await appIsLive(page);
  await expect(page.getByRole('heading', { name: 'Refer a friend', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(new RegExp(`^${baseURL}/en/register\\?ref=[a-z0-9-]+$`));
  await expect(page.getByText('Nobody has signed up with your link yet.')).toBeVisible();
  await expectAccessible(page, 'the referral page in English');
  await context.close();
});
