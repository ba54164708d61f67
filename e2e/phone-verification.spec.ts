import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillSignUp, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { lastCodeTo, uniquePhone } from './support/new-member.ts';
import { appIsLive } from './support/app.ts';

/** A member who signed up and skipped onboarding, so the feed asks for a phone number first. */
async function newMemberOnTheFeed(page: Page, name: string) {
  await fillSignUp(page, { name, email: uniqueEmail('phone'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/v1/me/interests/skip', { headers: { origin } })).status()).toBe(200);
  await page.goto('/');
  await appIsLive(page);
}

/** The code as a member types it: each digit moves the focus on, the last one to the submit button. */
async function typeCode(page: Page, dialog: ReturnType<Page['getByRole']>, code: string) {
  await dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(code);
  await expect(dialog.getByRole('button', { name: 'Vérifier' })).toBeFocused();
  await page.keyboard.press('Enter');
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

test('the feed asks a new member for a phone number: a number in use, a premium-rate number, a wrong code, the wait before a resend and an expired code each say so, then the right code lets them in', async ({ page }) => {
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

  // A premium-rate number gets no code: said under the field, before any call.
  await field.fill('+33 8 99 12 34 56');
  await field.press('Enter');
  await expect(dialog.getByText(/saisissez un numéro de mobile \(pas un fixe, un numéro surtaxé ou gratuit\)/)).toBeVisible();
  await expect(field).toBeFocused();

  // Typed as the member knows it, without +33, key by key: read as a French number.
  await field.fill('');
  await field.pressSequentially(`0${phone.slice(3)}`);
  await expect(field).toHaveValue(/^\+33 6 \d\d \d\d \d\d \d\d$/);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/phone/code'));
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  const { expiresAt, phoneNumber } = (await (await sent).json()) as { expiresAt: string; phoneNumber: string };
  expect(phoneNumber).toBe(phone);
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres au \+33 6/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await expectAccessible(page, 'the phone dialog, code mode');
  const code = await lastCodeTo(page, phone);

  // The server keeps 30 seconds between two codes: the resend link counts them down, disabled
  // (it used to answer a click with an unexplained "too many attempts").
  const resend = dialog.getByRole('button', { name: /^Renvoyer le code/ });
  await expect(resend).toHaveText(/^Renvoyer le code dans \d+\ss$/);
  await expect(resend).toBeDisabled();

  await typeCode(page, dialog, wrongCodeFor(code));
  await expect(dialog.getByRole('alert')).toHaveText('Le code de vérification est incorrect.');
  // Keyboard only: the disabled link is not in the way (Tab from "use another number" goes past it).
  await dialog.getByRole('button', { name: 'Utiliser un autre numéro de téléphone' }).focus();
  await page.keyboard.press('Tab');
  await expect(resend).not.toBeFocused();

  // The end-to-end server keeps codes 30 seconds: wait until this one is past.
  await page.waitForTimeout(Math.max(0, new Date(expiresAt).getTime() - Date.now() + 500));
  await typeCode(page, dialog, code);
  await expect(dialog.getByRole('alert')).toHaveText('Le code a expiré.');

  // The wait is over too: the link works again.
  await expect(resend).toHaveText('Renvoyer le code');
  await expect(resend).toBeEnabled();
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Un nouveau code vous a été envoyé.')).toBeAttached();
  const fresh = await lastCodeTo(page, phone);
  expect(fresh).not.toBe(code);
  await typeCode(page, dialog, fresh);
  await expect(dialog).toBeHidden();
  // The page scrolls again and the feed is there; the number is the member's now.
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await page.reload();
  await appIsLive(page);
  await expect(dialog).toHaveCount(0);
});

test('in English, a new member is told a landline gets no code, then switches from one mobile to another before verifying', async ({ page }) => {
  await fillSignUp(page, { name: 'Ana Phone', email: uniqueEmail('phone-en'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/on-boarding');
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/v1/me/interests/skip', { headers: { origin } })).status()).toBe(200);
  expect((await page.request.put('/api/v1/me/language', { headers: { origin }, data: { language: 'en' } })).status()).toBe(200);
  // The profile no longer takes a number: it becomes the member's through the dialog only.
  const me = (await (await page.request.get('/api/v1/me')).json()) as { firstName: string };
  const profile = { firstName: me.firstName, lastName: '', organization: '', language: 'en', address: '', postalCode: '', country: 'FR', city: '', job: '', biography: '', isPublic: true, alias: '' };
  const refused = await page.request.put('/api/v1/me/profile', { headers: { origin }, data: { ...profile, phone: uniquePhone() } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('PHONE_CHANGE_NEEDS_CODE');

  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  const field = dialog.getByLabel('Phone number');
  await expect(field).toBeFocused();
  await field.fill('+33 1 23 45 67 89');
  await field.press('Enter');
  await expect(dialog.getByText('The code is sent by text message: enter a mobile number (not a landline, premium-rate or toll-free number).')).toBeVisible();

  const first = uniquePhone();
  await field.fill(first);
  await field.press('Enter');
  await expect(dialog.getByText(/We sent a 6-digit code to \+33 6/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend the code in \d+\ss$/ })).toBeDisabled();
  await lastCodeTo(page, first);

  await dialog.getByRole('button', { name: 'Use a different phone number' }).click();
  // Opened on the phone field: the way out is logging out, not back.
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
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
  expect(((await (await page.request.get('/api/v1/me')).json()) as { phoneNumber: string }).phoneNumber).toBe(second);
});

test('a verified member changes their number from the profile page, by keyboard: the old one stays until the new code is entered; a failed resend shows only the error', async ({ page }) => {
  test.setTimeout(90_000);
  // A clock the test can move: the resend link's 30 seconds pass at once (the server's do not).
  await page.clock.install();
  await signUp(page, { name: 'Léa Mobile', email: uniqueEmail('phone-change'), password: 'un-mot-de-passe-solide' });
  const { phoneNumber: old } = (await (await page.request.get('/api/v1/me')).json()) as { phoneNumber: string };
  await page.goto('/my-account/profile');
  await appIsLive(page);
  const phone = page.getByRole('group', { name: 'Téléphone' });
  await expect(phone).toContainText('Vérifié');
  const change = phone.getByRole('button', { name: 'Changer de numéro' });
  await change.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Changer de numéro de téléphone' });
  await expect(dialog).toContainText(/Votre numéro actuel, le \+33 6[\d ]+, reste enregistré jusqu'à ce que vous saisissiez ce code/);
  await expect(dialog.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  const field = dialog.getByLabel('Numéro de téléphone');
  await expect(field).toBeFocused();
  await expectAccessible(page, 'the phone dialog, changing number');
  const next = uniquePhone();
  await page.keyboard.type(next.slice(3));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Nous avons envoyé un code à 6 chiffres au \+33 6/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  const code = await lastCodeTo(page, next);
  const resend = dialog.getByRole('button', { name: /^Renvoyer le code/ });
  await expect(resend).toHaveText(/^Renvoyer le code dans \d+\ss$/);
  await expect(resend).toBeDisabled();
  await expectAccessible(page, 'the phone dialog, resend countdown');

  // Sent, not entered: the verified number is still the member's.
  expect(await (await page.request.get('/api/v1/me')).json()).toMatchObject({ phoneNumber: old, phoneVerified: true });

  // The SMS provider fails on the resend: the error alone, and the wait again (no "we sent a code").
  await page.route('**/api/v1/me/phone/code', (route) =>
    route.fulfill({ status: 503, json: { code: 'AUTH_SMS_QUOTA_EXCEEDED', message: 'The verification SMS could not be sent', details: { retryAfterSeconds: 30 } } }),
  );
  await page.clock.fastForward(31_000);
  await expect(resend).toHaveText('Renvoyer le code');
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText("Erreur lors de l'envoi du SMS de vérification. Réessayez plus tard.");
  await expect(dialog.getByText(/Nous avons envoyé un code/)).toHaveCount(0);
  await expect(resend).toHaveText(/^Renvoyer le code dans \d+\ss$/);
  await expect(resend).toBeDisabled();
  await expectAccessible(page, 'the phone dialog, failed send');
  await page.unroute('**/api/v1/me/phone/code');

  // The code sent first still works (nothing replaced it): typed, the number is the member's.
  await dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(phone).toContainText(/\+33 6[\d ]+/);
  await expect(page.getByText(/Votre numéro de téléphone est maintenant le \+33 6/)).toBeVisible();
  // The focus is back on the button that opened the dialog.
  await expect(change).toBeFocused();
  expect(await (await page.request.get('/api/v1/me')).json()).toMatchObject({ phoneNumber: next, phoneVerified: true });
  // Saving the profile keeps it.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil enregistré')).toBeVisible();
  expect(await (await page.request.get('/api/v1/me')).json()).toMatchObject({ phoneNumber: next, phoneVerified: true });
});

test('a demo member, verified long ago, never sees the dialog', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Adresse e-mail').fill(DEMO.member.email);
  await page.getByLabel('Mot de passe').fill(DEMO.member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' })).toHaveCount(0);
});
