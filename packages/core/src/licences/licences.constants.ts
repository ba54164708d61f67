import type { GetStartedProduct } from '../navigation/routes.ts';
import type { LicenceProductCode } from '../users/users.constants.ts';

/** What a broker offers to trade (shown as tags in the broker chooser). */
export const BROKER_INSTRUMENTS = ['forex', 'indices', 'commodities', 'stocks', 'crypto', 'etfs', 'futures', 'bonds'] as const;
export type BrokerInstrument = (typeof BROKER_INSTRUMENTS)[number];

/**
 * A partner broker. `offersCfds`: it sells CFDs to retail clients in the EU, so the chooser must show
 * ESMA's risk warning (ESMA decision 2018/796, art. 2 and annex II) beside it. `cfdRetailLossPercent`
 * is the share of retail accounts losing money that the broker itself publishes, with the date of
 * that figure in `cfdFiguresAsOf` (YYYY-MM-DD); both are filled by the business from each broker's own
 * site, never guessed. While a figure is missing the chooser shows ESMA's generic sentence
 * ("between 74 and 89 %"), which ESMA allows a provider without its own figure to use.
 */
export interface BrokerEntry {
  id: string;
  label: string | null;
  signUpUrl: string | null;
  instruments: readonly BrokerInstrument[];
  offersCfds: boolean;
  cfdRetailLossPercent: number | null;
  cfdFiguresAsOf: string | null;
}

/**
 * Spec 1 §3: the brokers (id and label), each with its instruments and sign-up link; the customer
 * benefit is a text of the web catalogues (`licences:brokers.<id>.benefit`). `autres` is "Other".
 */
