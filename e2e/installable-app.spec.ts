import { expect, test } from '@playwright/test';

/**
 * The app can be installed (issue 23, item 9), in each language: the page links its language's
 * manifest, the manifest has what Chromium asks of an installable app, its icons are the PNGs
 * they say they are, and the service worker controls the page. Chromium's own verdict
 * (Page.getInstallabilityErrors, what Lighthouse's installability audit reads) is empty.
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const LANGUAGES = [
  { language: 'fr', page: '/auth', manifest: '/manifest.webmanifest', start: '/', acceptLanguage: 'fr-FR,fr;q=0.9', locale: 'fr-FR' },
  { language: 'en', page: '/en/auth', manifest: '/en/manifest.webmanifest', start: '/en/', acceptLanguage: 'en-US,en;q=0.9', locale: 'en-US' },
] as const;

for (const { language, page: pagePath, manifest: manifestPath, start, acceptLanguage, locale } of LANGUAGES) {
  test(`the app is installable in ${language}: manifest, icons, theme colour and a controlling service worker`, async ({ browser, request }) => {
    const context = await browser.newContext({ locale, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(pagePath);
    await expect(page.locator('#main h1').first()).toBeVisible();

    // The page's own language's manifest, and the theme colour the installed app's title bar takes.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);

    const answer = await request.get(manifestPath);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'ARYA Community', short_name: 'ARYA', lang: language, start_url: start, scope: start, id: start, display: 'standalone', theme_color: themeColor });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The start address opens (for a visitor it leads on to sign in, still in that language).
    const opened = await request.get(start, { headers: { 'accept-language': acceptLanguage } });
    expect(opened.status()).toBe(200);
    expect(new URL(opened.url()).pathname.startsWith(start === '/' ? '/' : '/en')).toBe(true);

    // Icons from 192 to 512 px, plain and maskable; each is a PNG of the size it claims.
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    for (const wanted of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) expect(declared).toContain(wanted);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(appleHref).toBeTruthy();
    const apple = await request.get(appleHref!);
    expect(apple.status()).toBe(200);
    expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

    // The service worker takes the page over once it is active (clients.claim()).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);

    // Chromium's own verdict: the manifest it parsed has no errors, and nothing stops installing but
    // the test's browser context itself (an off-the-record profile: `in-incognito`, which Lighthouse ignores too).
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(new URL(parsed.url).pathname).toBe(manifestPath);
    expect(parsed.errors).toEqual([]);
    const installabilityErrors = async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    await expect.poll(installabilityErrors).toEqual([]);
    await context.close();
  });
}
