import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 320]) {
  for (const lang of ['fr', 'en']) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'fr' ? 'fr-FR' : 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const prefix = lang === 'fr' ? '' : '/en';
    await page.goto(`${base}${prefix}/auth`);
    await page.locator('input[type="email"]').fill('member@demo.arya.app');
    await page.locator('input[type="password"]').fill('Member-demo-2026');
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('post-card').first().waitFor();
    await page.reload();
    await page.getByTestId('post-card').first().waitFor();
    await page.waitForTimeout(1800);
    await page.screenshot({ path: `/tmp/shots/home-${lang}-${width}.png` });
    const href = await page.getByTestId('post-card').locator('a[href*="/post/"]').first().getAttribute('href');
    await page.getByTestId('post-card').getByRole('button').filter({ hasText: '' }).first();
    const menu = page.getByTestId('post-card').getByRole('button', { name: lang === 'fr' ? 'Options de la publication' : 'Post options' }).first();
    await menu.click();
    await page.getByRole('menuitem').first().click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/toast-${lang}-${width}.png` });
    const visitor = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'fr' ? 'fr-FR' : 'en-US', serviceWorkers: 'block' });
    const vpage = await visitor.newPage();
    await vpage.goto(`${base}${href}`);
    await vpage.getByTestId('post-card').first().waitFor();
    await vpage.waitForTimeout(1800);
    await vpage.screenshot({ path: `/tmp/shots/post-${lang}-${width}.png` });
    await visitor.close();
    await context.close();
  }
}
await browser.close();