export const BROKERS = [
  { id: 'Directa', label: 'Directa', signUpUrl: 'https://www.directa.it/', instruments: ['stocks', 'etfs', 'futures', 'bonds'], offersCfds: false, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'fx-pro', label: 'FxPro', signUpUrl: 'https://www.fxpro.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'crypto'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'Vantage', label: 'Vantage', signUpUrl: 'https://www.vantagemarkets.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'etfs'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'Triomarkets', label: 'TrioMarkets', signUpUrl: 'https://www.triomarkets.com/', instruments: ['forex', 'indices', 'commodities', 'crypto'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'XTB', label: 'XTB', signUpUrl: 'https://www.xtb.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'etfs', 'crypto'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'jfd-brokers', label: 'JFD Brokers', signUpUrl: 'https://www.jfdbank.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'etfs'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'avatrade', label: 'AvaTrade', signUpUrl: 'https://www.avatrade.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'crypto', 'bonds'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'squared-financial', label: 'Squared Financial', signUpUrl: 'https://www.squaredfinancial.com/', instruments: ['forex', 'indices', 'commodities', 'stocks'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'iron-fx', label: 'IronFX', signUpUrl: 'https://www.ironfx.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'futures'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'forex', label: 'FOREX.com', signUpUrl: 'https://www.forex.com/', instruments: ['forex', 'indices', 'commodities', 'crypto'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'optimus-futures', label: 'Optimus Futures', signUpUrl: 'https://optimusfutures.com/', instruments: ['futures', 'indices', 'commodities'], offersCfds: false, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'ig', label: 'IG', signUpUrl: 'https://www.ig.com/', instruments: ['forex', 'indices', 'commodities', 'stocks', 'etfs', 'crypto', 'bonds'], offersCfds: true, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
  { id: 'autres', label: null, signUpUrl: null, instruments: [], offersCfds: false, cfdRetailLossPercent: null, cfdFiguresAsOf: null },
] as const satisfies readonly BrokerEntry[];
export type BrokerId = (typeof BROKERS)[number]['id'];
export const BROKER_IDS = BROKERS.map((broker) => broker.id) as [BrokerId, ...BrokerId[]];

/** Spec 1 §3 software names: Suite, Pro, Essential, Trade Manager (each with a Plus variant), Centurion, Scan. */
export const SOFTWARE = ['suite', 'pro', 'essential', 'tradeManager', 'centurion', 'scan'] as const;
export type Software = (typeof SOFTWARE)[number];

/** The software that comes in a Plus variant (spec 1 §3: Suite, Pro, Essential and Trade Manager). */
export const SOFTWARE_WITH_PLUS: readonly Software[] = ['suite', 'pro', 'essential', 'tradeManager'];

/**
 * What a member downloads and installs: a software, or its Plus variant. The id is the folder of
 * its installer in file storage (`software/<edition>/…`) and the path segment of its download link.
 */
export const SOFTWARE_EDITIONS = ['suite', 'suite-plus', 'pro', 'pro-plus', 'essential', 'essential-plus', 'trade-manager', 'trade-manager-plus', 'centurion', 'scan'] as const;
export type SoftwareEdition = (typeof SOFTWARE_EDITIONS)[number];

/** Spec 1 §3 software names; brand names, the same in every language. */
export const SOFTWARE_NAMES: Record<SoftwareEdition, string> = {
  suite: 'Suite',
  'suite-plus': 'Suite Plus',
  pro: 'Pro',
  'pro-plus': 'Pro Plus',
  essential: 'Essential',
  'essential-plus': 'Essential Plus',
  'trade-manager': 'Trade Manager',
  'trade-manager-plus': 'Trade Manager Plus',
  centurion: 'Centurion',
  scan: 'Scan',
};

/** The software a licence product code installs; a Plus code is the Plus variant of its software. */
export const LICENCE_SOFTWARE: Record<LicenceProductCode, { software: readonly Software[]; plus: boolean }> = {
  arya: { software: ['suite'], plus: false },
  'arya+': { software: ['suite'], plus: true },
  pro: { software: ['pro'], plus: false },
  'pro+': { software: ['pro'], plus: true },
  proplus: { software: ['pro'], plus: true },
  'pro+_centurion': { software: ['pro', 'centurion'], plus: true },
  centurion: { software: ['centurion'], plus: false },
  scanner: { software: ['scan'], plus: false },
  trademanager: { software: ['tradeManager'], plus: false },
  'trademanager+': { software: ['tradeManager'], plus: true },
  essentials: { software: ['essential'], plus: false },
  'essentials+': { software: ['essential'], plus: true },
};

/**
 * Which licence codes make a member an owner of a get-started product; crypto is owned through a
 * server of type CRYPTO instead (spec 1 §4).
 */
export const PRODUCT_LICENCE_CODES: Record<GetStartedProduct, readonly LicenceProductCode[]> = {
  '360': ['arya', 'arya+'],
  centurion: ['centurion', 'pro+_centurion'],
  crypto: [],
  essential: ['essentials', 'essentials+'],
  pro: ['pro', 'pro+', 'proplus', 'pro+_centurion'],
  scan: ['scanner'],
  'trade-manager': ['trademanager', 'trademanager+'],
};

export const LICENCE_STATUSES = ['active', 'revoked'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** An MT4 account number: digits only (MT4 logins are integers). */
export const MT4_ACCOUNT_ID_PATTERN = /^[0-9]{4,12}$/;
/** How long a software download link works once given. */
export const SOFTWARE_LINK_VALIDITY_HOURS = 24;
/** A member's licences listed at most (a member holds a handful; the list is one bounded query). */
export const LICENCES_LISTED_MAX = 100;
/** Licence updates a member may send per hour (each one calls the licence server). */
export const LICENCE_UPDATES_PER_HOUR = 20;
/** Software downloads a member may start per hour, and at once. */
export const SOFTWARE_DOWNLOADS_PER_HOUR = 20;
export const SOFTWARE_DOWNLOADS_AT_ONCE = 2;

/** Spec 1 §1: the virtual server is free the first year, then 149 € a year; credentials within 24 hours. */
export const VIRTUAL_SERVER_OFFER = { freeMonths: 12, yearlyPriceEuros: 149, credentialsWithinHours: 24 } as const;
/** Spec 1 §1: the Scan product scans 20 assets. */
export const SCAN_ASSETS = 20;
