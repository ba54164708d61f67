import { describe, expect, it, vi } from 'vitest';
import { RenderCalls } from './page-renderer.ts';

const answer = (url: string, status = 200, method = 'GET') => ({ method, url, status, body: { url } });

describe("a render's calls", () => {
  it("are answered by the page's first answers once each, then through the API", async () => {
    const api = vi.fn(async (call: { url: string }) => ({ status: 200, body: { fresh: call.url } }));
    const calls = new RenderCalls([answer('/api/v1/config'), answer('/api/v1/session')], api);
    expect(await calls.transport({ method: 'GET', url: '/api/v1/config', headers: {} })).toEqual({ status: 200, body: { url: '/api/v1/config' } });
    expect(await calls.transport({ method: 'GET', url: '/api/v1/config', headers: {} })).toEqual({ status: 200, body: { fresh: '/api/v1/config' } });
    expect(api).toHaveBeenCalledTimes(1);
    // What the render did not use still goes with the page.
    expect(calls.leftovers().map((item) => item.url)).toEqual(['/api/v1/session']);
  });

  it('change nothing: a call that would is refused unless the page answered it', async () => {
    const api = vi.fn(async () => ({ status: 200, body: {} }));
    const calls = new RenderCalls([answer('/api/v1/me/bootstrap', 200, 'POST')], api);
    expect((await calls.transport({ method: 'POST', url: '/api/v1/me/bootstrap', headers: {}, body: '{}' })).status).toBe(200);
    expect((await calls.transport({ method: 'PUT', url: '/api/v1/posts/a/b/like', headers: {} })).status).toBe(405);
    expect(api).not.toHaveBeenCalled();
  });

  it('a "not found" the render met goes with the page, so the browser does not ask again', async () => {
    const calls = new RenderCalls([answer('/api/v1/posts/a/gone', 404)], async () => ({ status: 200, body: {} }));
    await calls.transport({ method: 'GET', url: '/api/v1/posts/a/gone', headers: {} });
    expect(calls.leftovers()).toEqual([answer('/api/v1/posts/a/gone', 404)]);
  });
});
