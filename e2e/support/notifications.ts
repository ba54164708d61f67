import { expect, request, type Page } from '@playwright/test';

interface Account {
  email: string;
  password: string;
}

/** An API session of a member, with the site's Origin (state-changing calls need it). */
async function apiAs(baseURL: string, account: Account) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  expect(signedIn.ok()).toBe(true);
  const { user } = (await signedIn.json()) as { user: { id: string } };
  return { api, userId: user.id };
}

/** Gives `recipient` a notification: `actor` likes one of the recipient's posts (a like already there changes nothing). */
export async function notifyByLike(baseURL: string, recipient: Account, actor: Account): Promise<void> {
  const reader = await apiAs(baseURL, recipient);
  const { posts } = (await (await reader.api.get(`/api/v1/posts?userId=${encodeURIComponent(reader.userId)}&limit=1`)).json()) as { posts: { _id: string }[] };
  await reader.api.dispose();
  expect(posts[0], 'a post of the member to notify').toBeDefined();
  const liker = await apiAs(baseURL, actor);
  expect((await liker.api.put(`/api/v1/posts/${posts[0]!._id}/like`)).ok()).toBe(true);
  await liker.api.dispose();
}

/** The notifications tab of the header on screen (phones and desktops each show one), and its count badge. */
export function notificationsTab(page: Page, { navigation = 'Navigation principale', name = 'Notifications', badge = /nouveauté/ } = {}) {
  const tab = page.getByRole('navigation', { name: navigation }).getByRole('link', { name: new RegExp(name) });
  return { tab, badge: tab.getByLabel(badge) };
}
