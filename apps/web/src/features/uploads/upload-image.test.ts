import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { uploadImage } from './upload-image.ts';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('posts the file as multipart field "file" with the session cookie and returns the stored image', async () => {
    const fetchMock = answer(200, { url: '/files/user-assets/u1/1/0.png', path: 'user-assets/u1/1/0', width: 40, height: 30, contentType: 'image/png' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await uploadImage(file);
    expect(result.url).toBe('/files/user-assets/u1/1/0.png');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/uploads');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('turns the error answer into an ApiError with the server code', async () => {
    vi.stubGlobal('fetch', answer(429, { code: 'UPLOAD_QUOTA_EXCEEDED', message: 'Too many asset uploaded this hour' }));
    await expect(uploadImage(file)).rejects.toMatchObject({ status: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
  });

  it('reports a network failure with status 0 and lets an abort through', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(uploadImage(file)).rejects.toEqual(new ApiError(0, 'NETWORK_ERROR', 'The network request failed'));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(uploadImage(file)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses an answer that is not an upload result', async () => {
    vi.stubGlobal('fetch', answer(200, { nope: true }));
    await expect(uploadImage(file)).rejects.toMatchObject({ code: 'UPLOAD_IMAGE' });
  });
});
