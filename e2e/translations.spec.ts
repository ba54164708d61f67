import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { appIsLive } from './support/app.ts';
import { expectAccessible } from './support/axe.ts';
import { E2E_TRANSLATIONS } from './support/translation-sentences.ts';

interface Written {
  _id: string;
  TextLocalizations: { en?: string };
}

/** An API session of a demo member (state-changing calls carry the site's Origin). */
async function apiAs(baseURL: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } })).ok()).toBe(true);
  return api;
}

async function write(api: APIRequestContext, url: string, data: object): Promise<Written> {
  const response = await api.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Written;
}

test('an English reader switches a French post, comment and idea to their translation and back; a French reader is offered none', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { post: postText, comment: commentText, ideaTitle, ideaText } = E2E_TRANSLATIONS;

  // A coach writes in French: a post, and an idea for premium members; a member comments the post.
  const coach = await apiAs(baseURL!, DEMO.coach);
  const member = await apiAs(baseURL!, DEMO.member);
  const post = await write(coach, '/api/v1/posts', { text: postText.fr });
  await write(member, `/api/v1/posts/${post._id}/comments`, { text: `<p>${commentText.fr}</p>` });
  // A member's idea (not a coach's: those are for premium members) that any member reads.
  const idea = await write(member, '/api/v1/ideas', {
    type: 'idea',
    title: ideaTitle.fr,
    description: ideaText.fr,
    levels: { sell: false, assetType: 'commodities', ticker: 'BRENT', term: 'mid', entryType: 'market', entry: 82.5, stopLoss: 80.9, breakEven: 83.1, takeProfit1: 86, takeProfit2: null, takeProfit3: null },
  });
  // Translated in the background by the provider (here the fake DeepL started with the server).
  for (const id of [post._id, idea._id]) {
    await expect.poll(async () => ((await (await coach.get(`/api/v1/posts/${id}`)).json()) as Written).TextLocalizations.en ?? null, { timeout: 30_000 }).not.toBeNull();
  }
  await expect
    .poll(async () => ((await (await member.get(`/api/v1/posts/${post._id}/comments`)).json()) as { items: Written[] }).items[0]?.TextLocalizations.en ?? null, { timeout: 30_000 })
    .toBe(`<p>${commentText.en}</p>`);

  // A new member who signed up in English reads the site in English.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { name: 'Emily Reader', email: uniqueEmail('translation'), password: 'a-solid-password' }, 'en');
  await page.goto(`/en/post/${post._id}`);
  await appIsLive(page);
  const card = page.getByTestId('post-card').first();
  const text = card.getByTestId('post-text').first();
  await expect(text).toHaveText(postText.fr);
  await expect(text).toHaveAttribute('lang', 'fr');
  // The keyboard alone switches it.
  await card.getByRole('button', { name: 'See translation' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveText(postText.en);
  await expect(card.getByTestId('translation-credit').first()).toHaveText('Translated from French by DeepL');

  // The comment under it, on its own.
  // The post is new: its one comment is the member's.
  const comment = card.getByTestId('comment').first();
  await expect(comment).toContainText(commentText.fr);
  await comment.getByRole('button', { name: 'See translation' }).click();
  await expect(comment).toContainText(commentText.en);
  await expect(comment).not.toContainText(commentText.fr);
  await expectAccessible(page, 'a post and a comment shown translated');
  await comment.getByRole('button', { name: 'See original' }).click();
  await expect(comment).toContainText(commentText.fr);
  await card.getByRole('button', { name: 'See original' }).first().click();
  await expect(text).toHaveText(postText.fr);

  // The idea: its title and text switch together.
  await page.goto(`/en/post/${idea._id}`);
  const ideaCard = page.getByTestId('idea-card');
  await expect(ideaCard.getByTestId('idea-title')).toHaveText(ideaTitle.fr);
  await ideaCard.getByRole('button', { name: 'See translation' }).click();
  await expect(ideaCard.getByTestId('idea-title')).toHaveText(ideaTitle.en);
  await expect(ideaCard.getByTestId('post-text')).toHaveText(ideaText.en);
  await ideaCard.getByRole('button', { name: 'See original' }).click();
  await expect(ideaCard.getByTestId('idea-title')).toHaveText(ideaTitle.fr);

  await context.close();

  // A French reader is offered no translation of a French post.
  const french = await browser.newContext();
  const frenchPage = await french.newPage();
  await signIn(frenchPage, DEMO.free.email, DEMO.free.password);
  await frenchPage.goto(`/post/${post._id}`);
  await appIsLive(frenchPage);
  await expect(frenchPage.getByTestId('post-text').first()).toHaveText(postText.fr);
  await expect(frenchPage.getByTestId('comment').filter({ hasText: commentText.fr })).toBeVisible();
  await expect(frenchPage.getByRole('button', { name: 'Voir la traduction' })).toHaveCount(0);
  await french.close();
  await Promise.all([coach.dispose(), member.dispose()]);
});
