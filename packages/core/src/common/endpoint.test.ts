import { describe, expect, it } from 'vitest';
import { buildEndpointPath } from './endpoint.ts';

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
