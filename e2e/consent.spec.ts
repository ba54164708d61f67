import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';

/**
 * Consent before analytics (CNIL), on the consent project's own server (playwright.config.ts): a tag
 * manager container is configured there, GTM-E2ETEST for French pages. The tag manager's script is
 * answered here, empty, so nothing leaves the machine; every request to its host is counted.
 */
const TAG_MANAGER = 'https://www.googletagmanager.com/**';
const TEXT = {
  fr: { banner: 'Votre choix sur les cookies', accept: 'Tout accepter', refuse: 'Tout refuser', choose: 'Choisir', dialog: 'Gérer les cookies', analytics: "Mesure d'audience", save: 'Enregistrer mes choix' },
  en: { banner: 'Your choice on cookies', accept: 'Accept all', refuse: 'Refuse all', choose: 'Choose', dialog: 'Manage cookies', analytics: 'Audience measurement', save: 'Save my choices' },
} as const;

/** The tag manager requests the page makes (answered with an empty script). */
async function watchTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

const banner = (page: Page, language: 'fr' | 'en' = 'fr') => page.getByRole('region', { name: TEXT[language].banner });
const consentCookie = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'arya_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { analytics: boolean; id: string }) : undefined;
};

test('a visitor who refuses never loads the tag manager, across navigations, and the site works as before', async ({ page, context }) => {
  const requests = await watchTagManager(context);
  const recorded = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/v1/consents'));
  await page.goto('/auth');
  await expect(banner(page)).toBeVisible();
  // The banner leaves the focus where it is, and the form behind it is usable.
  await expect(page.locator('[data-testid="consent-banner"] :focus')).toHaveCount(0);
  await banner(page).getByRole('button', { name: TEXT.fr.refuse }).click();
  await expect(banner(page)).toBeHidden();
  expect(JSON.parse((await recorded).postData() ?? '{}')).toMatchObject({ analytics: false });
  expect(await consentCookie(context)).toMatchObject({ analytics: false });

  // A new page load, then another: the choice holds, the banner stays away, nothing is asked of Google.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
});

test('accepting loads exactly the tag manager once; withdrawing removes its cookies and it no longer loads', async ({ page, context }) => {
  const requests = await watchTagManager(context);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  // Nothing before a choice.
  expect(requests).toEqual([]);
  await banner(page).getByRole('button', { name: TEXT.fr.accept }).click();
  await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]).toBe(requests[0]);

  // What Google Analytics would have written, then the withdrawal from the settings (the footer's button sends this event).
  const host = new URL(page.url()).hostname;
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: host, path: '/' },
    { name: '_ga_E2ETEST', value: 'GS1.1.789', domain: host, path: '/' },
  ]);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('arya:consent-settings')));
  const dialog = page.getByRole('dialog', { name: TEXT.fr.dialog });
  const analytics = dialog.getByRole('switch', { name: TEXT.fr.analytics });
  await expect(analytics).toBeChecked();
  await dialog.getByText(TEXT.fr.analytics, { exact: true }).click();
  await expect(analytics).not.toBeChecked();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: TEXT.fr.save }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'))).toEqual([]);
  expect(await consentCookie(context)).toMatchObject({ analytics: false });
  expect(requests).toHaveLength(2);
  await expect(banner(page)).toBeHidden();
});

test('the keyboard alone reaches the three buttons, of the same weight, and uses them', async ({ page, context }) => {
  await watchTagManager(context);
  await page.goto('/auth');
  const region = banner(page);
  await expect(region).toBeVisible();
  const buttons = [TEXT.fr.accept, TEXT.fr.refuse, TEXT.fr.choose].map((name) => region.getByRole('button', { name }));
  // Same size and look: one class list, one height, one width.
  const looks = await Promise.all(buttons.map((button) => button.evaluate((element) => ({ className: element.className, width: Math.round(element.getBoundingClientRect().width), height: Math.round(element.getBoundingClientRect().height) }))));
  expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBe(1);

  // From the top of the page, a few Tabs reach them first, in order (the banner comes before the page in the tab order).
  for (let presses = 0; presses < 4 && !(await buttons[0]!.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(buttons[0]!).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(buttons[1]!).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(buttons[2]!).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TEXT.fr.dialog });
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole('switch', { name: TEXT.fr.analytics });
  await expect(analytics).not.toBeChecked();
  for (let presses = 0; presses < 4 && !(await analytics.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(analytics).toBeFocused();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await page.keyboard.press('Space');
  await expect(analytics).not.toBeChecked();
  // Then Cancel, then Save.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: TEXT.fr.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(region).toBeHidden();
  expect(await consentCookie(context)).toMatchObject({ analytics: false });

  // The refusal by keyboard, in a fresh visit.
  await context.clearCookies();
  await page.reload();
  await expect(region).toBeVisible();
  await buttons[1]!.focus();
  await page.keyboard.press('Enter');
  await expect(region).toBeHidden();
  expect(await consentCookie(context)).toMatchObject({ analytics: false });
});

for (const language of ['fr', 'en'] as const) {
  test(`the banner and the settings dialog have no serious accessibility problem (${language})`, async ({ page, context }) => {
    await watchTagManager(context);
    await page.goto(language === 'en' ? '/en/auth' : '/auth');
    await expect(banner(page, language)).toBeVisible();
    await expectAccessible(page, `consent banner (${language})`);
    await banner(page, language).getByRole('button', { name: TEXT[language].choose }).click();
    await expect(page.getByRole('dialog', { name: TEXT[language].dialog })).toBeVisible();
    await expectAccessible(page, `consent dialog (${language})`);
  });
}
