import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  hourBucket,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_DIMENSION,
  UPLOAD_MAX_FRAMES,
  UPLOAD_MAX_REFUSALS_PER_HOUR,
  type CurrentUser,
  type UploadResult,
} from '@arya/core';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadRefusals, uploads } from '../src/db/schema/index.ts';
import { DEFAULT_IMAGE_LIMITS, processImage } from '../src/features/uploads/image-processing.ts';
import { ImageQueue } from '../src/features/uploads/image-queue.ts';
import { claimSlot, QUOTA_EXCEEDED_MESSAGE, uploadAsset } from '../src/features/uploads/uploads.service.ts';
import { throwAny } from '../src/http/fail.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { LocalDiskStorage } from '../src/storage/local-disk-storage.ts';
import { animatedGif, jpegWithGps, pixelBombPng, png, SVG, tiff, webp } from './helpers/images.ts';
import { fileUploadBody, multipartBody } from './helpers/multipart.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

const UPLOAD_URL = '/api/v1/uploads';
const CACHE_CONTROL = 'public, max-age=3600';

interface Member {
  cookie: string;
  uid: string;
}

async function member(app: TestApp): Promise<Member> {
  const { cookie } = await app.signUp();
  const response = await app.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'en' } });
  if (response.statusCode !== 200) throw new Error(`bootstrap failed: ${response.statusCode} ${response.body}`);
  return { cookie, uid: (response.json() as CurrentUser).uid };
}

/** Posts a multipart body as a page of the site does (our Origin, the session cookie). */
function upload(app: TestApp, body: { body: Buffer; contentType: string }, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return app.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': body.contentType,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: body.body,
  });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
}

function storageOf(app: TestApp): FileStorage {
  return new LocalDiskStorage(path.join(app.config.dataDir, 'files'));
}

async function rowsOf(app: TestApp, uid: string) {
  return app.database.db.select().from(uploads).where(eq(uploads.userId, uid));
}

