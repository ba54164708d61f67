import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Auth } from './plugins/app/auth/auth.ts';
import authPlugin from './plugins/app/auth/index.ts';
import bearerToken from './plugins/app/auth/bearer.ts';
import live from './plugins/app/live/index.ts';
import { featurePlugins } from './features/registry.ts';
import { addressKey, fastifyTrustProxy } from './http/client-address.ts';
import { countsAgainstAddressLimit } from './http/routed-path.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { serializerCompiler } from './http/serializer.ts';
import crossSiteGuard from './plugins/cross-site-guard.ts';
import securityHeaders from './plugins/security-headers.ts';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.ts';
import openApi from './plugins/openapi.ts';
import textInputGuard from './plugins/text-input-guard.ts';
import context from './plugins/app/context.ts';
import jobs from './plugins/app/jobs.ts';
import limits from './plugins/app/limits.ts';
import pages from './plugins/app/pages.ts';
import providers, { type ProviderOverrides } from './plugins/app/providers.ts';
import translations from './plugins/app/translations.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replace the e-mail, SMS, storage and GIF adapters chosen from the configuration (tests). */
  email?: ProviderOverrides['email'];
  sms?: ProviderOverrides['sms'];
  storage?: ProviderOverrides['storage'];
  gifs?: ProviderOverrides['gifs'];
  /** Replace the translator the configuration chooses (null: none). */
  translator?: ProviderOverrides['translator'];
  webDistDir?: string;
  /** Where the JSON log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
  storage: FileStorage;
}

/** Builds the whole product in one Fastify instance: plugins from outside, then ours, then routes. */
export async function buildApp(deps: AppDependencies): Promise<BuiltApp> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            ...(config.environment === 'development' && !deps.logStream ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } } } : {}),
          },
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(context, { config, database, webDistDir: deps.webDistDir });
  await app.register(providers, { email: deps.email, sms: deps.sms, storage: deps.storage, gifs: deps.gifs, translator: deps.translator });
  await app.register(pages);
  const { storageFailures, origins } = app.ctx;
  const { storage } = app.providers;

  // Answers (JSON, pages) are compressed on the fly at a cheap level; built assets are sent
  // precompressed (apps/web/scripts/precompress.mjs) and images are never compressed again.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(securityHeaders, { config });
  await app.register(limits);
  const AddressStore = app.limits.Store;
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_API_MAX,
    timeWindow: config.RATE_LIMIT_API_WINDOW_SECONDS * 1000,
    store: AddressStore,
    keyGenerator: (request) => addressKey(request.ip),
    // With the database out of reach the counters are too: requests go on uncounted rather than
    // failing (health then says the database is down).
    skipOnError: database.kind === 'postgres',
    allowList: (request) => !countsAgainstAddressLimit(request),
  });
  await app.register(errorHandler, { storageFailures });
  await app.register(textInputGuard);
  if (config.apiDocs) await app.register(openApi, { publicUrl: config.publicUrl });
  await app.register(crossSiteGuard, { trustedOrigins: origins });
  await app.register(authPlugin);
  await app.register(bearerToken);
  await app.register(jobs);
  await app.register(translations);
  await app.register(live);
  const { auth } = app;

  for (const plugin of await featurePlugins()) await app.register(plugin);

  return { app, auth, storage };
}
