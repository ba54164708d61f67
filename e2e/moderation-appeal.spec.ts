import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { createPost } from './support/posts.ts';

// Issue 25's "done when": a member reports a scam post, staff remove it with a reason, the author
// reads the statement of reasons and appeals, another staff member restores it.
async function open(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a scam post reported, removed with a reason, contested by its author and restored by another staff member', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? 'http://localhost:3100';
  const text = `Signal garanti ${Date.now()} : achetez ce jeton, +300 % en une semaine, sans risque`;

  // The author: a new member who publishes the post.
  const author = await open(browser);
  const authorName = 'Victor Promesse';
  await signUp(author, { name: authorName, email: uniqueEmail('scam'), password: 'Victor-e2e-2026!' });
  const post = await createPost(author, origin, text);

  // A member reports it from its "…" menu, as a scam.
  const reporter = await open(browser);
  await signIn(reporter, DEMO.member.email, DEMO.member.password);
  await reporter.goto(`/post/${post._id}`);
  await expect(reporter.getByText(text)).toBeVisible();
  await reporter.getByRole('button', { name: 'Options de la publication' }).click();
  await reporter.getByRole('menuitem', { name: 'Signaler' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Signaler cette publication' });
  await dialog.getByLabel('Motif').selectOption({ label: 'Arnaque ou manipulation de marché' });
  await dialog.getByLabel('Précisions (facultatif)').fill('Promesse de gains garantis pour un jeton inconnu.');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(reporter.getByText(/Signalement reçu/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Staff (the demo staff member reads in English) find the case in the queue, read it and remove the post with a reason.
  const staff = await open(browser);
  await signIn(staff, DEMO.staff.email, DEMO.staff.password);
  await staff.goto('/en/my-account/moderation');
  await staff.getByTestId('moderation-cases').getByRole('link').filter({ hasText: `About ${authorName}` }).first().click();
  await expect(staff.getByTestId('case-item')).toContainText(text);
  await expect(staff.getByTestId('case-reports')).toContainText('Promesse de gains garantis');
  await expectAccessible(staff, 'a moderation case');
  const decision = staff.getByTestId('decision-form');
  await decision.getByLabel('Action').selectOption({ label: 'Remove the content' });
  await decision.getByLabel('Rule broken').selectOption({ label: 'Scam or fake signals' });
  await decision.getByLabel('Statement of facts').fill('Promesse de gains garantis sur un jeton peu liquide : faux signal.');
  await decision.getByRole('button', { name: 'Record the decision' }).click();
  await expect(staff.getByTestId('case-decision')).toContainText('Content removed');

  // Others no longer read it.
  await reporter.reload();
  await expect(reporter.getByText(text)).toHaveCount(0);
  // The reporter finds the report among theirs, reviewed, with the way to the decision.
  await reporter.goto('/my-account/decisions');
  const reports = reporter.getByRole('region', { name: 'Vos signalements' });
  const mine = reports.getByTestId('my-report').filter({ hasText: 'Arnaque ou manipulation de marché' }).filter({ hasText: 'une mesure a été prise' }).first();
  await mine.getByRole('link', { name: 'Voir la décision' }).click();
  await expect(reporter.getByRole('heading', { level: 1, name: 'Suite donnée à votre signalement' })).toBeVisible();
  await reporter.goto(`/post/${post._id}`);

  // The author is told, reads the statement of reasons and appeals.
  await author.goto('/notifications');
  await author.getByTestId('notification').filter({ hasText: 'La modération a pris une décision vous concernant' }).first().click();
  await expect(author).toHaveURL(/\/my-account\/decisions\/\d+$/);
  const statement = author.getByTestId('statement');
  await expect(statement).toContainText('Contenu retiré');
  await expect(statement).toContainText('Promesse de gains garantis sur un jeton peu liquide');
  await expect(statement).toContainText("Un signalement d'un membre");
  await expectAccessible(author, 'a statement of reasons');
  const appeal = author.getByRole('region', { name: 'Contester cette décision' });
  await appeal.getByLabel('Votre recours').fill("C'était une analyse, pas une promesse : le texte le dit.");
  await appeal.getByRole('button', { name: 'Envoyer mon recours' }).click();
  await expect(appeal.getByTestId('appeal-status')).toContainText("en cours d'examen");

  // The staff member who decided cannot answer it; another one overturns the decision.
  const moderator = await open(browser);
  await signIn(moderator, DEMO.moderator.email, DEMO.moderator.password);
  await moderator.goto('/my-account/moderation?tab=appeals');
  const pending = moderator.getByTestId('moderation-appeals').getByRole('listitem').filter({ hasText: `Recours de ${authorName}` }).first();
  await expect(pending).toContainText("C'était une analyse");
  await pending.getByLabel('Annuler la décision (contenu rétabli, restriction levée)').check();
  await pending.getByLabel('Réponse au membre').fill('Après relecture, il s’agit bien d’une analyse : publication rétablie.');
  await pending.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(moderator.getByText('Réponse envoyée.')).toBeVisible();
  // Answered, it leaves the pending appeals for the overturned ones, with its answer.
  await moderator.getByLabel('Statut').selectOption({ label: 'Décision annulée' });
  await expect(moderator.getByTestId('moderation-appeals').getByRole('listitem').filter({ hasText: `Recours de ${authorName}` }).first().getByTestId('appeal-answer')).toContainText('publication rétablie');

  // The post is back for everyone, and the author reads the answer.
  await reporter.reload();
  await expect(reporter.getByText(text)).toBeVisible();
  await author.reload();
  await expect(author.getByRole('region', { name: 'Contester cette décision' }).getByTestId('appeal-status')).toContainText('la décision est annulée');
  for (const page of [author, reporter, staff, moderator]) await page.context().close();
});
