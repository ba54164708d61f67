import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { appIsLive } from './support/app.ts';

const PASSWORD = 'un-mot-de-passe-solide';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Whether the member's main menu offers premium (it is hidden once the member has premium). */
async function menuOffersPremium(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu.getByRole('menuitem', { name: 'Parrainer un ami' })).toBeVisible();
  const offered = (await menu.getByRole('menuitem', { name: 'Passer Premium' }).count()) > 0;
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return offered;
}

test('staff grant premium and coins to a member, who has premium at once, then revoke it after confirming; then mute and lift', async ({ browser }) => {
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const email = uniqueEmail('granted');
  await signUp(memberPage, { name: 'Lucie Bénéficiaire', email, password: PASSWORD });
  expect(await menuOffersPremium(memberPage)).toBe(true);

  // The demo staff member reads the site in English (their language).
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signIn(page, DEMO.staff.email, DEMO.staff.password);
  await page.goto('/en/my-account/profile');
  await appIsLive(page);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Staff tools' }).click();
  await expect(page).toHaveURL('/en/my-account/staff');
  await expect(page.getByRole('heading', { name: 'Staff tools', level: 1 })).toBeVisible();
  // Background jobs whose retries are spent are listed below (none on a fresh server).
  const failedJobs = page.getByRole('region', { name: 'Failed jobs' });
  await expect(failedJobs.getByText('No failed jobs.')).toBeVisible();

  // Nobody: said under the field.
  const lookup = page.getByRole('searchbox', { name: "Member's email, alias or id" });
  await lookup.fill('nobody@example.com');
  await lookup.press('Enter');
  await expect(page.getByText('This member cannot be found.')).toBeVisible();
  await expectAccessible(page, 'the staff page, nobody found');

  // The member, by e-mail and keyboard: focus lands on them.
  await lookup.fill(email.toUpperCase());
  await lookup.press('Enter');
  const name = page.getByRole('heading', { name: 'Lucie Bénéficiaire', level: 2 });
  await expect(name).toBeFocused();
  await expect(page.getByTestId('staff-plan-badge')).toHaveText('In trial');
  await expect(page.getByText('No subscription.')).toBeVisible();
  await expectAccessible(page, 'the staff page with a member');

  // Premium until a day ahead (a day already over is refused first).
  const grantSubscription = page.getByRole('form', { name: 'Grant a subscription' });
  await grantSubscription.getByLabel('Tier').selectOption('INFINITE');
  await grantSubscription.getByLabel('Last day').fill(inDays(-3));
  await grantSubscription.getByRole('button', { name: 'Grant the subscription' }).click();
  await expect(grantSubscription.getByText('Choose a day that is not over yet.')).toBeVisible();
  await grantSubscription.getByLabel('Last day').fill(inDays(60));
  await grantSubscription.getByLabel('Last day').press('Enter');
  await expect(page.getByText('Subscription granted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-plan-badge')).toHaveText('Premium');
  await expect(page.getByTestId('staff-subscriptions')).toContainText('INFINITE');
  await expect(page.getByTestId('staff-subscriptions')).toContainText('granted by staff');

  // Coins with a note.
  const grantCoins = page.getByRole('form', { name: 'Credit coins' });
  await grantCoins.getByLabel('Number of coins').fill('300');
  await grantCoins.getByLabel('Reason').fill('Welcome gift');
  await grantCoins.getByRole('button', { name: 'Credit the coins' }).click();
  await expect(page.getByText('Coins credited', { exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-member-coins')).toHaveText('300 coins');

  // Who did what, and when.
  const history = page.getByTestId('staff-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('300 coins credited: “Welcome gift”');
  await expect(history.getByRole('listitem').first()).toContainText(`By ${DEMO.staff.name}`);
  await expect(history.getByRole('listitem').nth(1)).toContainText('INFINITE subscription granted until');

  // The member has premium straight away: the menu no longer offers it.
  await memberPage.reload();
  await appIsLive(memberPage);
  expect(await menuOffersPremium(memberPage)).toBe(false);

  // Revoking asks first; cancelling keeps it, confirming ends it.
  const revoke = page.getByRole('button', { name: /^Revoke the INFINITE subscription/ });
  await revoke.click();
  const question = page.getByRole('alertdialog', { name: 'Revoke this subscription?' });
  await expect(question).toBeVisible();
  await expectAccessible(page, 'the staff revocation question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(revoke).toBeFocused();
  await expect(page.getByTestId('staff-plan-badge')).toHaveText('Premium');
  await revoke.click();
  await question.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page.getByText('Subscription revoked', { exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-plan-badge')).toHaveText('In trial');
  await expect(history.getByRole('listitem').first()).toContainText('INFINITE subscription revoked');

  await memberPage.reload();
  await appIsLive(memberPage);
  expect(await menuOffersPremium(memberPage)).toBe(true);

  // Moderation: muted for 7 days, the member reads but is told they cannot write, until when.
  const restrict = page.getByRole('form', { name: 'Restrict or lift' });
  await restrict.getByLabel('Action').selectOption('mute');
  await restrict.getByLabel('Duration').selectOption('7');
  await restrict.getByLabel('Rule broken').selectOption({ label: 'Market manipulation' });
  await restrict.getByLabel('Facts, sent to the member with the decision').fill('Repeated misleading signals');
  await restrict.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText('Restriction saved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-restriction-status')).toContainText('Muted until');
  await expect(history.getByRole('listitem').first()).toContainText('Muted until');
  await memberPage.goto('/');
  await expect(memberPage.getByTestId('restriction-notice')).toContainText('vous pouvez lire, mais pas publier');
  await restrict.getByLabel('Action').selectOption('lift');
  await expect(restrict.getByLabel('Rule broken')).toHaveCount(0);
  await restrict.getByLabel('Facts, sent to the member with the decision').fill('Appeal granted');
  await restrict.getByRole('button', { name: 'Lift' }).click();
  await expect(page.getByTestId('staff-restriction-status')).toHaveText('No restriction');
  await memberPage.reload();
  await appIsLive(memberPage);
  await expect(memberPage.getByTestId('restriction-notice')).toHaveCount(0);

  await memberContext.close();
  await staffContext.close();
});

test('staff grant and revoke a licence', async ({ browser }) => {
  // A sign-up, then staff signing in, before the work itself: near 30 s with two workers on 2 cores.
  test.slow();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const email = uniqueEmail('licensed');
  await signUp(memberPage, { name: 'Kim Licence', email, password: PASSWORD });
  await memberContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.staff.email, DEMO.staff.password);
  // Straight to the page, as a bookmark would.
  await page.goto('/en/my-account/staff');
  await appIsLive(page);
  await page.getByRole('searchbox', { name: "Member's email, alias or id" }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Kim Licence', level: 2 })).toBeFocused();

  const grant = page.getByRole('form', { name: 'Grant a licence' });
  await grant.getByLabel('Product').selectOption('pro+');
  await grant.getByRole('button', { name: 'Grant the licence' }).click();
  await expect(page.getByText('Licence granted', { exact: true })).toBeVisible();
  const licences = page.getByTestId('staff-licences');
  await expect(licences).toContainText('pro+');
  await expect(licences).toContainText('no end date');
  await expectAccessible(page, 'the staff page in English with a licence');

  await page.getByRole('button', { name: 'Revoke the pro+ licence' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke this licence?' }).getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page.getByText('Licence revoked', { exact: true })).toBeVisible();
  await expect(licences).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'Revoke the pro+ licence' })).toHaveCount(0);
  await expect(page.getByTestId('staff-history').getByRole('listitem').first()).toContainText('pro+ licence revoked');
  await context.close();
});

test('a member who is not staff has no staff entry and finds no page there', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto('/my-account/profile');
  await appIsLive(page);
  await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Parrainage' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Outils de l'équipe" })).toHaveCount(0);
  await page.goto('/my-account/staff');
  await appIsLive(page);
  await expect(page.getByRole('heading', { name: 'Page introuvable', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});
