import { GET_STARTED_PRODUCTS, type GetStartedProduct } from '../navigation/routes.ts';
import { hasCryptoServer } from '../users/access.rules.ts';
import type { LicenceProductCode } from '../users/users.constants.ts';
import {
  BROKERS,
  LICENCE_SOFTWARE,
  PRODUCT_LICENCE_CODES,
  SOFTWARE_EDITIONS,
  SOFTWARE_NAMES,
  SOFTWARE_WITH_PLUS,
  type BrokerEntry,
  type BrokerId,
  type LicenceStatus,
  type Software,
  type SoftwareEdition,
} from './licences.constants.ts';

const EDITION_BASE: Record<Software, SoftwareEdition> = {
  suite: 'suite',
  pro: 'pro',
  essential: 'essential',
  tradeManager: 'trade-manager',
  centurion: 'centurion',
  scan: 'scan',
};

/** The edition of a software a licence installs: its Plus variant when the licence is a Plus one and the software has one. */
export function softwareEdition(software: Software, plus: boolean): SoftwareEdition {
  const base = EDITION_BASE[software];
  return plus && SOFTWARE_WITH_PLUS.includes(software) ? (`${base}-plus` as SoftwareEdition) : base;
}

/** What one licence product code installs, e.g. `pro+_centurion` → Pro Plus and Centurion. */
export function licenceEditions(product: LicenceProductCode): SoftwareEdition[] {
  const { software, plus } = LICENCE_SOFTWARE[product];
  return software.map((name) => softwareEdition(name, plus));
}

/**
 * Whether a licence still gives its software at `now`: not revoked, and its last day (staff may
 * grant one) not over. Only such licences give products, download links and account changes.
 */
export function licenceRunsAt(licence: { status: LicenceStatus; expiresAt: string | Date | null }, now: Date = new Date()): boolean {
  return licence.status === 'active' && (licence.expiresAt === null || new Date(licence.expiresAt).getTime() > now.getTime());
}

/** The software a member may download: every edition their (active) licences install, once each, in catalogue order. */
export function memberSoftware(products: readonly LicenceProductCode[]): SoftwareEdition[] {
  const owned = new Set(products.flatMap(licenceEditions));
  return SOFTWARE_EDITIONS.filter((edition) => owned.has(edition));
}

/** A licence's name as the member reads it: the software it installs, e.g. "Pro Plus + Centurion". */
export function licenceDisplayName(product: LicenceProductCode): string {
  return licenceEditions(product)
    .map((edition) => SOFTWARE_NAMES[edition])
    .join(' + ');
}

/** What the get-started pages read of a member: their active licence codes and their servers. */
export interface ProductOwner {
  products: readonly string[];
  servers: readonly { type: string }[];
}

/** Whether a member owns a get-started product: through an active licence, or for crypto a server of type CRYPTO (spec 1 §4). */
export function ownsProduct(owner: ProductOwner, product: GetStartedProduct): boolean {
  if (product === 'crypto') return hasCryptoServer(owner);
  return PRODUCT_LICENCE_CODES[product].some((code) => owner.products.includes(code));
}

/** The get-started products a member owns, in the order of the product pages. */
export function ownedProducts(owner: ProductOwner): GetStartedProduct[] {
  return GET_STARTED_PRODUCTS.filter((product) => ownsProduct(owner, product));
}

/** The licences (of any status) that give a get-started product; crypto has none. */
export function licencesOfProduct<L extends { product: LicenceProductCode }>(licences: readonly L[], product: GetStartedProduct): L[] {
  const codes = PRODUCT_LICENCE_CODES[product];
  return licences.filter((licence) => codes.includes(licence.product));
}

/** Whether software links given with this expiry no longer work at `now`. */
export function softwareLinksExpired(expiry: string | null, now: Date = new Date()): boolean {
  return expiry === null || new Date(expiry).getTime() <= now.getTime();
}

export function isBrokerId(value: string): value is BrokerId {
  return BROKERS.some((broker) => broker.id === value);
}

/**
 * What the upgrade page offers a member (spec 1 §2 upgrade, shown to pro and Pro Plus holders): Pro
 * Plus to a Pro holder, Centurion to a Pro Plus holder without it, nothing to one who has both.
 */
export function upgradeOffer(products: readonly string[]): 'pro-plus' | 'centurion' | null {
  if (products.includes('pro+_centurion')) return null;
  if (products.includes('pro+') || products.includes('proplus')) return 'centurion';
  return products.includes('pro') ? 'pro-plus' : null;
}

/**
 * The CFD risk warning a broker card must carry (ESMA decision 2018/796, annex II): none when the
 * broker sells no CFDs; the broker's own published percentage with its date when the business has
 * filled both; otherwise ESMA's generic sentence ("between 74 and 89 %"), never an invented figure.
 */
export type CfdRiskWarning = { kind: 'broker'; percent: number; asOf: string } | { kind: 'generic' } | null;

export function cfdRiskWarning(broker: Pick<BrokerEntry, 'offersCfds' | 'cfdRetailLossPercent' | 'cfdFiguresAsOf'>): CfdRiskWarning {
  if (!broker.offersCfds) return null;
  if (broker.cfdRetailLossPercent !== null && broker.cfdFiguresAsOf !== null) return { kind: 'broker', percent: broker.cfdRetailLossPercent, asOf: broker.cfdFiguresAsOf };
  return { kind: 'generic' };
}
