import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../test/kit.ts';
import { isRouteAvailable } from './route-availability.ts';

const user = (products: CurrentUser['products']) => makeCurrentUser({ products });
const config = (upgrade: boolean) => ({ features: { upgrade } }) as PublicConfig;

describe('pages that exist only for some members', () => {
  it('shows the upgrade page as its menu entry: a pro or Pro Plus licence, in French, with the flag on', () => {
    expect(isRouteAvailable('upgrade', { user: user(['pro']), language: 'fr', config: config(true) })).toBe(true);
    expect(isRouteAvailable('upgrade', { user: user(['pro+_centurion']), language: 'fr', config: config(true) })).toBe(true);
    expect(isRouteAvailable('upgrade', { user: user(['pro']), language: 'en', config: config(true) })).toBe(false);
    expect(isRouteAvailable('upgrade', { user: user(['pro']), language: 'fr', config: config(false) })).toBe(false);
    expect(isRouteAvailable('upgrade', { user: user(['scanner']), language: 'fr', config: config(true) })).toBe(false);
  });

  it('leaves every other page to its guard', () => {
    expect(isRouteAvailable('licences', { user: user([]), language: 'en', config: config(false) })).toBe(true);
  });
});
