import { COACH_VERIFIED_PREFIX } from '@arya/core';
import { eq } from 'drizzle-orm';
import { userProtected, users } from '../../src/db/schema/index.ts';
import { fileUploadBody } from './multipart.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Gives a member a plan (spec 1 §4): an active GOLD or INFINITE subscription, the news trial, or nothing. */
export async function setPlan(t: TestApp, userId: string, plan: 'free' | 'trial' | 'expiredTrial' | 'GOLD' | 'INFINITE' | 'lifetime') {
  const future = new Date(Date.now() + 30 * DAY_MS);
  const past = new Date(Date.now() - DAY_MS);
  const values = {
    free: { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: null, activeSubscriptionUntil: null, canReadNewsUntil: null },
    trial: { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: null, activeSubscriptionUntil: null, canReadNewsUntil: future },
    expiredTrial: { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: null, activeSubscriptionUntil: null, canReadNewsUntil: past },
    GOLD: { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: 'GOLD', activeSubscriptionUntil: future, canReadNewsUntil: null },
    INFINITE: { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: future, canReadNewsUntil: null },
    lifetime: { lifetimeSubscriptionName: 'INFINITE', activeSubscriptionName: null, activeSubscriptionUntil: null, canReadNewsUntil: null },
  } as const;
  await t.database.db.update(userProtected).set(values[plan]).where(eq(userProtected.userId, userId));
}

export async function makeCoach(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ verified: COACH_VERIFIED_PREFIX }).where(eq(users.id, userId));
}

export async function makeStaff(t: TestApp, userId: string) {
  await t.database.db.update(userProtected).set({ role: 'staff' }).where(eq(userProtected.userId, userId));
}

/** The first bytes of a WebM recording (an EBML header naming the webm document type). */
export const WEBM_BYTES = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(200, 1)]);
/** An MPEG audio file starting with its ID3 tag. */
export const MP3_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([0x04, 0, 0, 0, 0, 0, 0]), Buffer.alloc(200, 0xff)]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads a file through a multipart endpoint as the site does. */
export function uploadFileTo(t: TestApp, url: string, content: Buffer, cookie?: string, filename = 'file', contentType = 'application/octet-stream') {
  const body = fileUploadBody(content, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.body,
  });
}
