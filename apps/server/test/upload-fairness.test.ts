import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, png } from './helpers/images.ts';
import { fileUploadBody } from './helpers/multipart.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

/**
 * The probe: while six members uploaded heavy (valid) GIFs, another member's 64×64 PNG waited 7 s
 * behind them in one queue. Members take turns, and light images have a lane of their own.
 */
let t: TestApp;
let heavySenders: Member[];
let newcomer: Member;
let heavyGif: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  heavySenders = [];
  for (const name of ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay']) heavySenders.push(await newMember(t, `${name} Gif`));
  newcomer = await newMember(t, 'Zoé Png');
  // The heaviest animation accepted: 300 frames of 288×288 (24.9 million pixels), seconds to decode.
  heavyGif = await animatedGif(288, 300);
}, 120_000);
afterAll(() => t.close());

const upload = (member: Member, file: Buffer, name: string, type: string) => {
  const body = fileUploadBody(file, name, type);
  return t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': body.contentType }, payload: body.body });
};

describe('image decoding under heavy uploads', () => {
  it("decodes a member's small image while six others' heavy GIFs still queue", async () => {
    const done = new Set<string>();
    const heavy = heavySenders.map((member) =>
      upload(member, heavyGif, 'animation.gif', 'image/gif').then((response) => {
        done.add(member.id);
        return response;
      }),
    );
    // The heavy uploads are read and waiting for the decoder before the small one is sent.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));

    const small = await png(64, 64);
    const response = await upload(newcomer, small, 'avatar.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    // It did not wait for them: most heavy uploads are still decoding or waiting.
    expect(done.size).toBeLessThanOrEqual(1);

    for (const answer of await Promise.all(heavy)) expect(answer.statusCode, answer.body).toBe(200);
  }, 120_000);
});