/** Slots are per hour: a test that needs several uploads in one bucket does not start just before the hour turns. */
async function awayFromHourBoundary(): Promise<void> {
  const left = 60 * 60 * 1000 - (Date.now() % (60 * 60 * 1000));
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/uploads: accepted images', () => {
  let alice: Member;
  beforeAll(async () => {
    alice = await member(t);
  });

  it('stores a JPEG upright, as WebP, without EXIF or GPS, in user-assets/{uid}/{hourBucket}/{slot}', async () => {
    const input = await jpegWithGps(40, 20);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif).toBeDefined(); // the test image does carry EXIF (with GPS)
    expect(inputMeta.orientation).toBe(6);

    const before = hourBucket(new Date());
    const response = await upload(t, fileUploadBody(input, 'holiday.jpg', 'image/jpeg'), { cookie: alice.cookie });
    const after = hourBucket(new Date());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as UploadResult;
    const match = new RegExp(`^user-assets/${alice.uid}/(\\d+)/(\\d+)$`).exec(result.path);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(Number(match?.[1])).toBeLessThanOrEqual(after);
    expect(Number(match?.[2])).toBeLessThan(t.config.MAX_USER_UPLOAD_QUOTA_PER_HOUR);
    // Orientation 6: the 40×20 pixels are shown (and now stored) as 20×40.
    expect(result).toEqual({ url: expect.stringMatching(/^\/files\/uploads\/[A-Za-z0-9_-]{24}$/), path: result.path, width: 20, height: 40, contentType: 'image/webp' });

    const stored = await t.app.inject({ method: 'GET', url: result.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);

    const [row, ...others] = await rowsOf(t, alice.uid);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ path: result.path, contentType: 'image/webp', width: 20, height: 40, bytes: stored.rawPayload.length });
    expect(row?.hourBucket).toBe(Number(match?.[1]));
    expect(row?.slot).toBe(Number(match?.[2]));
  });

  it('serves the stored file with its type, nosniff, inline, an hour of cache and its token as ETag', async () => {
    const response = await upload(t, fileUploadBody(await png(30, 20), 'a.png', 'image/png'), { cookie: alice.cookie });
    const { url } = response.json() as UploadResult;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': CACHE_CONTROL,
      'content-disposition': 'inline',
      'content-length': String(file.rawPayload.length),
    });
    // Reading files needs no session (posts are public) and HEAD works too.
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    // The content of an address never changes: a browser revalidates for nothing.
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('scales a large PNG down to fit the box, keeping its proportions', async () => {
    const response = await upload(t, fileUploadBody(await png(3000, 1500), 'wide.png', 'image/png'), { cookie: alice.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: UPLOAD_MAX_DIMENSION, height: UPLOAD_MAX_DIMENSION / 2, contentType: 'image/webp' });
    const stored = await t.app.inject({ method: 'GET', url: (response.json() as UploadResult).url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', UPLOAD_MAX_DIMENSION, UPLOAD_MAX_DIMENSION / 2]);
  });

  it('keeps an animated GIF animated (animated WebP) and never enlarges a small image', async () => {
    const response = await upload(t, fileUploadBody(await animatedGif(8, 3), 'fun.gif', 'image/gif'), { cookie: alice.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 8, height: 8, contentType: 'image/webp' });
    const stored = await t.app.inject({ method: 'GET', url: (response.json() as UploadResult).url });
    const meta = await sharp(stored.rawPayload, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
    expect([meta.width, meta.pageHeight]).toEqual([8, 8]);
  });

  it('accepts WebP, and judges by content whatever the file name or declared type', async () => {
    const response = await upload(t, fileUploadBody(await webp(12, 10), 'document.txt', 'text/plain'), { cookie: alice.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ width: 12, height: 10, contentType: 'image/webp' });
  });

  it('ignores other form fields beside the file', async () => {
    const body = multipartBody([
      { name: 'caption', content: 'hello' },
      { name: 'file', filename: 'x.png', contentType: 'image/png', content: await png(5, 5) },
    ]);
    const response = await upload(t, body, { cookie: alice.cookie });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/v1/uploads: refused uploads', () => {
  let bob: Member;
  beforeAll(async () => {
    bob = await member(t);
  });
  // Each case is judged on its own, not against the hourly refusal throttle (tested below).
  afterEach(async () => {
    await t.database.db.delete(uploadRefusals).where(eq(uploadRefusals.userId, bob.uid));
  });

  const unsupported: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['an SVG', () => SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG named and declared as a PNG', () => SVG, 'photo.png', 'image/png'],
    ['a text file named photo.png', () => Buffer.from('just some text, not an image at all\n'), 'photo.png', 'image/png'],
    ['an HTML page declared as a GIF', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.gif', 'image/gif'],
    ['a TIFF (not an accepted format)', () => tiff(10, 10), 'scan.tiff', 'image/tiff'],
    ['a truncated JPEG', async () => (await jpegWithGps(200, 200)).subarray(0, 200), 'cut.jpg', 'image/jpeg'],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png'],
  ];

  it.each(unsupported)('refuses %s with 400 UNSUPPORTED_IMAGE', async (_label, make, filename, contentType) => {
    const response = await upload(t, fileUploadBody(await make(), filename, contentType), { cookie: bob.cookie });
    expectError(response, 400, 'UNSUPPORTED_IMAGE');
  });

  it('refuses a decompression bomb (small PNG, huge pixel count) with 413 IMAGE_TOO_LARGE', async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES / 10);
    const response = await upload(t, fileUploadBody(bomb, 'bomb.png', 'image/png'), { cookie: bob.cookie });
    expectError(response, 413, 'IMAGE_TOO_LARGE');
  });

  it('refuses an animation of many tiny frames (an animated-image bomb) with 413 IMAGE_TOO_LARGE, before decoding it', async () => {
    // 2,000 frames of 8x8: 128,000 pixels in all, far below any pixel limit, but each frame costs time.
    const bomb = await animatedGif(8, UPLOAD_MAX_FRAMES * 6 + 200);
    const started = performance.now();
    expectError(await upload(t, fileUploadBody(bomb, 'bomb.gif', 'image/gif'), { cookie: bob.cookie }), 413, 'IMAGE_TOO_LARGE');
    // Read from the header alone: decoding every frame would take seconds.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('refuses a file over 15 MB with 413 IMAGE_TOO_LARGE', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x61);
    const response = await upload(t, fileUploadBody(big, 'big.jpg', 'image/jpeg'), { cookie: bob.cookie });
    expectError(response, 413, 'IMAGE_TOO_LARGE');
  });

  it('refuses a body that is not one file in the field "file" with 400 VALIDATION_ERROR', async () => {
    const image = await png(5, 5);
    const bodies = [
      multipartBody([{ name: 'picture', filename: 'a.png', contentType: 'image/png', content: image }]),
      multipartBody([{ name: 'caption', content: 'no file here' }]),
      multipartBody([
        { name: 'file', filename: 'a.png', contentType: 'image/png', content: image },
        { name: 'file', filename: 'b.png', contentType: 'image/png', content: image },
      ]),
      { body: Buffer.from(JSON.stringify({ file: 'data:image/png;base64,AAAA' })), contentType: 'application/json' },
      { body: Buffer.from('--nope\r\n'), contentType: 'multipart/form-data; boundary=other' },
    ];
    for (const body of bodies) expectError(await upload(t, body, { cookie: bob.cookie }), 400, 'VALIDATION_ERROR');
  });

  it('takes no slot and stores nothing for refused uploads', async () => {
    expect(await rowsOf(t, bob.uid)).toHaveLength(0);
    expect(await storageOf(t).list(`user-assets/${bob.uid}/`)).toEqual([]);
  });

  it('refuses a signed-out visitor with 401 UNAUTHENTICATED', async () => {
    expectError(await upload(t, fileUploadBody(await png(5, 5), 'a.png', 'image/png')), 401, 'UNAUTHENTICATED');
  });

  it('refuses a signed-in account without a profile yet with 404 PROFILE_NOT_FOUND', async () => {
    const { cookie } = await t.signUp();
    expectError(await upload(t, fileUploadBody(await png(5, 5), 'a.png', 'image/png'), { cookie }), 404, 'PROFILE_NOT_FOUND');
  });

  it('refuses an upload from another site with 403 CROSS_SITE_REQUEST', async () => {
    const body = fileUploadBody(await png(5, 5), 'a.png', 'image/png');
    expectError(await upload(t, body, { cookie: bob.cookie, headers: { origin: 'https://evil.example' } }), 403, 'CROSS_SITE_REQUEST');
    expect(await rowsOf(t, bob.uid)).toHaveLength(0);
  });
});

describe('refused uploads throttle the member', () => {
  it(`after ${UPLOAD_MAX_REFUSALS_PER_HOUR} refused files in an hour, even a good image is refused (429), other members still upload`, async () => {
    await awayFromHourBoundary();
    const ivan = await member(t);
    const other = await member(t);
    for (let i = 0; i < UPLOAD_MAX_REFUSALS_PER_HOUR; i += 1) {
      expectError(await upload(t, fileUploadBody(SVG, 'x.svg', 'image/svg+xml'), { cookie: ivan.cookie }), 400, 'UNSUPPORTED_IMAGE');
    }
    expectError(await upload(t, fileUploadBody(await png(5, 5), 'fine.png', 'image/png'), { cookie: ivan.cookie }), 429, 'UPLOAD_QUOTA_EXCEEDED');
    expect(await rowsOf(t, ivan.uid)).toHaveLength(0);
    expect((await upload(t, fileUploadBody(await png(5, 5), 'fine.png', 'image/png'), { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('counts a burst sent at once: one refusal short of the limit, only one more file is judged', async () => {
    await awayFromHourBoundary();
    const judy = await member(t);
    for (let i = 0; i < UPLOAD_MAX_REFUSALS_PER_HOUR - 1; i += 1) {
      expectError(await upload(t, fileUploadBody(SVG, 'x.svg', 'image/svg+xml'), { cookie: judy.cookie }), 400, 'UNSUPPORTED_IMAGE');
    }
    const burst = await Promise.all(Array.from({ length: 6 }, () => upload(t, fileUploadBody(SVG, 'x.svg', 'image/svg+xml'), { cookie: judy.cookie })));
    const codes = burst.map((response) => response.json<{ code: string }>().code).sort();
    expect(codes).toEqual(['UNSUPPORTED_IMAGE', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED']);
  });
});

describe('heavy uploads and everyone else', () => {
  it('keeps serving files and the API while several members upload the largest images at once', async () => {
    const uploaders = await Promise.all(Array.from({ length: 4 }, () => member(t)));
    const reader = await member(t);
    const stored = (await upload(t, fileUploadBody(await png(30, 30), 'small.png', 'image/png'), { cookie: reader.cookie })).json<UploadResult>();
    // 4000x4000: a few hundred milliseconds of decoding each, far more than the light requests below.
    const big = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#123456' } }).png({ compressionLevel: 1 }).toBuffer();

    let finished = 0;
    const heavy = uploaders.map((uploader) =>
      upload(t, fileUploadBody(big, 'big.png', 'image/png'), { cookie: uploader.cookie }).then((response) => {
        finished += 1;
        return response;
      }),
    );
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    // Everything above was answered while the heavy uploads were still queued behind one another.
    expect(finished).toBeLessThanOrEqual(2);
    const answers = await Promise.all(heavy);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  }, 60_000);
});

describe('GET /files/*', () => {
  it('answers 404 NOT_FOUND for a file that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/files/user-assets/nobody/1/0' });
    expectError(response, 404, 'NOT_FOUND');
  });

  it('serves uploads by token and profile pictures, nothing else of the storage', async () => {
    const storage = storageOf(t);
    await storage.put('private/notes', Buffer.from('private notes'), 'image/webp');
    await storage.put('user-assets/someone/1/0', Buffer.from('RIFF-asset'), 'image/webp');
    await storage.put('profile-images/someone', Buffer.from('RIFF-picture'), 'image/webp');
    for (const url of ['/files/private/notes', '/files/user-assets/someone/1/0', '/files/uploads/user-assets', '/files/uploads/short']) {
      expectError(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
    const picture = await t.app.inject({ method: 'GET', url: '/files/profile-images/someone?v=123' });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toBe('RIFF-picture');
  });

  it('never serves a file outside the storage folder', async () => {
    const secret = 'TOP-SECRET-CONTENT';
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), secret);
    mkdirSync(path.join(t.config.dataDir, 'files', 'user-assets'), { recursive: true });
    const urls = [
      '/files/user-assets/../../secret.txt',
      '/files/user-assets/../../../../../../etc/passwd',
      '/files/user-assets/%2e%2e/%2e%2e/secret.txt',
      '/files/user-assets/..%2f..%2fsecret.txt',
      '/files/user-assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/files/user-assets/..%5c..%5csecret.txt',
      '/files/user-assets/x%00/../../secret.txt',
      '/files/user-assets/%252e%252e/%252e%252e/secret.txt',
      '/files//etc/passwd',
      `/files/${path.join(t.config.dataDir, 'secret.txt')}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain('root:');
    }
  });
});

describe('who can find and read an upload', () => {
  it('never serves the storage path, so slots cannot be enumerated: 30 guesses find none of 6 uploads', async () => {
    await awayFromHourBoundary();
    const kim = await member(t);
    const results: UploadResult[] = [];
    for (let i = 0; i < 6; i += 1) results.push((await upload(t, fileUploadBody(await png(4, 4), 'a.png', 'image/png'), { cookie: kim.cookie })).json<UploadResult>());
    const bucket = hourBucket(new Date());
    let found = 0;
    for (let slot = 0; slot < 30; slot += 1) {
      if ((await t.app.inject({ method: 'GET', url: `/files/user-assets/${kim.uid}/${bucket}/${slot}` })).statusCode === 200) found += 1;
    }
    expect(found).toBe(0);
    // Each address carries its own random token (at least 128 bits), unrelated to the slot.
    const tokens = results.map((result) => result.url.split('/').pop() ?? '');
    expect(new Set(tokens).size).toBe(6);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it("serves a deleted post's images to its author only, and again once a live post shows them", async () => {
    const lea = await member(t);
    const other = await member(t);
    const [kept, dropped] = [
      (await upload(t, fileUploadBody(await png(6, 6), 'kept.png', 'image/png'), { cookie: lea.cookie })).json<UploadResult>(),
      (await upload(t, fileUploadBody(await png(7, 7), 'dropped.png', 'image/png'), { cookie: lea.cookie })).json<UploadResult>(),
    ] as [UploadResult, UploadResult];
    const statusFor = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;
    const text = 'Deux graphiques pour la semaine prochaine.';

    const created = await t.request({ method: 'POST', url: '/api/v1/posts', cookie: lea.cookie, body: { text, images: [{ url: kept.url }, { url: dropped.url }] } });
    expect(created.statusCode, created.body).toBe(200);
    const postId = created.json<{ _id: string }>()._id;
    for (const url of [kept.url, dropped.url]) expect(await statusFor(url)).toBe(200);

    // Edited away: the dropped image is withdrawn, the kept one stays served.
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${postId}`, cookie: lea.cookie, body: { text, images: [{ url: kept.url }] } })).statusCode).toBe(200);
    expect(await statusFor(dropped.url)).toBe(404);
    expect(await statusFor(kept.url)).toBe(200);

    // Deleted: nobody but the author reads its images any more.
    expect((await t.request({ method: 'DELETE', url: `/api/v1/posts/${postId}`, cookie: lea.cookie })).statusCode).toBe(200);
    expect(await statusFor(kept.url)).toBe(404);
    expect(await statusFor(kept.url, other.cookie)).toBe(404);
    const forAuthor = await t.app.inject({ method: 'GET', url: kept.url, headers: { cookie: lea.cookie } });
    expect(forAuthor.statusCode).toBe(200);
    expect(forAuthor.headers['cache-control']).toBe('private, no-cache');

    // Posted again in a new post, it is shown again.
    expect((await t.request({ method: 'POST', url: '/api/v1/posts', cookie: lea.cookie, body: { text, images: [{ url: kept.url }] } })).statusCode).toBe(200);
    expect(await statusFor(kept.url)).toBe(200);
  });

  it('refuses to attach an upload by its storage path or someone else’s upload', async () => {
    const max = await member(t);
    const nora = await member(t);
    const mine = (await upload(t, fileUploadBody(await png(5, 5), 'a.png', 'image/png'), { cookie: max.cookie })).json<UploadResult>();
    for (const url of [`/files/${mine.path}`, mine.url]) {
      const response = await t.request({ method: 'POST', url: '/api/v1/posts', cookie: nora.cookie, body: { text: 'Je poste une image qui n’est pas à moi.', images: [{ url }] } });
      expectError(response, 400, 'INVALID_ATTACHMENT');
    }
  });
});

describe('hourly upload quota', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ MAX_USER_UPLOAD_QUOTA_PER_HOUR: '3' });
  });
  afterAll(() => small.close());

  it('gives 3 distinct slots of the hour, refuses the 4th with 429, and leaves other members free', async () => {
    const [carol, dave] = [await member(small), await member(small)];
    const image = await png(6, 6);
    await awayFromHourBoundary();
    const bucket = hourBucket(new Date());

    const results: UploadResult[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await upload(small, fileUploadBody(image, `${i}.png`, 'image/png'), { cookie: carol.cookie });
      expect(response.statusCode, response.body).toBe(200);
      results.push(response.json() as UploadResult);
    }
    const slots = results.map((result) => {
      const match = /^user-assets\/([^/]+)\/(\d+)\/(\d+)$/.exec(result.path);
      expect(match?.[1]).toBe(carol.uid);
      expect(Number(match?.[2])).toBe(bucket);
      return Number(match?.[3]);
    });
    expect([...slots].sort()).toEqual([0, 1, 2]);

    const fourth = await upload(small, fileUploadBody(image, '3.png', 'image/png'), { cookie: carol.cookie });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', message: 'Too many asset uploaded this hour' });
    expect(await rowsOf(small, carol.uid)).toHaveLength(3);
    expect(await storageOf(small).list(`user-assets/${carol.uid}/${bucket}/`)).toEqual(results.map((result) => result.path).sort());

    const other = await upload(small, fileUploadBody(image, 'd.png', 'image/png'), { cookie: dave.cookie });
    expect(other.statusCode, other.body).toBe(200);
    // Each stored file is still served.
    for (const result of results) expect((await small.app.inject({ method: 'GET', url: result.url })).statusCode).toBe(200);
  });

  it('checks the quota before reading the image: over quota, even an invalid file answers 429', async () => {
    const erin = await member(small);
    await awayFromHourBoundary();
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(small, fileUploadBody(await png(4, 4), 'a.png', 'image/png'), { cookie: erin.cookie })).statusCode).toBe(200);
    }
    expectError(await upload(small, fileUploadBody('not an image', 'a.png', 'image/png'), { cookie: erin.cookie }), 429, 'UPLOAD_QUOTA_EXCEEDED');
  });
});

