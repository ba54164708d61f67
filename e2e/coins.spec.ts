import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, fillSignUp, signIn, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { lastCodeTo, uniquePhone } from './support/new-member.ts';
import { appIsLive } from './support/app.ts';

async function pressUntilFocused(page: Page, key: string, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Tabs to a control and presses a key on it, as a keyboard user would. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await pressUntilFocused(page, 'Tab', target);
  await page.keyboard.press(key);
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('keyboard alone: a new member wins coins on the wheel, then finds them on the coins page and their balance in the header menu', async ({ page }) => {
  test.setTimeout(120_000);
  await fillSignUp(page, { name: 'Inès Pièces', email: uniqueEmail('coins'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  await appIsLive(page);

  await press(page, page.getByRole('button', { name: 'Commencer' }));
  await expect(page.getByRole('heading', { name: 'Parlez-nous de vous' })).toBeVisible();
  // A radio group is one Tab stop: the arrows choose within it.
  await pressUntilFocused(page, 'Tab', page.locator('input[name="generalKnowledge"]').first());
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('radio', { name: 'Limité' }), 8);
  await expect(page.getByRole('radio', { name: 'Limité' })).toBeChecked();
  await press(page, page.getByRole('checkbox', { name: 'Long terme' }), 'Space');
  await press(page, page.getByRole('checkbox', { name: 'Analyser les marchés' }), 'Space');
  await press(page, page.getByRole('checkbox', { name: 'Actions' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Valider mes réponses' }));

  await expect(page.getByRole('heading', { name: 'Faites tourner la roue' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Lancer la roue' }));
  const locked = page.getByRole('heading', { name: /^Vous avez gagné [\d\s\u202f\u00a0]+ coins? !$/ });
  await expect(locked).toBeVisible({ timeout: 15_000 });
  const won = digits(await locked.textContent());
  expect(Number(won)).toBeGreaterThan(0);

  await press(page, page.getByRole('button', { name: 'Vérifier mon téléphone' }));
  const dialog = page.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' });
  const phone = uniquePhone();
  await pressUntilFocused(page, 'Tab', dialog.getByLabel('Numéro de téléphone'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await page.keyboard.type(await lastCodeTo(page, phone));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const reward = page.getByRole('heading', { name: /^Bravo, vous avez gagné [\d\s\u202f\u00a0]+ coins? !$/ });
  await expect(reward).toBeVisible();
  await expect(page.getByText(/déjà sur votre compte\s: retrouvez-les? avec votre solde dans Mes coins/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes coins' })).toHaveAttribute('href', '/my-account/coins');
  await press(page, page.getByRole('link', { name: 'Découvrir mon fil' }));
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeFocused();

  // The header menu shows the balance; its entry leads to the coins page.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await pressUntilFocused(page, 'Shift+Tab', menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu' });
  // Its name carries the balance: "Mes coins, solde : 150".
  const coinsEntry = menu.getByRole('menuitem', { name: new RegExp(`^Mes coins\\s?, solde\\s:\\s${won.split('').join('[\\s\u202f\u00a0]?')}$`) });
  await pressUntilFocused(page, 'ArrowDown', coinsEntry, 15);
  expect(digits(await coinsEntry.getByTestId('menu-coins-balance').textContent())).toBe(won);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/my-account/coins');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes coins' })).toBeFocused();
  await expect(page.getByTestId('coins-balance')).toHaveText(/\d/);
  expect(digits(await page.getByTestId('coins-balance').textContent())).toBe(won);
  await expect(page.getByTestId('coins-locked')).toHaveCount(0);
  const entries = page.getByTestId('coins-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Roue de bienvenue');
  await expect(entries.first()).toContainText(/Aujourd'hui/);
  expect(digits(await entries.first().getByText(/^\+[\d\s\u202f\u00a0]+ coins?$/).textContent())).toBe(won);
  await expect(page.getByRole('heading', { name: /À quoi servent les coins/ })).toBeVisible();
  await expect(page.getByText(/ne peuvent pas encore être dépensés/)).toBeVisible();
  // The account navigation marks the page.
  await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes coins' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'the coins page');
});

test('in English, the coins page of a member with coins from several sources', async ({ page }) => {
  await signIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/en/my-account/coins');
  await expect(page.getByRole('heading', { level: 1, name: 'My coins' })).toBeVisible();
  await expect(page.getByTestId('coins-balance')).toHaveText(/^[\d,]+ coins?$/);
  await expect(page.getByRole('heading', { name: 'What are coins for?' })).toBeVisible();
  await expect(page.getByText(/They cannot be spent yet/)).toBeVisible();
});

test("a trial member reads the same thing everywhere: the trial opens the news, not the coaches' ideas", async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const status = page.getByTestId('plan-status');
  await expect(status).toContainText(/Essai des actualités premium : il vous reste \d+ jours?\./);
  await expect(status).toContainText('Il comprend les actualités Premium, pas les idées des coachs (réservées à ARYA Premium).');
  await expect(status.getByRole('link', { name: 'Lire les actualités' })).toHaveAttribute('href', '/ideas?type=news');
  await expect(status.getByRole('link', { name: 'Les idées des coachs avec Premium' })).toHaveAttribute('href', '/my-account/arya-premium');

  // The coaches' idea locked in the same feed says why: the trial does not cover it.
  const lock = page.getByTestId('locked-content').first();
  await expect(lock).toContainText("Votre essai gratuit comprend les actualités Premium, mais pas les idées des coachs");
  await expect(page.getByText('Passez à ARYA Premium pour y accéder')).toHaveCount(0);

  // The banner's news link opens the news the trial covers.
  await status.getByRole('link', { name: 'Lire les actualités' }).click();
  await expect(page).toHaveURL('/ideas?type=news');
  await expect(page.getByTestId('ideas-filters')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Écrire une idée' })).toBeVisible();
});

test('a member whose trial is over is told so on the ideas page, and is not offered to write an idea there', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Idées de trading' })).toBeVisible();
  await expect(page.getByTestId('premium-upsell')).toContainText("La page Idées est ouverte pendant l'essai gratuit et aux membres ARYA Premium. Votre essai est terminé");
  await expect(page.getByRole('main').getByRole('button', { name: 'Écrire une idée' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('plan-status').getByRole('link', { name: 'Découvrir ARYA Premium' })).toHaveAttribute('href', '/my-account/arya-premium');
});
