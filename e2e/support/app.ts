import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page the server drew is the app's: hydrated (RootShell's fieldset no longer
 * disables its controls) and past the start-up loader. A click waits for a control to be enabled
 * by itself; focusing one and pressing a key does not, so keyboard journeys wait for this first.
 */
export async function appIsLive(page: Page): Promise<void> {
  // The app's code is fetched once the page is painted: on 2 busy cores that can take a while.
  await expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('app-loader')).toBeHidden();
}
