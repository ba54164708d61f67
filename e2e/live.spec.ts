import { expect, test } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { notificationsTab } from './support/notifications.ts';
import { createPost, feedCard } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

test('two members on the same post: comments, typing, replies, likes and a share arrive live for the other, with notifications', async ({ browser, baseURL }) => {
  // Two browsers through a long conversation: more than the default time on a busy 2-core machine.
  test.setTimeout(90_000);
  const marker = `live-${Date.now().toString(36)}`;
  const writerContext = await browser.newContext({ locale: 'fr-FR' });
  const writer = await writerContext.newPage();
  await signUp(writer, { name: 'Léo Direct', email: uniqueEmail('live'), password: 'un-mot-de-passe-solide' });
  await expect(writer).toHaveURL('/');
  const post = await createPost(writer, baseURL!, `${marker} le pétrole rebondit`);

  const readerContext = await browser.newContext({ locale: 'fr-FR' });
  const reader = await readerContext.newPage();
  await signIn(reader, DEMO.premium.email, DEMO.premium.password);
  await reader.goto(`/post/${post._id}`);
  const readerCard = reader.getByTestId('post-card');
  await expect(readerCard.getByTestId('post-comments')).toHaveText('0 commentaire');

  await writer.goto(`/post/${post._id}`);
  const writerCard = writer.getByTestId('post-card');
  const box = writerCard.getByRole('textbox', { name: 'Écrire un commentaire' });

  // Typing shows on the other side (once the writer's page follows the post: until then keystrokes
  // are not announced, so the writer types on), then the comment and its count arrive without a reload.
  let typed = 'Je pense que';
  await expect(async () => {
    typed += ' ';
    await box.fill(typed);
    await expect(reader.getByTestId('typing')).toHaveText('Léo Direct écrit un commentaire…', { timeout: 2_500 });
  }).toPass({ intervals: [500], timeout: 20_000 });
  await box.fill('Je pense que ça continue au-dessus de 80 $');
  await box.press('Enter');
  await expect(readerCard.getByTestId('comment').first()).toContainText('Je pense que ça continue au-dessus de 80 $');
  await expect(readerCard.getByTestId('post-comments')).toHaveText('1 commentaire');
  // Never twice on the writer's side.
  await expect(writerCard.getByTestId('comment')).toHaveCount(1);
  await expect(writerCard.getByTestId('post-comments')).toHaveText('1 commentaire');

  // The reader replies; the writer sees the reply count arrive and reads it.
  const thread = readerCard.getByTestId('comment').first();
  await thread.getByRole('button', { name: 'Répondre', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Répondre à Léo Direct' }).fill('Objectif 85 pour moi');
  await thread.getByRole('textbox', { name: 'Répondre à Léo Direct' }).press('Enter');
  const writerThread = writerCard.getByTestId('comment').first();
  await writerThread.getByRole('button', { name: 'Voir 1 réponse' }).click();
  await expect(writerThread.getByTestId('reply-list')).toContainText('Objectif 85 pour moi');

  // Likes: the reader likes the post and the comment; the writer's counts follow.
  await readerCard.getByTestId('like-button').click();
  await expect(writerCard.getByTestId('post-likes')).toHaveText('1');
  await thread.getByTestId('comment-like').first().click();
  await expect(writerThread.getByTestId('comment-likes').first()).toContainText("1 j'aime");

  // The reader shares the post: the writer opens with its preview, media off; the count arrives live.
  await readerCard.getByTestId('post-share').click();
  const dialog = reader.getByRole('dialog', { name: 'Partager le post' });
  await expect(dialog.getByTestId('shared-post')).toContainText(`${marker} le pétrole rebondit`);
  await expect(dialog.getByRole('button', { name: 'Ajouter des images' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Ajouter un GIF' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Texte du post' }).fill('À suivre de près cette semaine');
  await dialog.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(reader.getByText('Le post est partagé sur votre fil.')).toBeVisible();
  await expect(readerCard.getByTestId('post-shares')).toHaveText('1 partage');
  await expect(readerCard.getByTestId('post-share')).toBeDisabled();
  await expect(writerCard.getByTestId('post-shares')).toHaveText('1 partage');

  // The writer was told of the reply, the likes of the post and of the comment, and the share: the badge counts them live.
  const { badge } = notificationsTab(writer);
  await expect(badge).toHaveText('4');
  await writer.goto('/notifications');
  const items = writer.getByTestId('notification');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText('a partagé votre publication');

  // The share is first in the reader's feed, carrying the original.
  await reader.goto('/');
  const shareCard = reader.getByTestId('post-card').filter({ hasText: 'À suivre de près cette semaine' }).first();
  await expect(shareCard.getByTestId('shared-post')).toContainText(`${marker} le pétrole rebondit`);

  await writerContext.close();
  await readerContext.close();
});

test("counts follow live in the home feed: another member's like and comment, and a reply on a collapsed thread; one's own reply is never counted as hidden", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const marker = `feed-${Date.now().toString(36)}`;
  const writerContext = await browser.newContext({ locale: 'fr-FR' });
  const writer = await writerContext.newPage();
  await signUp(writer, { name: 'Lina Directe', email: uniqueEmail('feed-live'), password: 'un-mot-de-passe-solide' });
  await expect(writer).toHaveURL('/');
  const post = await createPost(writer, baseURL!, `${marker} le cuivre repart`);
  // The writer reads the home feed; the post's card stays on screen, its comments closed. Live
  // updates start once the page is the app's (what happens before is in the page the server drew).
  await writer.goto('/');
  await appIsLive(writer);
  const card = await feedCard(writer, `${marker} le cuivre repart`);
  await expect(card.getByTestId('post-likes')).toHaveCount(0);
  await expect(card.getByTestId('post-comments')).toHaveText('0 commentaire');

  const readerContext = await browser.newContext({ locale: 'fr-FR' });
  const reader = await readerContext.newPage();
  await signIn(reader, DEMO.premium.email, DEMO.premium.password);
  await reader.goto(`/post/${post._id}`);
  const readerCard = reader.getByTestId('post-card');

  // A like and a comment from the other browser reach the feed card without a reload.
  await readerCard.getByTestId('like-button').click();
  await expect(card.getByTestId('post-likes')).toHaveText('1');
  const box = readerCard.getByRole('textbox', { name: 'Écrire un commentaire' });
  await box.fill('Le cuivre suit la Chine');
  await box.press('Enter');
  await expect(card.getByTestId('post-comments')).toHaveText('1 commentaire');

  // The writer opens the comments in the feed; the thread stays collapsed while the reader replies: its count arrives.
  await card.getByTestId('post-comments').click();
  const thread = card.getByTestId('comment').filter({ hasText: 'Le cuivre suit la Chine' });
  await expect(thread).toBeVisible();
  const readerThread = readerCard.getByTestId('comment').filter({ hasText: 'Le cuivre suit la Chine' });
  await readerThread.getByRole('button', { name: 'Répondre', exact: true }).click();
  await readerThread.getByRole('textbox', { name: /^Répondre à / }).fill('Et du dollar');
  await readerThread.getByRole('textbox', { name: /^Répondre à / }).press('Enter');
  await expect(thread.getByTestId('more-replies')).toHaveText('Voir 1 réponse');
  await expect(thread.getByTestId('reply-list')).toHaveCount(0);

  // A second comment, without replies: the writer answers it; their reply shows, and nothing is said hidden.
  await box.fill('Objectif 4,60 $ la livre');
  await box.press('Enter');
  const second = card.getByTestId('comment').filter({ hasText: 'Objectif 4,60 $ la livre' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Répondre', exact: true }).click();
  await second.getByRole('textbox', { name: /^Répondre à / }).fill('Je vise plutôt 4,50');
  await second.getByRole('textbox', { name: /^Répondre à / }).press('Enter');
  await expect(second.getByTestId('reply-list')).toContainText('Je vise plutôt 4,50');
  await expect(second.getByTestId('more-replies')).toHaveCount(0);

  await writerContext.close();
  await readerContext.close();
});
