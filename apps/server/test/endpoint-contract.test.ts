import * as core from '@arya/core';
import { answerableErrors, API_ERROR_STATUS, isEndpoint, type Endpoint } from '@arya/core';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializer, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StorageFailures } from '../src/disk-space.ts';
import { AppError } from '../src/errors.ts';
import { registerEndpoint } from '../src/http/register-endpoint.ts';
import errorHandler from '../src/plugins/error-handler.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every endpoint core defines: the contract the web calls and the server must keep. */
const endpoints = Object.values(core as Record<string, unknown>).filter(isEndpoint);

/** How many operations the API has: a new endpoint bumps it (and so is seen in review). */
const OPERATION_COUNT = 115;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sample = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, 'x');

describe('the endpoint contract', () => {
  it('finds every endpoint of core, each named by a unique operationId', () => {
    expect(endpoints).toHaveLength(OPERATION_COUNT);
    expect(new Set(endpoints.map((endpoint) => endpoint.name)).size).toBe(OPERATION_COUNT);
    expect(new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(OPERATION_COUNT);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s is registered', (_, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  const memberOnly = endpoints.filter((endpoint) => core.needsSession(endpoint.access));
  it.each(memberOnly.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses a visitor (401) before reading what was sent',
    async (_, endpoint) => {
      const response = await t.request({ method: endpoint.method, url: sample(endpoint.path), ...(endpoint.method === 'GET' ? {} : { body: { nonsense: true } }) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    },
  );

  const phoneGated = endpoints.filter((endpoint) => endpoint.access === 'verified');
  it.each(phoneGated.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses a member without a verified phone (403 PHONE_NOT_VERIFIED) before reading what was sent',
    async (_, endpoint) => {
      const { cookie } = await t.signUp({ phoneVerified: false });
      const response = await t.request({ method: endpoint.method, url: sample(endpoint.path), cookie, ...(endpoint.method === 'GET' ? {} : { body: { nonsense: true } }) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
    },
  );

  it('gates every social write behind a verified phone (spec 2 §6), and only those', () => {
    const gated = phoneGated.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(gated).toEqual(
      [
        core.createPostEndpoint,
        core.updatePostEndpoint,
        core.sharePostEndpoint,
        core.createIdeaEndpoint,
        core.updateIdeaEndpoint,
        core.uploadAudioEndpoint,
        core.uploadAssetEndpoint,
        core.searchGifsEndpoint,
        core.createCommentEndpoint,
        core.updateCommentEndpoint,
        core.createReplyEndpoint,
        core.updateReplyEndpoint,
        core.likePostEndpoint,
        core.likeCommentEndpoint,
        core.likeReplyEndpoint,
        core.followUserEndpoint,
        core.addFavoriteNewsEndpoint,
      ]
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
        .sort(),
    );
  });

  const bearerOnly = endpoints.filter((endpoint) => endpoint.access === 'bearer');
  it.each(bearerOnly.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses a call without a valid bearer token (401), even with a session cookie',
    async (_, endpoint) => {
      const { cookie } = await t.signUp();
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }] as Record<string, string>[]) {
        const response = await t.request({ method: endpoint.method, url: sample(endpoint.path), cookie, headers, ...(endpoint.method === 'GET' ? {} : { body: { nonsense: true } }) });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      }
    },
  );

  it('documents every operation with its operationId, declared tags, a description and who may call it', async () => {
    type Operation = { operationId?: string; tags?: string[]; summary?: string; description?: string; security?: Record<string, string[]>[] };
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string; description: string }[];
      components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(OPERATION_COUNT);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(OPERATION_COUNT);
    expect(document.components.securitySchemes).toMatchObject({ session: { type: 'apiKey', in: 'cookie' }, bearer: { type: 'http', scheme: 'bearer' } });
    const declaredTags = document.tags.map((tag) => tag.name);
    const expectedSecurity = { public: [], visitor: [{}, { session: [] }], member: [{ session: [] }], verified: [{ session: [] }], staff: [{ session: [] }], bearer: [{ bearer: [] }] };
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.name);
      expect(operation?.security, endpoint.name).toEqual(expectedSecurity[endpoint.access]);
      expect(operation?.description, endpoint.name).toContain(endpoint.description);
      expect(operation?.tags?.length, endpoint.name).toBeGreaterThan(0);
      for (const tag of operation?.tags ?? []) expect(declaredTags, endpoint.name).toContain(tag);
    }
    expect(endpoints.filter((endpoint) => endpoint.access === 'bearer').map((endpoint) => endpoint.name).sort()).toEqual(
      ['courseToken', 'getBillingInformation', 'putBillingInformation', 'shopInvoices', 'shopSubscriptions', 'shopUser', 'updateLicence'].sort(),
    );
  });

  it('documents, for every endpoint, each code it may answer under its status', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }> }>>;
    };
    for (const endpoint of endpoints) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      // A status the endpoint answers with another body (health's 503 report) documents that body.
      for (const code of answerableErrors(endpoint).filter((code) => code !== 'INTERNAL_ERROR' && !endpoint.otherResponses?.[API_ERROR_STATUS[code]])) {
        const codes = operation?.responses[String(API_ERROR_STATUS[code])]?.content?.['application/json']?.schema?.properties?.code?.enum;
        expect(codes, `${endpoint.method} ${endpoint.path} ${code}`).toContain(code);
      }
    }
  });
});

describe('an endpoint answering a code it does not declare', () => {
  const endpoint: Endpoint = core.defineEndpoint({
    name: 'contractCheck',
    method: 'GET',
    path: '/api/v1/contract-check',
    access: 'public',
    summary: 'x',
    description: 'x',
    tags: [],
    response: z.object({ ok: z.boolean() }),
    errors: ['POST_NOT_FOUND'],
  });

  async function appThrowing(code: core.ApiErrorCode) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(zodSerializer);
    await app.register(errorHandler, { storageFailures: new StorageFailures() });
    registerEndpoint(app, endpoint, async () => {
      throw new AppError(code, 'failed');
    });
    return app;
  }

  it('answers a declared code as it is', async () => {
    const response = await (await appThrowing('POST_NOT_FOUND')).inject({ method: 'GET', url: '/api/v1/contract-check' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
  });

  it('fails loudly outside production (500), so a test finds the broken contract', async () => {
    const response = await (await appThrowing('NOT_POST_AUTHOR')).inject({ method: 'GET', url: '/api/v1/contract-check' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
