import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { acceptTerms, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { settleNewMember } from './support/new-member.ts';

/** The other devices say what they are: the security page names them from their User-Agent. */
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Presses a key until the target has the focus: the page is used with the keyboard alone. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Another browser (its own cookies) signed in as the member, through the French sign-in page or, quicker, as that page would. */
async function otherDevice(browser: Browser, email: string, password: string, userAgent: string, { throughPage = true, origin = '' } = {}): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  if (throughPage) {
    await signIn(page, email, password);
  } else {
    expect((await context.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email, password } })).status()).toBe(200);
  }
  return page;
}

/** Whether a browser is still signed in: a member page sends a signed-out one to the sign-in page. */
async function expectSignedOut(page: Page) {
  await page.goto('/my-account/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-account%2Fprofile/);
}

test('a member changes their password from the security page and signs out their other devices, with the keyboard alone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('security');
  await signUp(page, { name: 'Inès Clavier', email, password: 'un-mot-de-passe-solide' });
  const laptop = await otherDevice(browser, email, 'un-mot-de-passe-solide', FIREFOX_ON_MAC);

  await page.goto('/my-account/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Sécurité' })).toHaveAttribute('aria-current', 'page');
  const sessions = page.getByTestId('member-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('Cette session');
  await expect(sessions.nth(1)).toContainText('Firefox sur macOS');
  await expect(sessions.nth(1)).toContainText('Dernière activité');

  // A weak password: refused in the browser, with zxcvbn's reason in French.
  const current = page.getByLabel('Mot de passe actuel');
  const fresh = page.getByLabel('Nouveau mot de passe', { exact: true });
  await pressUntilFocused(page, 'Tab', current);
  await page.keyboard.type('un-mot-de-passe-solide');
  await page.keyboard.press('Tab');
  await expect(fresh).toBeFocused();
  await page.keyboard.type('soleil123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('soleil123');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Ce mot de passe est trop facile à deviner\. .*Ajoutez des mots moins courants\./)).toBeVisible();
  await expect(fresh).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the security page with a weak password refused');

  // A strong one, keeping the other devices signed in (the box ticked with the space bar). The
  // refused field has the focus back.
  await expect(fresh).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Lundi-soir-au-marché-42');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Lundi-soir-au-marché-42');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Garder mes autres sessions connectées' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a été changé.' })).toBeVisible();
  await expect(sessions).toHaveCount(2);

  // The laptop's session, signed out from here: the laptop is signed out.
  const signOutLaptop = page.getByRole('button', { name: 'Déconnecter la session Firefox sur macOS' });
  await pressUntilFocused(page, 'Tab', signOutLaptop);
  await page.keyboard.press('Enter');
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("Vous n'êtes connecté sur aucun autre appareil.")).toBeVisible();
  await expectSignedOut(laptop);

  // A change without keeping them signs the other devices out.
  const tablet = await otherDevice(browser, email, 'Lundi-soir-au-marché-42', SAFARI_ON_IPHONE);
  await page.reload();
  await expect(sessions).toHaveCount(2);
  await pressUntilFocused(page, 'Tab', current);
  await page.keyboard.type('Lundi-soir-au-marché-42');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mardi-matin-au-café-17');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mardi-matin-au-café-17');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a été changé et 1 autre session a été déconnectée.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(tablet);
  await expectAccessible(page, 'the security page after a change');

  // This device stays signed in.
  await page.goto('/my-account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await laptop.context().close();
  await tablet.context().close();
});

test('signing out every other session keeps this one, and the English page says it in English', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('everywhere');
  // An English-speaking member: the app shows a member's pages in their language.
  await page.goto('/en/register');
  await page.getByLabel('First and last name').fill('Theo Everywhere');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-solid-password');
  await page.getByLabel('Confirm password').fill('a-solid-password');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Scored in the browser first, which waits for the scorer's chunk on a page just opened.
  await expect(page).toHaveURL('/en/on-boarding', { timeout: 15_000 });
  await settleNewMember(page);
  const others = [
    await otherDevice(browser, email, 'a-solid-password', FIREFOX_ON_MAC, { throughPage: false, origin: baseURL! }),
    await otherDevice(browser, email, 'a-solid-password', SAFARI_ON_IPHONE, { throughPage: false, origin: baseURL! }),
  ];

  await page.goto('/en/my-account/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const sessions = page.getByTestId('member-session');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText('This session');
  await expect(sessions).toContainText(['This session', 'Safari on iOS', 'Firefox on macOS']);

  const everywhere = page.getByRole('button', { name: 'Sign out all other sessions' });
  await pressUntilFocused(page, 'Tab', everywhere);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Sign out the other sessions?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the sign-out-everywhere dialog');
  await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Sign out', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are not signed in on any other device.')).toBeVisible();
  for (const other of others) {
    await expectSignedOut(other);
    await other.context().close();
  }

  // A weak new password, in English.
  await page.getByLabel('Current password').fill('a-solid-password');
  await page.getByLabel('New password', { exact: true }).fill('Motdepasse1');
  await page.getByLabel('Confirm the new password').fill('Motdepasse1');
  await page.getByLabel('New password', { exact: true }).press('Enter');
  await expect(page.getByText(/^This password is too easy to guess\. .*Add more words that are less common\./)).toBeVisible();
});
