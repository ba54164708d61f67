import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailSender, type EmailSender } from '../../providers/email/index.ts';
import { acceptedGifUrl, createGifProvider, type GifProvider } from '../../providers/gifs/index.ts';
import { DevOutbox } from '../../providers/outbox.ts';
import { createPaymentProvider } from '../../providers/payments/index.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { createSmsSender, type SmsSender } from '../../providers/sms/index.ts';
import { createMarketPrices, type MarketPrices } from '../../providers/market-prices/index.ts';
import { createTranslator, type Translator } from '../../providers/translation/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createFileStorage } from '../../storage/index.ts';

/** The outside services, each chosen from the settings (real, development or refusing when deployed unconfigured). */
export interface Providers {
  /** What development adapters would have sent, kept in the database. */
  outbox: DevOutbox;
  email: EmailSender;
  sms: SmsSender;
  storage: FileStorage;
  gifs: GifProvider;
  /** Whether a GIF address comes from the configured provider (posts refuse others). */
  acceptsGifUrl: (url: string) => boolean;
  payments: PaymentProvider;
  /** Who translates posts, comments and ideas; null when nobody does (no job is queued, no link shows). */
  translator: Translator | null;
  /** Where ideas' outcomes read market prices; null when nowhere (outcomes stay pending). */
  marketPrices: MarketPrices | null;
}

/** Adapters a test puts in place of those the settings would choose. */
export type ProviderOverrides = Partial<Pick<Providers, 'email' | 'sms' | 'storage' | 'gifs' | 'translator' | 'marketPrices'>>;

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

async function providersPlugin(app: FastifyInstance, overrides: ProviderOverrides) {
  const { config, db } = app.ctx;
  const outbox = new DevOutbox(db, app.log, config.logMessageBodies);
  const gifs = overrides.gifs ?? createGifProvider(config);
  app.decorate('providers', {
    outbox,
    email: overrides.email ?? createEmailSender(config, outbox),
    sms: overrides.sms ?? createSmsSender(config, outbox),
    storage: overrides.storage ?? createFileStorage(config),
    gifs,
    acceptsGifUrl: acceptedGifUrl(gifs),
    payments: createPaymentProvider(config),
    translator: overrides.translator === undefined ? createTranslator(config) : overrides.translator,
    marketPrices:
      overrides.marketPrices === undefined
        ? createMarketPrices({
            mode: config.outsideServices.marketPrices,
            twelveDataApiKey: config.MARKET_PRICES_TWELVE_DATA_API_KEY,
            twelveDataUrl: config.MARKET_PRICES_TWELVE_DATA_URL,
            binanceUrl: config.MARKET_PRICES_BINANCE_URL,
            binanceEnabled: config.MARKET_PRICES_BINANCE,
            timeoutMs: config.MARKET_PRICES_TIMEOUT_SECONDS * 1000,
            callsPerMinute: config.MARKET_PRICES_CALLS_PER_MINUTE,
          })
        : overrides.marketPrices,
  });
}

export default fp(providersPlugin, { name: 'providers', dependencies: ['context'] });