describe('slot claiming and failure handling (service)', () => {
  const identity = <T>(items: readonly T[]) => [...items];
  const queue = new ImageQueue({ concurrency: 1, maxWaiting: 8, perMember: 10 });

  it('gives concurrent claims distinct slots and refuses the ones beyond the quota', async () => {
    const frank = await member(t);
    const bucket = 1_000_000;
    const claims = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        // The same order for everyone: every claim but one loses its first insert and moves on.
        claimSlot(t.database.db, { userId: frank.uid, hourBucket: bucket, contentType: 'image/webp', width: 1, height: 1, bytes: 1 }, 3, throwAny, identity),
      ),
    );
    const won = claims.filter((claim) => claim.status === 'fulfilled').map((claim) => claim.value);
    const lost = claims.filter((claim) => claim.status === 'rejected').map((claim) => claim.reason as { code: string; message: string });
    expect(won.map((row) => row.slot).sort()).toEqual([0, 1, 2]);
    expect(won.map((row) => row.path).sort()).toEqual([0, 1, 2].map((slot) => `user-assets/${frank.uid}/${bucket}/${slot}`));
    expect(lost).toHaveLength(2);
    for (const error of lost) expect(error).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', message: QUOTA_EXCEEDED_MESSAGE });
  });

  it('uses the hour bucket of the time of the upload', async () => {
    const gina = await member(t);
    const now = new Date(Date.UTC(2030, 0, 1, 12, 30));
    const result = await uploadAsset({ db: t.database.db, storage: storageOf(t), queue, quotaPerHour: 30 }, gina.uid, () => png(3, 3), throwAny, now);
    expect(result.path).toMatch(new RegExp(`^user-assets/${gina.uid}/${Math.floor(now.getTime() / 3_600_000)}/\\d+$`));
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, gina.uid), eq(uploads.hourBucket, hourBucket(now))));
    expect(row?.path).toBe(result.path);
  });

  it('gives the slot back when the file cannot be written', async () => {
    const henry = await member(t);
    const real = storageOf(t);
    const failing: FileStorage = {
      list: (prefix) => real.list(prefix),
      get: (key) => real.get(key),
      exists: (key) => real.exists(key),
      delete: (key) => real.delete(key),
      putStream: (key, body, contentType) => real.putStream(key, body, contentType),
      put: async () => {
        throw new Error('disk full');
      },
    };
    const deps = { db: t.database.db, storage: failing, queue, quotaPerHour: 1 };
    const now = new Date();
    await expect(uploadAsset(deps, henry.uid, () => png(3, 3), throwAny, now)).rejects.toThrow('disk full');
    expect(await rowsOf(t, henry.uid)).toHaveLength(0);
    // The only slot of the hour is free again.
    const result = await uploadAsset({ ...deps, storage: real }, henry.uid, () => png(3, 3), throwAny, now);
    expect(result.path).toBe(`user-assets/${henry.uid}/${hourBucket(now)}/0`);
    expect(await real.exists(result.path)).toBe(true);
  });
});

