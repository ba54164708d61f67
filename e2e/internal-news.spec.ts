import { expect, test, type Browser } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';

const LOCKED = 'Vous avez découvert une fonctionnalité Premium';

async function memberPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

test('staff publish a news item in both languages from the back-office; GOLD members in French read it, others see it locked', async ({ browser }) => {
  // Three browsers on a busy 2-core machine.
  test.setTimeout(120_000);
  const title = `DAX : rebond attendu ${Date.now().toString(36)}`;
  const englishTitle = `DAX: a rebound ahead ${Date.now().toString(36)}`;
  const french = 'Le DAX rebondit sur son support des 19 300 points, achat limite au retest.';
  const english = 'The DAX bounces off its 19,300 support; limit buy on the retest.';

  // The staff member's language is English: the app and the back-office speak it.
  const staff = await memberPage(browser, DEMO.staff);
  await staff.page.getByRole('button', { name: 'Create' }).click();
  await staff.page.getByRole('menuitem', { name: 'Internal news' }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Back-office' });
  await expect(dialog).toBeVisible();
  const frame = staff.page.frameLocator('iframe[title="Internal news back-office"]');
  // The frame waits for the app's signal-send message (2 s after it loads) before showing the form.
  await frame.getByLabel('Title in French', { exact: true }).fill(title);
  await frame.getByLabel('Title in English', { exact: true }).fill(englishTitle);
  await frame.getByLabel('Instrument').fill('DAX');
  await frame.getByLabel('Trend').selectOption({ label: 'Bullish (buy)' });
  await frame.getByLabel('Entry').fill('19350');
  await frame.getByLabel('Contents in French').fill(french);
  await frame.getByLabel('Contents in English').fill(english);

  // Without an audience the form says so and publishes nothing.
  await frame.getByRole('button', { name: 'Publish' }).click();
  await expect(frame.getByText('Choose at least one plan and language.')).toBeVisible();
  await frame.getByLabel('Gold, French').check();
  await frame.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('News published: the feed is up to date.')).toBeVisible();
  await expect(frame.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await staff.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Staff read every news item: in English, its English title.
  await staff.page.goto('/en');
  const staffCard = staff.page.getByTestId('post-card').filter({ hasText: english });
  await expect(staffCard.getByTestId('news-title')).toHaveText(englishTitle);

  // A GOLD member reading in French reads it whole.
  const premium = await memberPage(browser, DEMO.premium);
  await premium.page.goto('/');
  const card = premium.page.getByTestId('post-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(french)).toBeVisible();
  await expect(card.getByTestId('news-title')).toHaveText(title);
  await expect(card.getByText('Achat', { exact: true })).toBeVisible();
  const postPath = await card.locator('a[href^="/post/"]').first().getAttribute('href');
  expect(postPath).toBeTruthy();

  // A trial member (SILVER) reads news, but this one is not for her plan: locked, its content never sent.
  const trial = await memberPage(browser, DEMO.member);
  await trial.page.goto(postPath as string);
  const locked = trial.page.getByTestId('post-card').first();
  await expect(locked.getByText(LOCKED)).toBeVisible();
  await expect(locked.getByRole('link', { name: 'En savoir plus' })).toBeVisible();
  // Neither the page (its first answers ride in the HTML) nor the API carries the content.
  for (const body of [await trial.page.content(), await (await trial.page.request.get(`/api/v1/posts/${(postPath as string).replace('/post/', '')}`)).text()]) {
    expect(body).not.toContain(french);
    expect(body).not.toContain(title);
  }

  for (const session of [staff, premium, trial]) await session.context.close();
});
