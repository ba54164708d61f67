import { devOutboxEndpoint, healthEndpoint, publicConfigEndpoint, type PublicConfig } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { DevOutbox } from '../../providers/outbox.ts';
import { configuredSocialProviders } from '../auth/auth.ts';

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
      tagManagerFr: config.environment === 'production' ? (config.TAG_MANAGER_ID_FR ?? null) : null,
      tagManagerEn: config.environment === 'production' ? (config.TAG_MANAGER_ID_EN ?? null) : null,
    },
    devOutbox: config.devOutbox,
  };
}

const PING_INTERVAL_MS = 1000;

export async function systemRoutes(
  app: FastifyInstance,
  { config, database, outbox }: { config: AppConfig; database: DatabaseHandle; outbox: DevOutbox },
) {
  // A health check hammered by a monitor or a load balancer asks the database at most once a second.
  let lastPing: { at: number; up: Promise<boolean> } | null = null;
  registerEndpoint(app, healthEndpoint, async ({ reply }) => {
    if (!lastPing || Date.now() - lastPing.at >= PING_INTERVAL_MS) lastPing = { at: Date.now(), up: database.ping() };
    const up = await lastPing.up;
    reply.status(up ? 200 : 503);
    return up ? ({ status: 'ok', database: 'up' } as const) : ({ status: 'degraded', database: 'down' } as const);
  });

  const config$ = publicConfig(config);
  registerEndpoint(app, publicConfigEndpoint, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return config$;
  });

  registerEndpoint(app, devOutboxEndpoint, async ({ query }) => {
    if (!config.devOutbox) throw new AppError('NOT_FOUND', 'Not found');
    return { messages: await outbox.list(query.to) };
  });
}
