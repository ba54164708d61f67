import { describe, expect, it } from 'vitest';
import { LICENCE_PRODUCT_CODES } from '../users/users.constants.ts';
import { BROKERS, SOFTWARE_EDITIONS, type BrokerEntry } from './licences.constants.ts';
import {
  cfdRiskWarning,
  isBrokerId,
  licenceDisplayName,
  licenceEditions,
  licencesOfProduct,
  licenceRunsAt,
  memberSoftware,
  ownedProducts,
  ownsProduct,
  softwareEdition,
  softwareLinksExpired,
  upgradeOffer,
} from './licences.rules.ts';

describe('software editions', () => {
  it('gives the Plus variant only to software that has one', () => {
    expect(softwareEdition('pro', true)).toBe('pro-plus');
    expect(softwareEdition('tradeManager', true)).toBe('trade-manager-plus');
    expect(softwareEdition('tradeManager', false)).toBe('trade-manager');
    expect(softwareEdition('centurion', true)).toBe('centurion');
    expect(softwareEdition('scan', true)).toBe('scan');
  });

  it('names what each licence installs', () => {
    expect(licenceEditions('pro+_centurion')).toEqual(['pro-plus', 'centurion']);
    expect(licenceDisplayName('pro+_centurion')).toBe('Pro Plus + Centurion');
    expect(licenceDisplayName('proplus')).toBe('Pro Plus');
    expect(licenceDisplayName('arya')).toBe('Suite');
    expect(licenceDisplayName('arya+')).toBe('Suite Plus');
    expect(licenceDisplayName('scanner')).toBe('Scan');
    expect(licenceDisplayName('essentials+')).toBe('Essential Plus');
    expect(licenceDisplayName('trademanager')).toBe('Trade Manager');
  });

  it('every product code installs at least one edition of the catalogue', () => {
    for (const code of LICENCE_PRODUCT_CODES) {
      const editions = licenceEditions(code);
      expect(editions.length, code).toBeGreaterThan(0);
      for (const edition of editions) expect(SOFTWARE_EDITIONS).toContain(edition);
    }
  });

  it("lists a member's software once each, in catalogue order", () => {
    expect(memberSoftware([])).toEqual([]);
    expect(memberSoftware(['scanner', 'pro+', 'proplus', 'pro+_centurion'])).toEqual(['pro-plus', 'centurion', 'scan']);
    expect(memberSoftware(['pro', 'pro+'])).toEqual(['pro', 'pro-plus']);
  });
});

describe('get-started products', () => {
  const owner = (products: string[], servers: { type: string }[] = []) => ({ products, servers });

  it('owns a product through one of its licence codes', () => {
    expect(ownsProduct(owner(['pro+_centurion']), 'pro')).toBe(true);
    expect(ownsProduct(owner(['pro+_centurion']), 'centurion')).toBe(true);
    expect(ownsProduct(owner(['pro+_centurion']), 'scan')).toBe(false);
    expect(ownsProduct(owner(['arya+']), '360')).toBe(true);
    expect(ownsProduct(owner(['trademanager+']), 'trade-manager')).toBe(true);
  });

  it('owns crypto through a server of type CRYPTO only, never a licence', () => {
    expect(ownsProduct(owner(LICENCE_PRODUCT_CODES.slice()), 'crypto')).toBe(false);
    expect(ownsProduct(owner([], [{ type: 'MT4' }]), 'crypto')).toBe(false);
    expect(ownsProduct(owner([], [{ type: 'CRYPTO' }]), 'crypto')).toBe(true);
  });

  it('lists the products owned in page order', () => {
    expect(ownedProducts(owner(['scanner', 'essentials'], [{ type: 'CRYPTO' }]))).toEqual(['crypto', 'essential', 'scan']);
    expect(ownedProducts(owner([]))).toEqual([]);
  });

  it("picks a product's licences, whatever their status", () => {
    const licences = [
      { id: 'a', product: 'pro+' as const, status: 'active' },
      { id: 'b', product: 'scanner' as const, status: 'revoked' },
      { id: 'c', product: 'pro' as const, status: 'revoked' },
    ];
    expect(licencesOfProduct(licences, 'pro').map((licence) => licence.id)).toEqual(['a', 'c']);
    expect(licencesOfProduct(licences, 'scan').map((licence) => licence.id)).toEqual(['b']);
    expect(licencesOfProduct(licences, 'crypto')).toEqual([]);
  });
});

