import { devOutboxEndpoint, healthEndpoint, publicConfigEndpoint, type EndpointResponse, type PublicConfig } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress, type AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { StorageFailures } from '../../disk-space.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { DevOutbox } from '../../providers/outbox.ts';
import { tagManagerOn } from '../../plugins/security-headers.ts';
import { configuredSocialProviders } from '../../plugins/app/auth/auth.ts';
import { probeWrite } from './health.repository.ts';

type Health = EndpointResponse<typeof healthEndpoint>;

export function publicConfig(config: AppConfig): PublicConfig {
  return {
    environment: config.environment,
    publicUrl: config.publicUrl,
    socialProviders: configuredSocialProviders(config),
    features: {
      onboarding: config.FEATURE_ONBOARDING,
      upgrade: config.FEATURE_UPGRADE,
      notificationsBadge: config.FEATURE_NOTIFICATIONS_BADGE,
      ideasBadge: config.FEATURE_IDEAS_BADGE,
    },
    limits: { maxImagesPerPost: config.MAX_IMAGES_PER_POST, maxUserUploadQuotaPerHour: config.MAX_USER_UPLOAD_QUOTA_PER_HOUR },
    links: {
      courses: config.COURSES_URL,
      shop: config.SHOP_URL,
      helpCentre: { fr: config.HELP_CENTRE_URL_FR, en: config.HELP_CENTRE_URL_EN },
      appStore: config.APP_STORE_URL,
      googlePlay: config.GOOGLE_PLAY_URL,
      facebook: config.FACEBOOK_URL,
      instagram: config.INSTAGRAM_URL,
      youtube: config.YOUTUBE_URL,
      virtualServer: config.VIRTUAL_SERVER_URL,
    },
    analytics: {
      tagManagerFr: tagManagerOn(config) ? (config.TAG_MANAGER_ID_FR ?? null) : null,
      tagManagerEn: tagManagerOn(config) ? (config.TAG_MANAGER_ID_EN ?? null) : null,
    },
    devOutbox: config.devOutbox,
  };
}

const CHECK_INTERVAL_MS = 1000;

/**
 * Whether the database answers (a read) and takes writes (the probe's write, and no write refused
 * for want of space lately). Down answers 503, so a load balancer stops sending members there;
 * degraded answers 200: reads are still served, and the status tells the monitor.
 */
async function checkHealth(database: DatabaseHandle, storageFailures: StorageFailures): Promise<Health> {
  if (!(await database.ping())) return { status: 'degraded', database: 'down' };
  const writes = (await probeWrite(database.db)) && !storageFailures.recent();
  return writes ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'degraded' };
}

export async function systemRoutes(
  app: FastifyInstance,
  { config, database, outbox, storageFailures }: { config: AppConfig; database: DatabaseHandle; outbox: DevOutbox; storageFailures: StorageFailures },
) {
  // A health check hammered by a monitor or a load balancer asks the database at most once a second.
  let last: { at: number; health: Promise<Health> } | null = null;
  registerEndpoint(app, healthEndpoint, async ({ reply }) => {
    if (!last || Date.now() - last.at >= CHECK_INTERVAL_MS) last = { at: Date.now(), health: checkHealth(database, storageFailures) };
    const health = await last.health;
    reply.status(health.database === 'down' ? 503 : 200);
    return health;
  });

  const config$ = publicConfig(config);
  registerEndpoint(app, publicConfigEndpoint, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return config$;
  });

  registerEndpoint(app, devOutboxEndpoint, async ({ query, request, fail }) => {
    // Reset links and codes: to this machine's own browsers and tests only, even on a laptop whose
    // server listens on every interface.
    if (!config.devOutbox || !isLoopbackAddress(request.ip)) fail('NOT_FOUND', 'Not found');
    return { messages: await outbox.list(query.to) };
  });
}
