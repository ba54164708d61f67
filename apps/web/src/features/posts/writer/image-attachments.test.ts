import type { UploadResult } from '@arya/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ImageAttachments } from './image-attachments.ts';

const png = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });
const stored = (name: string): UploadResult => ({ url: `/files/user-assets/u1/1/${name}`, path: `user-assets/u1/1/${name}`, width: 10, height: 10, contentType: 'image/png' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
}

function setup() {
  const calls: { file: File; signal: AbortSignal; answer: ReturnType<typeof deferred<UploadResult>> }[] = [];
  const deps = {
    upload: vi.fn((file: File, signal: AbortSignal) => {
      const answer = deferred<UploadResult>();
      calls.push({ file, signal, answer });
      return answer.promise;
    }),
    createPreview: vi.fn((file: File) => `blob:preview/${file.name}`),
    revokePreview: vi.fn(),
  };
  return { store: new ImageAttachments(deps), deps, calls };
}

describe('ImageAttachments', () => {
  it('keeps addresses already in our storage without uploading them again', () => {
    const { store, deps } = setup();
    store.add(['/files/user-assets/u1/1/0.png', 'https://elsewhere.example/x.png']);
    expect(deps.upload).not.toHaveBeenCalled();
    expect(store.getSnapshot().images.map((image) => [image.status, image.url])).toEqual([['stored', '/files/user-assets/u1/1/0.png']]);
    expect(store.urls()).toEqual(['/files/user-assets/u1/1/0.png']);
  });

  it('uploads each chosen file at once and shows a local preview meanwhile', async () => {
    const { store, calls } = setup();
    store.add([png('a.png'), png('b.png')]);
    expect(calls.map((call) => call.file.name)).toEqual(['a.png', 'b.png']);
    expect(store.getSnapshot().images.map((image) => [image.status, image.previewUrl])).toEqual([
      ['uploading', 'blob:preview/a.png'],
      ['uploading', 'blob:preview/b.png'],
    ]);
    expect(store.pending).toBe(true);
    calls[1]!.answer.resolve(stored('1.png'));
    calls[0]!.answer.resolve(stored('0.png'));
    await expect(store.settle()).resolves.toBe(true);
    expect(store.pending).toBe(false);
    expect(store.urls()).toEqual(['/files/user-assets/u1/1/0.png', '/files/user-assets/u1/1/1.png']);
  });

  it('drops the thumbnail of a failed upload and keeps the error until the next change', async () => {
    const { store, calls, deps } = setup();
    store.add([png('a.png'), png('b.png')]);
    const failure = new ApiError(429, 'UPLOAD_QUOTA_EXCEEDED', 'quota');
    calls[0]!.answer.reject(failure);
    calls[1]!.answer.resolve(stored('1.png'));
    await expect(store.settle()).resolves.toBe(false);
    expect(store.getSnapshot().images.map((image) => image.name)).toEqual(['b.png']);
    expect(store.getSnapshot().error).toBe(failure);
    expect(deps.revokePreview).toHaveBeenCalledWith('blob:preview/a.png');
    store.remove(store.getSnapshot().images[0]!.key);
    expect(store.getSnapshot()).toEqual({ images: [], error: null });
  });

  it('aborts the upload of a removed image and ignores its late answer', async () => {
    const { store, calls } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add([png('a.png')]);
    store.remove(store.getSnapshot().images[0]!.key);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer.reject(new DOMException('aborted', 'AbortError'));
    await expect(store.settle()).resolves.toBe(true);
    expect(store.getSnapshot()).toEqual({ images: [], error: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops uploads and frees previews when disposed', () => {
    const { store, calls, deps } = setup();
    store.add([png('a.png')]);
    store.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(deps.revokePreview).toHaveBeenCalledWith('blob:preview/a.png');
  });
});
