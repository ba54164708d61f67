import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { demoCoachSample } from './support/posts.ts';

test('a member reports a post; staff see the count waiting in their header, open the queue by keyboard and find the case', async ({ browser }) => {
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, DEMO.member.email, DEMO.member.password);
  // One of the coach's posts, read by author: journeys running at once push the feed's first page on.
  const { postPath } = await demoCoachSample(new URL(memberPage.url()).origin);
  const postId = postPath.slice('/post/'.length);
  const report = await memberPage.request.post('/api/v1/reports', { headers: { origin: new URL(memberPage.url()).origin }, data: { item: { kind: 'post', id: postId }, category: 'spam', comment: 'Liens répétés.' } });
  // A second run finds the report still open: the case is there either way.
  expect([200, 409]).toContain(report.status());
  await memberContext.close();

  // The demo staff member reads the site in English (their language).
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signIn(page, DEMO.staff.email, DEMO.staff.password);
  const headerLink = page.getByTestId('header-moderation');
  await expect(headerLink).toHaveAccessibleName(/^Moderation: \d+ items? waiting$/);
  // The header may still settle (its count arrives) as the link takes the focus: Enter once it holds it.
  await expect(async () => {
    await headerLink.focus();
    await expect(headerLink).toBeFocused({ timeout: 1000 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/my-account/moderation', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Reports/, selected: true })).toBeVisible();
  const row = page.getByTestId('moderation-cases').getByRole('link').filter({ hasText: 'About Sophie Martin' }).filter({ hasText: 'Spam or advertising' }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the moderation queue');
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: /^Moderation( \d+ waiting)?$/ })).toHaveAttribute('aria-current', 'page');
  await staffContext.close();
});

test('a member who is not staff has no moderation link and no queue', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await expect(page.getByTestId('header-moderation')).toHaveCount(0);
  expect((await page.request.get('/api/v1/staff/moderation/size')).status()).toBe(403);
});
