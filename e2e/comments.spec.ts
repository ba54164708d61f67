import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, signUp, uniqueEmail } from './support/accounts.ts';
import { feedCard } from './support/posts.ts';

test('a member comments from the feed, edits and deletes with the keyboard; a visitor reads the comments', async ({ page, browser, baseURL }) => {
  const marker = `comments-${Date.now().toString(36)}`;
  const other = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await other.post('/api/auth/sign-in/email', { data: { email: DEMO.premium.email, password: DEMO.premium.password } })).ok()).toBe(true);
  const post = (await (await other.post('/api/v1/posts', { data: { text: `${marker} vos avis sur l'or ?` } })).json()) as { _id: string };
  await other.post(`/api/v1/posts/${post._id}/comments`, { data: { text: 'Je pense que ça monte.' } });

  let dialogs = 0;
  page.on('dialog', (dialog) => ((dialogs += 1), void dialog.dismiss()));
  await signUp(page, { name: 'Paul Commentaire', email: uniqueEmail('comments'), password: 'un-mot-de-passe-solide' });
  const mine = await feedCard(page, marker);
  const toggle = mine.getByTestId('post-comments');
  await expect(toggle).toHaveText('1 commentaire');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(mine.getByTestId('comment')).toHaveText([/Je pense que ça monte\./]);

  // Enter sends; the new comment comes first and the count follows.
  const box = mine.getByRole('textbox', { name: 'Écrire un commentaire' });
  await box.fill('  Plutôt une consolidation <script>alert(1)</script><b>à mon avis</b>  ');
  await box.press('Enter');
  await expect(mine.getByTestId('comment').first()).toContainText('Plutôt une consolidation à mon avis');
  await expect(mine.getByTestId('comment').first().locator('b')).toHaveText('à mon avis');
  await expect(toggle).toHaveText('2 commentaires');
  await expect(box).toHaveValue('');

  // Shift+Enter is a new line, Escape empties the box.
  await box.fill('brouillon');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('brouillon\n');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  // The owner edits by keyboard: Enter saves; Escape leaves the edit box unchanged.
  const own = mine.getByTestId('comment').first();
  await own.getByRole('button', { name: 'Options du commentaire' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const edit = own.getByRole('textbox', { name: 'Modifier le commentaire' });
  await expect(edit).toBeFocused();
  await edit.press('Escape');
  await expect(own).toContainText('Plutôt une consolidation');
  await own.getByRole('button', { name: 'Options du commentaire' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await own.getByRole('textbox', { name: 'Modifier le commentaire' }).fill('Consolidation sous 2400 $');
  await own.getByRole('textbox', { name: 'Modifier le commentaire' }).press('Enter');
  await expect(own).toContainText('Consolidation sous 2400 $');
  await expect(own).toContainText('modifié');
  // Another's comment: its link, report, and mute or block its author; no edit or delete.
  await mine.getByTestId('comment').nth(1).getByRole('button', { name: 'Options du commentaire' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Copier le lien', 'Signaler', /Masquer @/, /Bloquer @/]);
  await page.keyboard.press('Escape');

  // A visitor reads the post's comments on its page, first names only, without a comment box.
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const reader = await visitor.newPage();
  await reader.goto(`/post/${post._id}`);
  await expect(reader.getByTestId('comment')).toHaveCount(2);
  await expect(reader.getByTestId('comment-author')).toHaveText(['Paul', 'Marc']);
  await expect(reader.getByRole('textbox')).toHaveCount(0);

  // Deleting keeps the comment's place, shown as deleted, and uncounts it.
  await own.getByRole('button', { name: 'Options du commentaire' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer ce commentaire ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(mine.getByTestId('comment').first()).toHaveText('Ce commentaire a été supprimé.');
  await expect(toggle).toHaveText('1 commentaire');
  await reader.reload();
  await expect(reader.getByTestId('comment').first()).toHaveText('Ce commentaire a été supprimé.');

  expect(dialogs).toBe(0);
  await visitor.close();
  await other.dispose();
});

test('a member replies to a comment and likes a reply; all replies load at once', async ({ page, baseURL }) => {
  const marker = `replies-${Date.now().toString(36)}`;
  const other = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await other.post('/api/auth/sign-in/email', { data: { email: DEMO.coach.email, password: DEMO.coach.password } })).ok()).toBe(true);
  const post = (await (await other.post('/api/v1/posts', { data: { text: `${marker} question du jour` } })).json()) as { _id: string };
  const comment = (await (await other.post(`/api/v1/posts/${post._id}/comments`, { data: { text: 'Qui achète ?' } })).json()) as { _id: string };
  const repliesUrl = `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}/replies`;
  await other.post(repliesUrl, { data: { text: 'Première réponse' } });
  await other.post(repliesUrl, { data: { text: 'Deuxième réponse' } });

  await signUp(page, { name: 'Zoé Réponse', email: uniqueEmail('replies'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.goto(`/post/${post._id}`);
  const thread = page.getByTestId('comment').filter({ hasText: 'Qui achète ?' });
  await thread.getByRole('button', { name: 'Voir 2 réponses' }).click();
  const replies = thread.getByTestId('reply-list').getByTestId('comment');
  await expect(replies).toHaveText([/Deuxième réponse/, /Première réponse/]);
  await expect(thread.getByRole('button', { name: /Voir \d réponse/ })).toHaveCount(0);

  // Reply opens the form; Enter sends; the reply comes first.
  await thread.getByRole('button', { name: 'Répondre', exact: true }).click();
  const box = thread.getByRole('textbox', { name: 'Répondre à Sophie Martin' });
  await expect(box).toBeFocused();
  await box.fill('Moi, au-dessus de 2400');
  await box.press('Enter');
  await expect(replies.first()).toContainText('Moi, au-dessus de 2400');
  await expect(replies).toHaveCount(3);
  await expect(thread.getByRole('textbox', { name: 'Répondre à Sophie Martin' })).toHaveCount(0);

  // Like a reply: once, counted, and stored.
  const second = replies.filter({ hasText: 'Deuxième réponse' });
  await second.getByTestId('comment-like').click();
  await expect(second.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByTestId('comment-likes')).toContainText("1 j'aime");
  await page.reload();
  await thread.getByRole('button', { name: 'Voir 3 réponses' }).click();
  await expect(replies.filter({ hasText: 'Deuxième réponse' }).getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
  await other.dispose();
});

test('a shared link to a reply opens the post scrolled to it, its replies shown', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email: DEMO.coach.email, password: DEMO.coach.password } })).ok()).toBe(true);
  const post = (await (await api.post('/api/v1/posts', { data: { text: `lien-${Date.now().toString(36)} un fil très long` } })).json()) as { _id: string };
  let target = '';
  for (let index = 1; index <= 12; index += 1) {
    const comment = (await (await api.post(`/api/v1/posts/${post._id}/comments`, { data: { text: `Commentaire numéro ${index}` } })).json()) as { _id: string };
    if (index === 2) {
      const reply = (await (await api.post(`/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}/replies`, { data: { text: 'La réponse partagée' } })).json()) as { _id: string };
      target = reply._id;
    }
  }
  // Comment 2 is on the second page of comments (7 a page, newest first).
  await page.goto(`/post/${target}`);
  const reply = page.getByTestId('reply-list').getByTestId('comment').filter({ hasText: 'La réponse partagée' });
  await expect(reply).toBeInViewport();
  await expect(reply).toBeFocused();
  await expect(page.getByTestId('comment').filter({ hasText: 'Commentaire numéro 2' }).first()).toBeVisible();
  await api.dispose();
});
