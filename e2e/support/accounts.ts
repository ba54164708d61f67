import { TERMS_VERSION } from '@arya/core/rules';
import { expect, test, type Page } from '@playwright/test';
import { appIsLive } from './app.ts';
import { settleNewMember } from './new-member.ts';

/** Demo members seeded on the end-to-end server (see apps/server/src/seed/demo-accounts.ts). */
export const DEMO = {
  member: { email: 'member@demo.arya.app', password: 'Member-demo-2026', name: 'Julie Bernard' },
  premium: { email: 'premium@demo.arya.app', password: 'Premium-demo-2026', name: 'Marc Dubois' },
  coach: { email: 'coach@demo.arya.app', password: 'Coach-demo-2026', name: 'Sophie Martin' },
  staff: { email: 'staff@demo.arya.app', password: 'Staff-demo-2026', name: 'Emma Laurent' },
  moderator: { email: 'moderator@demo.arya.app', password: 'Moderator-demo-2026', name: 'Léa Moreau' },
  free: { email: 'free@demo.arya.app', password: 'Free-demo-2026', name: 'Thomas Petit' },
} as const;

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills the French sign-in form (the page must be on /auth). */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL((url) => !url.pathname.endsWith('/auth'));
  await appIsLive(page);
}

/** Ticks the sign-up form's terms box (issue 25), in the page's language. */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: /^(J'ai lu et j'accepte|I have read and accept) / }).check();
}

/** Fills the French sign-up form; the new member lands on onboarding. */
export async function fillSignUp(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Prénom et nom').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  // The password is scored in the browser first: on a page opened a moment ago that waits for the
  // scorer's chunk (about a second, more on a busy machine).
  await expect(page).not.toHaveURL(/\/register$/, { timeout: 15_000 });
}

/**
 * Signs a new member up and takes them to the feed, past onboarding (skipped) and the phone
 * number (verified), as a member who has used the site for a while. The account is made through
 * the API as the sign-up form makes it: the form itself (fields, the password scorer, errors) is
 * the subject of its own journeys (sign-up-and-out, language-switch; onboarding, phone-verification,
 * referral and coins sign up through it with `fillSignUp`), and every other journey
 * that needs a new member would otherwise pay for the form and its scorer again.
 */
export async function signUp(page: Page, member: { name: string; email: string; password: string }, language: 'fr' | 'en' = 'fr') {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { ...member, acceptedTerms: TERMS_VERSION } });
  expect(response.status(), await response.text()).toBe(200);
  // The first page makes their profile in the page's language and sends them to onboarding.
  const home = language === 'en' ? '/en' : '/';
  await page.goto(home);
  await settleNewMember(page);
  await page.goto(home);
  await appIsLive(page);
}