describe('licences that run', () => {
  it('is active and before its last day is over, or without one', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(licenceRunsAt({ status: 'active', expiresAt: null }, now)).toBe(true);
    expect(licenceRunsAt({ status: 'active', expiresAt: '2026-06-01T23:59:59.999Z' }, now)).toBe(true);
    expect(licenceRunsAt({ status: 'active', expiresAt: new Date('2026-06-01T12:00:00Z') }, now)).toBe(false);
    expect(licenceRunsAt({ status: 'revoked', expiresAt: null }, now)).toBe(false);
  });
});

describe('software links', () => {
  it('are expired from their expiry on, and when there is none', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(softwareLinksExpired('2026-06-01T12:00:01Z', now)).toBe(false);
    expect(softwareLinksExpired('2026-06-01T12:00:00Z', now)).toBe(true);
    expect(softwareLinksExpired('2026-05-31T12:00:00Z', now)).toBe(true);
    expect(softwareLinksExpired(null, now)).toBe(true);
  });
});

describe('brokers', () => {
  it('knows the 13 broker ids of the spec, Other included', () => {
    expect(isBrokerId('XTB')).toBe(true);
    expect(isBrokerId('autres')).toBe(true);
    expect(isBrokerId('xtb')).toBe(false);
    expect(isBrokerId('')).toBe(false);
  });

  it('gives every broker selling CFDs a risk warning: its own dated figure, or ESMA\'s generic sentence, never a figure without a date', () => {
    const brokers: readonly BrokerEntry[] = BROKERS;
    for (const broker of brokers) {
      const warning = cfdRiskWarning(broker);
      if (!broker.offersCfds) {
        expect(warning, broker.id).toBeNull();
        expect(broker.cfdRetailLossPercent, broker.id).toBeNull();
        continue;
      }
      // A figure and its date come together: one without the other is a half-filled entry.
      expect(broker.cfdRetailLossPercent === null, broker.id).toBe(broker.cfdFiguresAsOf === null);
      if (broker.cfdRetailLossPercent === null) {
        expect(warning, broker.id).toEqual({ kind: 'generic' });
      } else {
        expect(broker.cfdRetailLossPercent, broker.id).toBeGreaterThan(0);
        expect(broker.cfdRetailLossPercent, broker.id).toBeLessThanOrEqual(100);
        expect(broker.cfdFiguresAsOf, broker.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(broker.cfdFiguresAsOf!)), broker.id).toBe(false);
        expect(warning, broker.id).toEqual({ kind: 'broker', percent: broker.cfdRetailLossPercent, asOf: broker.cfdFiguresAsOf });
      }
    }
    expect(brokers.filter((broker) => broker.offersCfds).length).toBeGreaterThan(0);
  });

  it('shows a broker\'s own figure only with its date, and nothing for a broker without CFDs', () => {
    expect(cfdRiskWarning({ offersCfds: true, cfdRetailLossPercent: 71, cfdFiguresAsOf: '2026-09-30' })).toEqual({ kind: 'broker', percent: 71, asOf: '2026-09-30' });
    expect(cfdRiskWarning({ offersCfds: true, cfdRetailLossPercent: 71, cfdFiguresAsOf: null })).toEqual({ kind: 'generic' });
    expect(cfdRiskWarning({ offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null })).toEqual({ kind: 'generic' });
    expect(cfdRiskWarning({ offersCfds: false, cfdRetailLossPercent: null, cfdFiguresAsOf: null })).toBeNull();
  });
});

describe('the upgrade offer', () => {
  it('offers Pro Plus to a Pro holder, Centurion to a Pro Plus holder, nothing beyond or without Pro', () => {
    expect(upgradeOffer(['pro'])).toBe('pro-plus');
    expect(upgradeOffer(['pro', 'scanner'])).toBe('pro-plus');
    expect(upgradeOffer(['pro+'])).toBe('centurion');
    expect(upgradeOffer(['proplus', 'pro'])).toBe('centurion');
    expect(upgradeOffer(['pro+_centurion', 'pro'])).toBeNull();
    expect(upgradeOffer(['scanner'])).toBeNull();
    expect(upgradeOffer([])).toBeNull();
  });
});
