import { API_TAGS } from '@arya/core';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * How a caller proves who it is, named by each operation's `security` (register-endpoint.ts): the
 * session cookie of a signed-in browser, or the member's 15-minute bearer token from
 * `GET /api/server-management/token` (the shop and licence contracts of spec 1 §7).
 */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'The session cookie set by signing in (`/api/auth`).' },
  bearer: { type: 'http', scheme: 'bearer', description: "The member's 15-minute token from `GET /api/server-management/token`, in an `Authorization: Bearer` header." },
} as const;

/** The OpenAPI document at `/api/docs/json` (and its pages at `/api/docs`); `npm run lint:api` holds it to Spectral's rules. */
async function openApiPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      // 3.1 says "may be null" as JSON Schema does (null among the allowed values); 3.0's
      // `nullable` beside an `enum` documented a default of null that the enum refused.
      openapi: '3.1.0',
      info: {
        title: 'ARYA Community API',
        version: '1.0.0',
        description: 'REST API of the ARYA investor community.',
        contact: { name: 'ARYA Community', url: options.publicUrl },
      },
      servers: [{ url: options.publicUrl }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
