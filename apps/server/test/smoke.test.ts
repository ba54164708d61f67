import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('signs up and bootstraps', async () => {
    const { cookie } = await t.signUp({ name: 'Jean-Édouard Dupont de la Fontaine', email: 'jean@example.com' });
    const me = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'en' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ displayName: 'jean-édouard dupont ', defaultLanguage: 'en', platforms: ['web'] });
  });
});
