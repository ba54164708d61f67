import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { gifsRoutes } from './features/gifs/gifs.routes.ts';
import { homePage } from './features/posts/home-page.ts';
import { postPage } from './features/posts/post-page.ts';
import { postsRoutes } from './features/posts/posts.routes.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { ideasRoutes } from './features/ideas/ideas.routes.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { phoneRoutes } from './features/phone/phone.routes.ts';
import { reactionsRoutes } from './features/reactions/reactions.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { addressKey, fastifyTrustProxy } from './http/client-address.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { profilePage } from './features/users/profile-page.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { publicPages } from './features/web/public-pages.ts';
import { webRoutes } from './features/web/web.routes.ts';
import { countsAgainstAddressLimit } from './http/routed-path.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { serializerCompiler } from './http/serializer.ts';
import { WEB_DIST_DIR } from './paths.ts';
import type { Auth } from './plugins/app/auth/auth.ts';
import authPlugin from './plugins/app/auth/index.ts';
import bearerToken from './plugins/app/auth/bearer.ts';
import live from './plugins/app/live/index.ts';
import { MemberThrottle } from './http/member-throttle.ts';
import { shopRoutes } from './features/shop/shop.routes.ts';
import { licencesRoutes } from './features/licences/licences.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createShopClient } from './providers/shop/index.ts';
import { referralRoutes } from './features/referral/referral.routes.ts';
import { coinsRoutes } from './features/coins/coins.routes.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { accountSecurityRoutes } from './features/account-security/account-security.routes.ts';
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
import type { FileStorage } from './storage/file-storage.ts';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replace the e-mail, SMS, storage and GIF adapters chosen from the configuration (tests). */
  email?: ProviderOverrides['email'];
  sms?: ProviderOverrides['sms'];
  storage?: ProviderOverrides['storage'];
  gifs?: ProviderOverrides['gifs'];
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

  await app.register(context, { config, database });
  await app.register(providers, { email: deps.email, sms: deps.sms, storage: deps.storage, gifs: deps.gifs });
  await app.register(pages);
  const { db, storageFailures, origins } = app.ctx;
  const { outbox, sms, storage, gifs, payments } = app.providers;

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
  await app.register(live);
  const { auth, memberTokens } = app;

  app.decorate('memberLimitScale', config.RATE_LIMIT_MEMBER_SCALE);
  app.decorate('memberThrottle', (limit: number, windowMs: number) => new MemberThrottle(limit * config.RATE_LIMIT_MEMBER_SCALE, windowMs));

  await app.register(systemRoutes, { config, database, outbox, storageFailures });
  await app.register(usersRoutes, { db: db });
  await app.register(accountSecurityRoutes, { db: db, auth });
  await app.register(uploadsRoutes, { db: db, config, storage });
  await app.register(gifsRoutes, { gifs });
  await app.register(postsRoutes, { db: db, config, acceptsGifUrl: app.providers.acceptsGifUrl, live: app.live });
  await app.register(reactionsRoutes, { db: db, live: app.live });
  await app.register(peopleRoutes, { db: db, live: app.live, searchesPerMinute: config.RATE_LIMIT_SEARCH_MAX });
  await app.register(ideasRoutes, { db: db });
  await app.register(newsRoutes, { db: db });
  await app.register(onboardingRoutes, { db: db });
  await app.register(phoneRoutes, {
    db: db,
    sms,
    codeSecret: config.authSecret,
    limits: {
      allowedCountries: config.SMS_ALLOWED_COUNTRIES,
      maxPerHour: config.SMS_MAX_PER_HOUR,
      maxPerIpPerHour: config.SMS_MAX_PER_IP_PER_HOUR,
      codeValiditySeconds: config.PHONE_CODE_VALIDITY_SECONDS,
    },
    log: app.log,
  });
  await app.register(commentsRoutes, { db: db, live: app.live });
  await app.register(notificationsRoutes, { db: db, live: app.live });
  await app.register(licencesRoutes, { db: db, config, storage });
  await app.register(shopRoutes, { db: db, shop: createShopClient(config, async (member) => (await memberTokens.issue({ userId: member.id, sessionId: member.sessionId })).token) });
  await app.register(paymentsRoutes, { db: db, config, payments });
  await app.register(referralRoutes, { db: db });
  await app.register(coinsRoutes, { db: db });
  await app.register(coursesRoutes, { db: db, config });
  await app.register(staffRoutes, { db: db, payments });
  app.pages.add(homePage(), postPage(db, config), profilePage(db), ...publicPages(config.publicUrl));
  await app.register(webRoutes, {
    distDir: deps.webDistDir ?? WEB_DIST_DIR,
    origin: config.publicUrl,
  });

  return { app, auth, storage };
}
