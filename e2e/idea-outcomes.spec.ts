import { expect, request, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

test("a coach's EUR/USD idea goes through breakeven and TP1, is stopped at its entry, and its card and the coach's track record tell the story", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email: DEMO.coach.email, password: DEMO.coach.password } })).ok()).toBe(true);
  const marker = `outcome-${Date.now().toString(36)}`;
  const published = await api.post('/api/v1/ideas', {
    data: {
      type: 'idea',
      title: `EUR/USD : rebond sur le support ${marker}`,
      description: "L'euro tient son support hebdomadaire, objectif la résistance.",
      // A tight stop (5 pips) for a far target (50 pips): TP1 alone is worth 10 R, so this idea is the
      // coach's best whatever the simulator made of the demo's ideas.
      levels: { sell: false, assetType: 'forex', ticker: 'EUR/USD', term: 'mid', entryType: 'market', entry: 1.08, stopLoss: 1.0795, breakEven: 1.083, takeProfit1: 1.085, takeProfit2: 1.09, takeProfit3: null },
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const idea = (await published.json()) as { _id: string };

  // The market simulator: flat at the entry, up through breakeven and TP1, then back under the entry.
  const moved = await api.post('/api/v1/dev/market-prices', {
    data: {
      symbol: 'EURUSD',
      points: [
        { afterMinutes: -60, price: 1.08 },
        { afterMinutes: 30, price: 1.08 },
        { afterMinutes: 60, price: 1.0862 },
        { afterMinutes: 90, price: 1.0788 },
      ],
      measureAtMinutes: [40, 120],
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await api.dispose();

  await signIn(page, DEMO.coach.email, DEMO.coach.password);
  await page.goto(`/post/${idea._id}`);
  const outcome = page.getByRole('group', { name: "Résultat de l'idée" });
  // Half closed at TP1 (+10 R), half stopped at the entry (0 R): +5 R.
  await expect(outcome).toContainText('Clôturée en gain +5 R');
  await expect(outcome.getByTestId('outcome-move')).toContainText('+25 pips');
  const steps = outcome.getByRole('list', { name: 'Déroulé' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Entrée à 1,0800');
  await expect(steps.nth(1)).toContainText("Breakeven atteint : stop déplacé à l'entrée");
  await expect(steps.nth(2)).toContainText('TP1 atteint à 1,0850');
  await expect(steps.nth(3)).toContainText('Stoppée à 1,0800');
  await expectAccessible(page, "an idea's card with its outcome");

  // The coach's track record counts it: their best idea, +5 R, a link away from the card.
  await page.goto('/u/sophie-martin-trading');
  const record = page.getByRole('region', { name: 'Bilan' });
  await expect(record.getByTestId('track-record-best')).toContainText('+5 R');
  await expect(record.getByTestId('track-record-resolved')).not.toContainText('—');
  await expectAccessible(page, "the coach's track record");
  await page.goto(`/post/${idea._id}`);

  // How it is measured, one keyboard press away.
  await outcome.getByRole('link', { name: "Comment c'est mesuré ?" }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ideas\/how-outcomes-are-measured$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Comment le résultat d'une idée est mesuré");
  await expectAccessible(page, 'how outcomes are measured');
});

test('a member writes $EURUSD with the suggestions, then follows it from the post to the instrument page, its ideas and the posts naming it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const marker = `cashtag-${Date.now().toString(36)}`;
  // The writer suggests instruments after `$`; Enter writes the first one's symbol, by keyboard alone.
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.getByRole('menuitem', { name: 'Écrire un post' }).click();
  const writer = page.getByRole('dialog', { name: 'Écrire un post' });
  const text = writer.getByRole('textbox', { name: 'Texte du post' });
  await expect(text).toBeFocused();
  await text.pressSequentially('Je surveille $eurus');
  const suggestions = page.getByRole('listbox', { name: 'Instruments suggérés' });
  await expect(suggestions.getByRole('option').first()).toContainText('EURUSD');
  await expectAccessible(page, 'the $ suggestions in the post writer');
  await text.press('Enter');
  await expect(text).toHaveValue('Je surveille $EURUSD ');
  await expect(suggestions).toBeHidden();
  await text.pressSequentially(`avant la BCE ${marker}`);
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/posts');
  await text.press('Enter');
  const post = (await (await created).json()) as { _id: string; Cashtags: { Tag: string; Symbol: string }[] };
  expect(post.Cashtags).toEqual([{ Tag: '$EURUSD', Symbol: 'EURUSD' }]);

  await page.goto(`/post/${post._id}`);
  const card = page.getByTestId('post-card').filter({ hasText: marker });
  await card.getByRole('link', { name: '$EURUSD' }).click();
  await expect(page).toHaveURL(/\/instruments\/EURUSD$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Euro / Dollar américain');
  // Its ideas first (the coach's EUR/USD ideas, with their outcomes), then the posts naming it.
  // By keyboard: the list's tabs are links.
  await page.getByRole('navigation', { name: 'Idées et posts sur EURUSD' }).getByRole('link', { name: 'Posts', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/instruments\/EURUSD\?kind=posts$/);
  await expect(page.getByTestId('post-card').filter({ hasText: marker })).toBeVisible();
  await expectAccessible(page, "an instrument's page, its posts");
});
