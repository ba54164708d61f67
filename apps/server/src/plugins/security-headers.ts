import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

type TagManagerSettings = Pick<AppConfig, 'environment' | 'TAG_MANAGER_ID_FR' | 'TAG_MANAGER_ID_EN'> & Partial<Pick<AppConfig, 'TAG_MANAGER_IN_TEST'>>;

/**
 * Whether the tag manager may load (once the visitor consents): production with a container
 * configured, and the consent journey's test server (TAG_MANAGER_IN_TEST, refused outside tests).
 */
export function tagManagerOn(config: TagManagerSettings): boolean {
  const here = config.environment === 'production' || (config.environment === 'test' && config.TAG_MANAGER_IN_TEST === true);
  return here && Boolean(config.TAG_MANAGER_ID_FR || config.TAG_MANAGER_ID_EN);
}

/**
 * The Content Security Policy of every answer: our own origin, plus exactly what the pages use.
 * `blob:` media is the coach's recording played before it is published (the idea writer); images
 * may come from any HTTPS host (GIFs, link previews); YouTube plays in frames. The tag manager's
 * hosts are allowed only where it runs. No `unsafe-eval`: the web turns off zod's compiled
 * validators, which probe for it.
 */
export function contentSecurityDirectives(config: TagManagerSettings & Pick<AppConfig, 'secureCookies'>) {
  const analytics = tagManagerOn(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(analytics ? [TAG_MANAGER] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...(analytics ? ANALYTICS : [])],
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...(analytics ? [TAG_MANAGER] : [])],
    fontSrc: ["'self'", 'data:'],
    // The installable app: the manifests and the service worker (/sw.js, and the password scorer's worker) are ours.
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    upgradeInsecureRequests: config.secureCookies ? [] : null,
  };
}

/**
 * The policy of one answer that holds React's inline scripts (a streamed page, issue 26): they are
 * allowed by a nonce made for that answer alone, and nothing else inline is.
 */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)(\s*)script-src(?=\s|;|$)([^;]*)/, (_whole, start: string, space: string, sources: string) => `${start}${space}script-src${sources} 'nonce-${nonce}'`);
}

async function securityHeaders(app: FastifyInstance, options: { config: AppConfig }) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(options.config) },
    crossOriginEmbedderPolicy: false,
    hsts: options.config.secureCookies,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
