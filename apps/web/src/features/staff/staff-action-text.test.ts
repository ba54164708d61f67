import type { StaffActionEntry } from '@arya/core/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../locales/index.ts';
import { staffActionText } from './staff-action-text.ts';

const entry = (action: StaffActionEntry['action'], details: StaffActionEntry['details']): StaffActionEntry => ({
  id: '1',
  action,
  details,
  staff: { id: 's', displayName: 'Emma' },
  createdAt: '2026-11-24T10:00:00.000Z',
});

beforeAll(async () => {
  await i18next.init({ resources, lng: 'fr', ns: ['staff'], defaultNS: 'staff', interpolation: { escapeValue: false } });
});

describe('staffActionText', () => {
  it('says what each action did, in the language', () => {
    const fr = i18next.getFixedT('fr', 'staff');
    const en = i18next.getFixedT('en', 'staff');
    expect(staffActionText(fr, entry('subscription.grant', { tier: 'INFINITE', until: '2027-01-31T23:59:59.999Z' }), 'fr')).toBe('Abonnement INFINITE accordé jusqu\'au 31 janvier 2027');
    expect(staffActionText(en, entry('subscription.revoke', { tier: 'GOLD' }), 'en')).toBe('GOLD subscription revoked');
    expect(staffActionText(en, entry('licence.grant', { product: 'pro+', expiresAt: null }), 'en')).toBe('pro+ licence granted');
    expect(staffActionText(en, entry('licence.grant', { product: 'scanner', expiresAt: '2027-03-01T23:59:59.999Z' }), 'en')).toBe('scanner licence granted until March 1st 2027');
    expect(staffActionText(fr, entry('licence.revoke', { product: 'pro' }), 'fr')).toBe('Licence pro révoquée');
    expect(staffActionText(fr, entry('coins.grant', { amount: 1500, note: 'Concours' }), 'fr')).toMatch(/^1\s500 coins crédités : « Concours »$/);
  });
});
