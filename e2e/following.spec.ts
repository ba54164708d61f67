import { expect, test } from '@playwright/test';
import { DEMO, signUp, uniqueEmail } from './support/accounts.ts';

test('a new member follows a coach from "who to follow", reads the Following tab and the lists, then unfollows', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, { name: 'Nina Suiveuse', email: uniqueEmail('follow'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');

  // Someone who follows nobody is offered members to follow, coaches first.
  const suggestions = page.getByTestId('who-to-follow');
  await expect(suggestions.getByRole('heading', { name: 'Qui suivre' })).toBeVisible();
  const coachRow = suggestions.getByTestId('member-row').filter({ hasText: DEMO.coach.name });
  await expect(suggestions.getByTestId('member-row').first()).toContainText(DEMO.coach.name);

  // Followed with the keyboard alone: the button says so, and a toast names the coach.
  const follow = coachRow.getByRole('button', { name: `Suivre ${DEMO.coach.name}` });
  await follow.focus();
  await page.keyboard.press('Enter');
  const following = coachRow.getByRole('button', { name: `Abonné ${DEMO.coach.name}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Abonné : ${DEMO.coach.name}`)).toBeVisible();

  // The Following tab shows the coach's posts only.
  await page.getByTestId('home-tab-following').click();
  await expect(page).toHaveURL('/?feed=following');
  await expect(page.getByTestId('home-tab-following')).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  const authors = await page.getByTestId('post-card').getByTestId('post-author').allInnerTexts();
  expect(authors.length).toBeGreaterThan(0);
  for (const author of authors) expect(author).toContain(DEMO.coach.name);

  // On the coach's profile, the member is among the followers; the count goes down at once on unfollow.
  await page.getByTestId('post-author').first().click();
  const header = page.getByTestId('profile-header');
  await expect(header.getByRole('heading', { level: 1, name: DEMO.coach.name })).toBeVisible();
  const followers = header.getByTestId('profile-followers-count');
  const before = Number((await followers.innerText()).replace(/\D/g, ''));
  await followers.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Abonnés' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('member-row').first()).toContainText('Nina Suiveuse');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(followers).toBeFocused();

  await header.getByRole('button', { name: `Abonné ${DEMO.coach.name}` }).click();
  await expect(header.getByRole('button', { name: `Suivre ${DEMO.coach.name}` })).toHaveAttribute('aria-pressed', 'false');
  await expect(followers).toContainText(String(before - 1));
  await expect(page.getByText(`Désabonné : ${DEMO.coach.name}`)).toBeVisible();

  // And the Following tab is empty again, with a word on what it is for.
  await page.goto('/?feed=following');
  await expect(page.getByText('Les publications des membres que vous suivez apparaîtront ici.', { exact: false })).toBeVisible();
});

test('staff set a member trust score from the profile; members see it divided by 1,000, and only staff see the control', async ({ browser }) => {
  // Two browsers: more than the default time on a busy 2-core machine.
  test.setTimeout(60_000);
  const staffContext = await browser.newContext({ locale: 'en-US' });
  const staff = await staffContext.newPage();
  await staff.goto('/en/auth');
  await staff.getByLabel('Email address').fill(DEMO.staff.email);
  await staff.getByLabel('Password', { exact: true }).fill(DEMO.staff.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL('/en');
  await staff.goto('/en/u/sophie-martin-trading');
  const score = staff.getByLabel('Trust score (staff)');
  await score.fill('-3');
  await expect(staff.getByRole('button', { name: 'Save the score' })).toBeDisabled();
  await score.fill('12750');
  await score.press('Enter');
  await expect(staff.getByText('Trust score saved')).toBeVisible();
  await expect(staff.getByTestId('trust-score')).toHaveText('Trust score 12');

  const memberContext = await browser.newContext({ locale: 'fr-FR' });
  const member = await memberContext.newPage();
  await member.goto('/u/sophie-martin-trading');
  await expect(member.getByTestId('trust-score')).toHaveText('Score de confiance 12');
  await expect(member.getByLabel('Score de confiance (équipe)')).toHaveCount(0);
  await Promise.all([staffContext.close(), memberContext.close()]);
});
