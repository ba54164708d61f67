import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveLazyRoutes } from './router.tsx';

describe('resolveLazyRoutes (before hydrating a page the server drew)', () => {
  it("loads the page the path names, in place, and no other page's code", async () => {
    const loaded: string[] = [];
    const page = (id: string, path: string): RouteObject => ({
      path,
      handle: { route: { id } },
      lazy: async () => {
        loaded.push(id);
        return { Component: () => null };
      },
    });
    const french = [page('home', ''), page('post', 'post/:authorId?/:postId?'), page('profile', 'u/:userAlias?')];
    const english = [page('home', ''), page('post', 'post/:authorId?/:postId?'), page('profile', 'u/:userAlias?')];
    const routes: RouteObject[] = [{ children: [{ path: '/', children: french }, { path: 'en', children: english }] }];
    await resolveLazyRoutes(routes, '/en/post/a1/p1');
    expect(loaded).toEqual(['post']);
    expect(english[1]?.lazy).toBeUndefined();
    expect(english[1]?.Component).toBeTypeOf('function');
    expect(english[0]?.lazy).toBeTypeOf('function');
    await resolveLazyRoutes(routes, '/nowhere/at/all');
    expect(loaded).toEqual(['post']);
  });

  it('loads a page React Router matches even where the route table refuses its value (its page then says not found)', async () => {
    const loaded: string[] = [];
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [{ path: 'my-account/get-started/:product', handle: { route: { id: 'getStartedProduct' } }, lazy: async () => (loaded.push('getStartedProduct'), { Component: () => null }) }],
      },
    ];
    await resolveLazyRoutes(routes, '/my-account/get-started/not-a-product');
    expect(loaded).toEqual(['getStartedProduct']);
  });
});
