import { expect, test, type Page } from '@playwright/test';
import { createPost, type CreatedPost } from './support/posts.ts';
import { appIsLive } from './support/app.ts';
import { DEMO, fillSignIn, signUp, uniqueEmail } from './support/accounts.ts';



/** A member signs up and publishes two posts; answers the newest one. */
async function publishAsNewMember(page: Page, baseURL: string, marker: string): Promise<CreatedPost> {
  await signUp(page, { name: 'Nora Lefèvre', email: uniqueEmail('visitor'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  await createPost(page, baseURL, `${marker} premier post : mes objectifs de la semaine`);
  return createPost(page, baseURL, `${marker} l'EUR/USD teste sa résistance\nAnalyse complète demain.`);
}

test('a visitor opens a shared post: first name only, no member actions, an invitation to join', async ({ page, browser, baseURL }) => {
  const marker = `visitor-${Date.now().toString(36)}`;
  const post = await publishAsNewMember(page, baseURL!, marker);

  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const reader = await visitor.newPage();
  await reader.goto(`/post/${post._id}`);
  const cardView = reader.getByTestId('post-card');
  await expect(cardView).toContainText(`${marker} l'EUR/USD teste sa résistance`);
  // Visitors see the first name only.
  await expect(cardView.getByTestId('post-author')).toHaveText('Nora');
  await expect(reader.getByText(/lefèvre/i)).toHaveCount(0);
  await expect(reader).toHaveTitle('Publication de Nora · ARYA');

  // No like, comment box or share control, no edit or delete: copy link and report in the menu. The
  // comments show, to read.
  await expect(cardView.getByRole('button', { name: /aime|partag|envoyer|répondre/i })).toHaveCount(0);
  await expect(cardView.getByRole('textbox')).toHaveCount(0);
  await expect(cardView.getByTestId('post-comments')).toHaveAttribute('aria-expanded', 'true');
  await cardView.getByRole('button', { name: 'Options de la publication' }).click();
  await expect(reader.getByRole('menuitem')).toHaveText(['Copier le lien', 'Signaler']);
  // A visitor may report illegal content (a DSA notice is open to anyone): the law, an address, good faith.
  await reader.getByRole('menuitem', { name: 'Signaler' }).click();
  const notice = reader.getByRole('dialog', { name: 'Signaler cette publication' });
  await expect(notice.getByLabel('Motif')).toHaveValue('illegal');
  await notice.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(notice.getByText('Indiquez la loi que ce contenu enfreint.')).toBeVisible();
  await notice.getByLabel('Loi ou règle enfreinte').fill('Code monétaire et financier, art. L465-3-1');
  await notice.getByLabel('Votre adresse e-mail').fill(uniqueEmail('notice'));
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(reader.getByText('Signalement reçu.', { exact: false })).toBeVisible();
  await expect(notice).toBeHidden();

  // Sign in or sign up, then back to this post.
  const invite = reader.getByTestId('visitor-invite');
  const next = encodeURIComponent(`/post/${post._id}`);
  await expect(invite.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', `/register?next=${next}`);
  await expect(invite.getByRole('link', { name: "J'ai déjà un compte" })).toHaveAttribute('href', `/auth?next=${next}`);

  // The same page in English.
  await reader.goto(`/en/post/${post._id}`);
  await expect(reader.getByTestId('post-card').getByTestId('post-author')).toHaveText('Nora');
  await expect(reader.getByTestId('visitor-invite').getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', `/en/auth?next=${encodeURIComponent(`/en/post/${post._id}`)}`);

  // Opening an English page made English this visitor's language (its cookie): back to French as a new visitor.
  // The app writes its cookies once it runs, after the page is painted: it is waited for first.
  await appIsLive(reader);
  await visitor.clearCookies();

  // Unknown posts have a clear not-found state.
  await reader.goto('/post/nobody/nothing');
  await expect(reader.getByRole('heading', { name: 'Publication introuvable' })).toBeVisible();

  // Signing in from the invitation comes back to the post, now with the author's full name.
  await reader.goto(`/post/${post._id}`);
  await reader.getByTestId('visitor-invite').getByRole('link', { name: "J'ai déjà un compte" }).click();
  await fillSignIn(reader, DEMO.member.email, DEMO.member.password);
  await expect(reader).toHaveURL(`/post/${post._id}`);
  await expect(reader.getByTestId('post-card').getByTestId('post-author')).toHaveText('Nora Lefèvre');
  await expect(reader.getByTestId('visitor-invite')).toHaveCount(0);
  await visitor.close();
});

test('the served HTML of a post carries its link preview tags', async ({ page, request, baseURL }) => {
  const marker = `og-${Date.now().toString(36)}`;
  const post = await publishAsNewMember(page, baseURL!, marker);
  const response = await request.get(`/post/${post._id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title" content="Nora sur ARYA" />');
  expect(html).toContain(`<meta property="og:description" content="${marker} l'EUR/USD teste sa résistance Analyse complète demain." />`);
  expect(html).toContain('<meta name="twitter:card" content="summary" />');
});

test('a visitor follows a coach from a post to the public profile that lists their posts', async ({ browser, playwright, baseURL }) => {
  const marker = `coach-${Date.now().toString(36)}`;
  const coach = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await coach.post('/api/auth/sign-in/email', { data: { email: DEMO.coach.email, password: DEMO.coach.password } })).ok()).toBe(true);
  const older = await coach.post('/api/v1/posts', { data: { text: `${marker} le plan de la semaine sur l'or` } });
  expect(older.ok(), await older.text()).toBe(true);
  const created = await coach.post('/api/v1/posts', { data: { text: `${marker} EUR/USD : entrée validée, stop sous 1,0820` } });
  expect(created.ok(), await created.text()).toBe(true);
  const post = (await created.json()) as CreatedPost;
  await coach.dispose();

  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const reader = await visitor.newPage();
  await reader.goto(`/post/${post._id}`);
  const cardView = reader.getByTestId('post-card');
  await expect(cardView.getByTestId('coach-badge')).toHaveText('Coach de trading');
  // A coach's name links to the profile (first name only for visitors).
  await cardView.getByRole('link', { name: 'Sophie', exact: true }).click();
  await expect(reader).toHaveURL(`/u/${post.Author.Alias}`);

  const header = reader.getByTestId('profile-header');
  await expect(header.getByRole('heading', { name: 'Sophie', exact: true })).toBeVisible();
  await expect(header.getByTestId('coach-badge')).toBeVisible();
  await expect(header).toContainText('Dix ans de marchés des changes');
  await expect(reader).toHaveTitle('Profil de Sophie · ARYA');
  const mine = reader.getByTestId('post-card').filter({ hasText: marker });
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText(`${marker} EUR/USD`);
  await expect(mine.nth(1)).toContainText(`${marker} le plan de la semaine`);
  await expect(reader.getByTestId('visitor-invite')).toBeVisible();

  await reader.goto('/u/personne-de-ce-nom');
  await expect(reader.getByRole('heading', { name: 'Membre introuvable' })).toBeVisible();
  await visitor.close();
});