describe('image checks (processImage)', () => {
  const limits = (changes: Partial<typeof DEFAULT_IMAGE_LIMITS>) => ({ ...DEFAULT_IMAGE_LIMITS, maxDimension: 100, ...changes });

  it('counts the pixels of every frame of an animation against the animation limit', async () => {
    const gif = await animatedGif(8, 3); // 64 pixels a frame, 192 in all
    await expect(processImage(gif, limits({ maxAnimationPixels: 191 }))).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    await expect(processImage(gif, limits({ maxAnimationPixels: 192 }))).resolves.toMatchObject({ width: 8, height: 8, animated: true });
  });

  it('counts the frames of an animation against the frame limit, however small they are', async () => {
    const gif = await animatedGif(8, 4);
    await expect(processImage(gif, limits({ maxFrames: 3 }))).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    await expect(processImage(gif, limits({ maxFrames: 4 }))).resolves.toMatchObject({ animated: true });
  });

  it('counts the bytes a pixel decodes to: a 16-bit image uses its allowance twice as fast', async () => {
    const rgba = (depth: 'rgb16' | 'srgb') =>
      sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } }).toColourspace(depth).png().toBuffer();
    await expect(processImage(await rgba('rgb16'), limits({ maxPixels: 10_000 }))).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    await expect(processImage(await rgba('srgb'), limits({ maxPixels: 10_000 }))).resolves.toMatchObject({ width: 100 });
  });

  it('refuses other formats from their first bytes, before any decoder parses them', async () => {
    // 500,000 shapes: libvips takes seconds and about a gigabyte to parse this before refusing it.
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(500_000)}</svg>`);
    const started = performance.now();
    await expect(processImage(svg)).rejects.toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a still image over the pixel limit before decoding it', async () => {
    await expect(processImage(await png(20, 20), limits({ maxPixels: 399 }))).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('fits an animation inside the box frame by frame', async () => {
    const result = await processImage(await animatedGif(16, 2), limits({ maxDimension: 4 }));
    expect(result).toMatchObject({ width: 4, height: 4, animated: true, contentType: 'image/webp' });
    const meta = await sharp(result.data, { animated: true }).metadata();
    expect([meta.pages, meta.width, meta.pageHeight]).toEqual([2, 4, 4]);
  });
});
