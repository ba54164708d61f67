import { expect, test, type Browser } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';

// A fake microphone, allowed without a prompt, for the coach's recording.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const LOCKED = 'Vous avez découvert une fonctionnalité Premium';

async function memberPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ permissions: ['microphone'] });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

test('a coach posts an idea with audio: a premium member reads it whole, a member without premium sees it locked', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `GER40 : achat au retest ${Date.now().toString(36)}`;
  const description = 'Cassure de la résistance en H4, je rachète le retest avec un stop sous le creux.';

  const coach = await memberPage(browser, DEMO.coach);
  await coach.page.getByRole('button', { name: 'Créer' }).click();
  await coach.page.getByRole('menuitem', { name: 'Écrire une idée' }).click();
  const writer = coach.page.getByRole('dialog', { name: 'Écrire une idée' });
  await expect(writer).toBeVisible();

  await writer.getByLabel('Titre').fill(title);
  await writer.getByLabel('Description').fill(description);
  await writer.getByLabel("Type d'actif").selectOption({ label: 'Indices' });
  await writer.getByLabel('Ticker').fill('ger40');
  await expect(writer.getByText('5/10')).toBeVisible();
  await writer.getByLabel("Prix d'entrée").fill('19500');
  // A buy with its stop loss above the entry is refused under the field, and nothing is sent.
  await writer.getByLabel('Stop loss').fill('19600');
  await writer.getByLabel('Breakeven').fill('19550');
  await writer.getByLabel('Take profit 1').fill('19700');
  await writer.getByRole('button', { name: 'Publier' }).click();
  await expect(writer.getByText("Le stop loss doit être sous le prix d'entrée pour un achat, au-dessus pour une vente.")).toBeVisible();
  await writer.getByLabel('Stop loss').fill('19400');

  // The coach records a message, hears it back, and publishes.
  await writer.getByRole('button', { name: 'Enregistrer un audio' }).click();
  await expect(writer.getByText('Enregistrement en cours')).toBeVisible();
  await expect(writer.getByText('0:01')).toBeVisible();
  await writer.getByRole('button', { name: "Arrêter l'enregistrement" }).click();
  const preview = writer.getByLabel('Votre enregistrement');
  await expect(preview).toBeVisible();
  // The recording plays before it is published: the page's policy lets media come from blob: URLs.
  await expect
    .poll(() => preview.evaluate((audio: HTMLAudioElement) => (audio.error ? `error ${audio.error.code}` : audio.readyState >= HTMLMediaElement.HAVE_METADATA ? 'playable' : 'loading')))
    .toBe('playable');
  await writer.getByRole('button', { name: 'Publier' }).click();
  await expect(coach.page.getByText('Idée publiée')).toBeVisible();
  await expect(writer).toHaveCount(0);

  // A premium member (active GOLD) reads every level and the recording.
  const premium = await memberPage(browser, DEMO.premium);
  await premium.page.goto('/ideas?coaches=true');
  const card = premium.page.getByTestId('post-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Instrument\s*GER40$/)).toBeVisible();
  await expect(card.getByText('19 400')).toBeVisible();
  await expect(card.getByText(description)).toBeVisible();
  await expect(card.locator('audio')).toHaveCount(1);
  const postPath = await card.locator('a[href^="/post/"]').first().getAttribute('href');
  expect(postPath).toBeTruthy();

  // A member whose trial is over sees the same idea locked, and its levels, text and audio are never sent.
  const free = await memberPage(browser, DEMO.free);
  await free.page.goto(postPath as string);
  const locked = free.page.getByTestId('post-card').first();
  await expect(locked.getByText(LOCKED)).toBeVisible();
  await expect(locked.getByRole('link', { name: 'En savoir plus' })).toBeVisible();
  await expect(locked.locator('audio')).toHaveCount(0);
  for (const body of [await free.page.content(), await (await free.page.request.get(`/api/v1/posts/${(postPath as string).replace('/post/', '')}`)).text()]) {
    expect(body).not.toContain(title);
    expect(body).not.toContain(description);
    expect(body).not.toContain('19400');
  }
  // Nor may they open the ideas page: the upsell again.
  await free.page.goto('/ideas');
  await expect(free.page.getByText(LOCKED)).toBeVisible();

  for (const session of [coach, premium, free]) await session.context.close();
});

test('a member posts a EUR/USD idea in forex prices, medium term for 3 days: the card shows 1,0950 and "Moyen terme"', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `EUR/USD : vente sous 1,0950 ${Date.now().toString(36)}`;
  const member = await memberPage(browser, DEMO.premium);
  const { page } = member;
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.getByRole('menuitem', { name: 'Écrire une idée' }).click();
  const writer = page.getByRole('dialog', { name: 'Écrire une idée' });
  await expect(writer).toBeVisible();

  await writer.getByLabel('Titre').fill(title);
  await writer.getByLabel('Description').fill('Rejet de la résistance en daily, je vends le retour sous 1,0950.');
  await writer.getByText('Vente', { exact: true }).click();
  await expect(writer.getByRole('radio', { name: 'Vente' })).toBeChecked();
  await writer.getByLabel("Type d'actif").selectOption({ label: 'Forex' });
  await writer.getByLabel('Ticker').fill('EUR/USD');
  // The author's term, then a shorter validity: 3 days from now (local time, as the input holds it).
  await writer.getByLabel('Terme').selectOption('mid');
  const inThreeDays = await page.evaluate(() => {
    const date = new Date(Date.now() + 3 * 86_400_000);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
  });
  await writer.getByLabel('Validité').fill(inThreeDays);
  const entry = writer.getByLabel("Prix d'entrée");
  await expect(entry).toHaveAttribute('step', '0.00001');
  await writer.getByLabel('Stop loss').fill('1.0990');
  await writer.getByLabel('Breakeven').fill('1.0920');
  await writer.getByLabel('Take profit 1').fill('1.0850');

  // A sixth decimal is finer than forex quotes: refused under the field, naming the market; nothing is sent.
  await entry.fill('1.095051');
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/ideas') sent += 1;
  });
  await writer.getByRole('button', { name: 'Publier' }).click();
  await expect(writer.getByText('EUR/USD : au plus 5 décimales.')).toBeVisible();
  expect(sent).toBe(0);

  await entry.fill('1.0950');
  await writer.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Idée publiée')).toBeVisible();
  await expect(writer).toHaveCount(0);
  expect(sent).toBe(1);

  // On the ideas page: the prices as typed in French notation, and the term the author chose.
  await page.goto('/ideas');
  const card = page.getByTestId('post-card').filter({ hasText: title });
  await expect(card.getByTestId('level-entry')).toContainText('1,0950');
  await expect(card.getByTestId('level-be')).toContainText('1,0920');
  await expect(card.getByTestId('level-sl')).toContainText('1,0990');
  await expect(card.getByTestId('level-tp1')).toContainText('1,0850');
  await expect(card.getByTestId('term-badge')).toHaveText('Moyen terme');
  await expect(card.getByTestId('countdown-time')).toContainText(/^[23] j /);

  await member.context.close();
});
