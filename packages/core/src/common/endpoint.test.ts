import { describe, expect, it } from 'vitest';
import { answerableErrors, buildEndpointPath, COMMON_ERROR_CODES, defineEndpoint, defineRoute, isEndpoint, needsSession } from './endpoint.ts';

describe('buildEndpointPath', () => {
  it('leaves a path without parameters unchanged', () => {
    expect(buildEndpointPath('/api/v1/me', undefined)).toBe('/api/v1/me');
    expect(buildEndpointPath('/api/v1/me', { unused: 'x' })).toBe('/api/v1/me');
  });

  it('fills one parameter', () => {
    expect(buildEndpointPath('/api/v1/users/:userId', { userId: 'abc123' })).toBe('/api/v1/users/abc123');
  });

  it('fills several parameters, including numbers and zero', () => {
    expect(buildEndpointPath('/api/v1/posts/:post_id/comments/:commentId', { post_id: 42, commentId: 0 })).toBe('/api/v1/posts/42/comments/0');
  });

  it('encodes parameter values', () => {
    expect(buildEndpointPath('/api/v1/users/:userId', { userId: 'a b/c?d#e&f' })).toBe('/api/v1/users/a%20b%2Fc%3Fd%23e%26f');
    expect(buildEndpointPath('/api/v1/users/:alias', { alias: 'élodie' })).toBe('/api/v1/users/%C3%A9lodie');
  });

  it('fills an empty string value as an empty segment', () => {
    expect(buildEndpointPath('/api/v1/users/:userId', { userId: '' })).toBe('/api/v1/users/');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => buildEndpointPath('/api/v1/users/:userId', {})).toThrow('Missing path parameter userId');
    expect(() => buildEndpointPath('/api/v1/users/:userId', undefined)).toThrow('Missing path parameter userId');
    expect(() => buildEndpointPath('/api/v1/posts/:postId/comments/:commentId', { postId: 1 })).toThrow(
      'Missing path parameter commentId',
    );
  });
});

describe('answerableErrors', () => {
  it('adds the common codes and those of the access rule to what an endpoint declares, once each', () => {
    expect(answerableErrors({ access: 'public', errors: [] })).toEqual([...COMMON_ERROR_CODES]);
    expect(answerableErrors({ access: 'visitor', errors: ['POST_NOT_FOUND'] })).toEqual([...COMMON_ERROR_CODES, 'POST_NOT_FOUND']);
    expect(answerableErrors({ access: 'member', errors: ['POST_NOT_FOUND', 'UNAUTHENTICATED'] })).toEqual([...COMMON_ERROR_CODES, 'UNAUTHENTICATED', 'POST_NOT_FOUND']);
    expect(answerableErrors({ access: 'staff', errors: [] })).toEqual([...COMMON_ERROR_CODES, 'UNAUTHENTICATED', 'FORBIDDEN']);
    expect(answerableErrors({ access: 'verified', errors: ['POST_NOT_FOUND'] })).toEqual([...COMMON_ERROR_CODES, 'UNAUTHENTICATED', 'PHONE_NOT_VERIFIED', 'MEMBER_MUTED', 'POST_NOT_FOUND']);
    expect(answerableErrors({ access: 'bearer', errors: [] })).toEqual([...COMMON_ERROR_CODES, 'INVALID_TOKEN']);
  });
});

describe('needsSession', () => {
  it('is true for the access rules that read a signed-in member, false for the others', () => {
    expect((['public', 'visitor', 'member', 'verified', 'staff', 'bearer'] as const).filter(needsSession)).toEqual(['member', 'verified', 'staff']);
  });
});

describe('defineEndpoint', () => {
  it('marks the route of a bearer endpoint, and only its, as sending the bearer token', () => {
    const entry = { name: 'x', method: 'GET', path: '/api/v1/x', summary: 'x', description: 'x', tags: [], response: {} as never } as const;
    expect(defineEndpoint({ ...entry, access: 'bearer' }).bearer).toBe(true);
    expect(defineEndpoint({ ...entry, access: 'member' }).bearer).toBeUndefined();
    expect(defineEndpoint({ ...entry, access: 'member' }).errors).toEqual([]);
  });

  it("keeps the declared limits, whose answered code must be one the endpoint declares or a common one (the compiler checks it)", () => {
    const entry = { name: 'x', method: 'POST', path: '/api/v1/x', summary: 'x', description: 'x', tags: [], response: {} as never, access: 'member' } as const;
    const limits = { perMember: { max: 5, windowSeconds: 600, code: 'AUTH_TOO_MANY_ATTEMPTS' }, concurrentPerMember: 1 } as const;
    expect(defineEndpoint({ ...entry, errors: ['AUTH_TOO_MANY_ATTEMPTS'], limits }).limits).toEqual(limits);
    defineEndpoint({ ...entry, limits: { perMember: { max: 5, windowSeconds: 600, code: 'RATE_LIMITED' }, perAddress: { max: 100, windowSeconds: 60 } } });
    // @ts-expect-error AUTH_TOO_MANY_ATTEMPTS is not among the errors it declares
    defineEndpoint({ ...entry, errors: ['POST_NOT_FOUND'], limits: { perMember: { max: 5, windowSeconds: 600, code: 'AUTH_TOO_MANY_ATTEMPTS' } } });
  });
});

describe('isEndpoint', () => {
  it('tells endpoints from routes and other exports', () => {
    const route = defineRoute<{ response: never }>('GET', '/api/v1/x');
    expect(isEndpoint(defineEndpoint({ name: 'x', method: 'GET', path: '/api/v1/x', access: 'public', summary: 'x', description: 'x', tags: [], response: {} as never }))).toBe(true);
    expect(isEndpoint(route)).toBe(false);
    expect(isEndpoint(COMMON_ERROR_CODES)).toBe(false);
    expect(isEndpoint(null)).toBe(false);
  });
});
