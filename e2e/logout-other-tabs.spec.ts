import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';

test('signing out in one tab signs out the other open tabs', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.coach.email, DEMO.coach.password);
  const second = await context.newPage();
  await second.goto('/my-account/profile');
  await expect(second.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();

  await first.getByRole('button', { name: 'Menu' }).click();
  await first.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(first).toHaveURL(/\/auth/);
  await expect(second).toHaveURL(/\/auth\?next=%2Fmy-account%2Fprofile/);
});
