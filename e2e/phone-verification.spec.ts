import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillSignUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { lastCodeTo, uniquePhone } from './support/new-member.ts';

/** A member who signed up and skipped onboarding, so the feed asks for a phone number first. */
async function newMemberOnTheFeed(page: Page, name: string) {
  await fillSignUp(page, { name, email: uniqueEmail('phone'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/v1/me/interests/skip', { headers: { origin } })).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByTestId('app-loader')).toBeHidden();
}

/** The code as a member types it: each digit moves the focus on, the last one to the submit button. */
async function typeCode(page: Page, dialog: ReturnType<Page['getByRole']>, code: string) {
  await dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(code);
  await expect(dialog.getByRole('button', { name: 'Vérifier' })).toBeFocused();
  await page.keyboard.press('Enter');
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

test('the feed asks a new member for a phone number: a number in use, a wrong code, a throttled resend and an expired code each say so, then the right code lets them in', async ({ page }) => {
  test.setTimeout(120_000);
  await newMemberOnTheFeed(page, 'Paul Téléphone');
  const dialog = page.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the phone dialog, phone field first');
  // Blocking: Escape does not close it, and there is no way back, only out.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retour' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

  const phone = uniquePhone();
  const field = dialog.getByLabel('Numéro de téléphone');
  // Another member's number: refused before any SMS.
  await field.fill('+33612340003');
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ce numéro de téléphone est déjà utilisé.');

  await field.fill('06 12');
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(dialog.getByText('Le numéro de téléphone est incorrect.')).toBeVisible();

  await field.fill(phone);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/phone/code'));
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  const { expiresAt } = (await (await sent).json()) as { expiresAt: string };
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres au \+33 6/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await expectAccessible(page, 'the phone dialog, code mode');
  const code = await lastCodeTo(page, phone);

  await typeCode(page, dialog, wrongCodeFor(code));
  await expect(dialog.getByRole('alert')).toHaveText('Le code de vérification est incorrect.');

  // A second code within 30 seconds is refused; the boxes are cleared all the same.
  await dialog.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Trop de tentatives. Réessayez plus tard.');
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toHaveValue('');

  // The end-to-end server keeps codes 30 seconds: wait until this one is past.
  await page.waitForTimeout(Math.max(0, new Date(expiresAt).getTime() - Date.now() + 500));
  await typeCode(page, dialog, code);
  await expect(dialog.getByRole('alert')).toHaveText('Le code a expiré.');

  await dialog.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(dialog.getByText('Un nouveau code vous a été envoyé.')).toBeAttached();
  const fresh = await lastCodeTo(page, phone);
  expect(fresh).not.toBe(code);
  await typeCode(page, dialog, fresh);
  await expect(dialog).toBeHidden();
  // The page scrolls again and the feed is there; the number is the member's now.
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('app-loader')).toBeHidden();
  await expect(dialog).toHaveCount(0);
});

test('in English, a member whose profile holds a number gets the code on opening and may switch to another number', async ({ page }) => {
  await fillSignUp(page, { name: 'Ana Phone', email: uniqueEmail('phone-en'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/v1/me/interests/skip', { headers: { origin } })).status()).toBe(200);
  expect((await page.request.put('/api/v1/me/language', { headers: { origin }, data: { language: 'en' } })).status()).toBe(200);
  const first = uniquePhone();
  const profile = await page.request.get('/api/v1/me');
  const me = (await profile.json()) as { firstName: string };
  expect(
    (
      await page.request.put('/api/v1/me/profile', {
        headers: { origin },
        data: { firstName: me.firstName, lastName: '', phone: first, organization: '', language: 'en', address: '', postalCode: '', country: 'FR', city: '', job: '', biography: '', isPublic: true, alias: '' },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(dialog.getByText(/We sent a 6-digit code to \+33 6/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await lastCodeTo(page, first);

  // Back returns to the code sent, and clears the number typed.
  await dialog.getByRole('button', { name: 'Use a different phone number' }).click();
  await dialog.getByLabel('Phone number').fill('+44 7400 123456');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText(/We sent a 6-digit code to \+33 6/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a different phone number' }).click();
  await expect(dialog.getByLabel('Phone number')).not.toHaveValue(/7400/);
  const second = uniquePhone();
  await dialog.getByLabel('Phone number').fill(second);
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByText(/We sent a 6-digit code to \+33 6/)).toBeVisible();
  const code = await lastCodeTo(page, second);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'News feed' })).toBeVisible();
});

test('a demo member, verified long ago, never sees the dialog', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Adresse e-mail').fill(DEMO.member.email);
  await page.getByLabel('Mot de passe').fill(DEMO.member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' })).toHaveCount(0);
});
