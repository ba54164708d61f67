import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { notificationsTab } from './support/notifications.ts';
import { createPost } from './support/posts.ts';

test('a member sees likes and comments arrive on the badge live, reads them and opens the comment', async ({ browser, baseURL }) => {
  // Two browsers: more than the default time on a busy 2-core machine.
  test.setTimeout(90_000);
  const marker = `notif-${Date.now().toString(36)}`;
  const authorContext = await browser.newContext({ locale: 'fr-FR' });
  const author = await authorContext.newPage();
  await signUp(author, { name: 'Nora Avis', email: uniqueEmail('notif'), password: 'un-mot-de-passe-solide' });
  await expect(author).toHaveURL('/');
  const post = await createPost(author, baseURL!, `${marker} l'or au plus haut de l'année`);
  const { tab, badge } = notificationsTab(author);
  await expect(tab).toBeVisible();
  await expect(badge).toHaveCount(0);

  // Another member, in another browser, likes the post and comments on it (a new member: cards
  // showing a demo member's comment would mislead other journeys looking for that member's posts).
  const otherName = 'Bruno Lecteur';
  const otherContext = await browser.newContext({ locale: 'fr-FR' });
  const other = await otherContext.newPage();
  await signUp(other, { name: otherName, email: uniqueEmail('notif-other'), password: 'un-mot-de-passe-solide' });
  await expect(other).toHaveURL('/');
  await other.goto(`/post/${post._id}`);
  const card = other.getByTestId('post-card');
  await card.getByTestId('like-button').click();
  await expect(card.getByTestId('post-likes')).toHaveText('1');

  // The author's badge counts it without a reload.
  await expect(badge).toHaveText('1');
  await expect(badge).toHaveAccessibleName('1 nouveauté');

  const comment = 'Belle analyse, je renforce aussi sur le métal jaune';
  const box = card.getByRole('textbox', { name: 'Écrire un commentaire' });
  await box.fill(comment);
  await box.press('Enter');
  await expect(card.getByTestId('comment').first()).toContainText(comment);
  await expect(badge).toHaveText('2');
  await expect(badge).toHaveAccessibleName('2 nouveautés');

  // The notifications page: newest first, both shown unread, and the badge goes away.
  await tab.click();
  await expect(author).toHaveURL('/notifications');
  await expect(author.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(author).toHaveTitle(/^Notifications/);
  const items = author.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`${otherName} a commenté votre publication`);
  await expect(items.nth(1)).toContainText(`${otherName} a aimé votre publication`);
  // Each says what it is about: the comment's words, the liked post's words.
  await expect(items.nth(0).getByTestId('notification-excerpt')).toHaveText(`« ${comment} »`);
  await expect(items.nth(1).getByTestId('notification-excerpt')).toHaveText(`« ${marker} l'or au plus haut de l'année »`);
  for (const item of [items.nth(0), items.nth(1)]) {
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText('Non lue');
  }
  await expect(badge).toHaveCount(0);

  // Read on the server: after a reload they are no longer unread, and the badge stays away.
  await author.reload();
  await expect(items).toHaveCount(2);
  await expect(author.locator('[data-testid="notification"][data-unread]')).toHaveCount(0);
  await expect(badge).toHaveCount(0);

  // The comment's notification opens the post at the comment, which takes the focus.
  await items.filter({ hasText: 'a commenté' }).click();
  await expect(author).toHaveURL(new RegExp(`/post/${post._id}/[\\w-]+$`));
  const shown = author.getByTestId('comment').filter({ hasText: comment });
  await expect(shown).toBeVisible();
  await expect(shown).toBeFocused();

  await authorContext.close();
  await otherContext.close();
});
