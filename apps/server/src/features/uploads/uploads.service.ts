import { randomBytes, randomInt } from 'node:crypto';
import { hourBucket, UPLOAD_MAX_REFUSALS_PER_HOUR, uploadUrl, userAssetPath, type UploadResult } from '@arya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Fail } from '../../http/fail.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { encodeImage, inspectImage, type ImageLimits } from './image-processing.ts';
import type { ImageQueue } from './image-queue.ts';
import * as repository from './uploads.repository.ts';

/** Spec 1 §8: the message shown when no slot is left this hour. */
export const QUOTA_EXCEEDED_MESSAGE = 'Too many asset uploaded this hour';
/** Rounds of "read the used slots, try the free ones" before giving up on a busy hour. */
const CLAIM_ROUNDS = 3;

export type Shuffle = <T>(items: readonly T[]) => T[];

export interface UploadDependencies {
  db: Database;
  storage: FileStorage;
  /** The maxUserUploadQuotaPerHour setting: slots 0 to quota - 1 exist in each hour. */
  quotaPerHour: number;
  /** Where reading and decoding wait their turn. */
  queue: ImageQueue;
  log?: FastifyBaseLogger;
  imageLimits?: ImageLimits;
  /** Order in which free slots are tried; random unless a test fixes it. */
  shuffle?: Shuffle;
}

type QuotaFail = Fail<'UPLOAD_QUOTA_EXCEEDED'>;
const quotaExceeded = (fail: QuotaFail) => fail('UPLOAD_QUOTA_EXCEEDED', QUOTA_EXCEEDED_MESSAGE);

/** A file we decoded (or began to read) and refused: it counts against the member's hourly refusals. */
const isRefusedImage = (error: unknown) => error instanceof AppError && (error.code === 'UNSUPPORTED_IMAGE' || error.code === 'IMAGE_TOO_LARGE');

/** Fisher–Yates with a cryptographic generator: slots are not guessable from earlier uploads. */
export function shuffleRandomly<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return result;
}

/** The unguessable part of an upload's address: 144 random bits. */
export function newUploadToken(): string {
  return randomBytes(18).toString('base64url');
}

export function freeSlots(used: readonly number[], quota: number): number[] {
  const taken = new Set(used);
  return Array.from({ length: quota }, (_, slot) => slot).filter((slot) => !taken.has(slot));
}

/**
 * Takes a free slot of the hour by inserting the upload's row: reads the used slots, tries the free
 * ones in random order, and moves to the next when a concurrent upload (maybe on another process)
 * inserted it first. No free slot: UPLOAD_QUOTA_EXCEEDED.
 */
export async function claimSlot(
  db: Database,
  upload: repository.NewUpload,
  quota: number,
  fail: QuotaFail,
  shuffle: Shuffle = shuffleRandomly,
): Promise<repository.UploadRow> {
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const free = freeSlots(await repository.findUsedSlots(db, upload.userId, upload.hourBucket), quota);
    if (free.length === 0) break;
    for (const slot of shuffle(free)) {
      const row = await repository.insertUploadIfSlotFree(db, { ...upload, slot, path: userAssetPath(upload.userId, upload.hourBucket, slot), token: newUploadToken() });
      if (row) return row;
    }
  }
  return quotaExceeded(fail);
}

/**
 * Stores a member's image in a free slot of the current hour (spec 1 §7): the file is read (only
 * once the member may upload), checked and re-encoded, then the slot is taken by inserting its row,
 * then the file is written; if writing fails the slot is given back.
 */
export async function uploadAsset(
  deps: UploadDependencies,
  userId: string,
  readFile: () => Promise<Buffer>,
  fail: Fail<'PROFILE_NOT_FOUND' | 'UPLOAD_QUOTA_EXCEEDED'>,
  now = new Date(),
): Promise<UploadResult> {
  const { db, storage, quotaPerHour } = deps;
  if (!(await repository.hasProfile(db, userId))) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  const bucket = hourBucket(now);
  // A member out of slots, or who sent too many refused files this hour, costs no upload reading
  // nor image decoding; the insert below stays the real check of the quota.
  if (freeSlots(await repository.findUsedSlots(db, userId, bucket), quotaPerHour).length === 0) quotaExceeded(fail);

  // Refusals are checked and recorded inside the member's turn: their uploads run one after the
  // other, so a burst sent at once cannot all pass the check before the first one is refused.
  const countingRefusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isRefusedImage(error)) await repository.recordRefusal(db, userId, bucket);
      throw error;
    }
  };
  const readIfAllowed = async () => {
    if ((await repository.countRefusals(db, userId, bucket)) >= UPLOAD_MAX_REFUSALS_PER_HOUR) quotaExceeded(fail);
    return readFile();
  };
  const image = await deps.queue.run(userId, {
    read: () => countingRefusals(readIfAllowed),
    inspect: (file) => countingRefusals(() => inspectImage(file, deps.imageLimits)),
    decode: (inspected) => countingRefusals(() => encodeImage(inspected, deps.imageLimits)),
  });
  const row = await claimSlot(
    db,
    { userId, hourBucket: bucket, contentType: image.contentType, width: image.width, height: image.height, bytes: image.data.length },
    quotaPerHour,
    fail,
    deps.shuffle,
  );
  try {
    await storage.put(row.path, image.data, image.contentType);
  } catch (error) {
    await giveBack(deps, row);
    throw error;
  }
  return { url: uploadUrl(row.token), path: row.path, width: row.width, height: row.height, contentType: row.contentType };
}

/** Undoes a failed upload: whatever part of the file was written, then the row holding the slot. */
async function giveBack(deps: UploadDependencies, row: repository.UploadRow): Promise<void> {
  try {
    await deps.storage.delete(row.path);
  } catch (error) {
    deps.log?.warn({ err: error, path: row.path }, 'could not remove a partly stored upload');
  }
  try {
    await repository.deleteUpload(deps.db, row.id);
  } catch (error) {
    deps.log?.error({ err: error, uploadId: row.id }, 'could not free the slot of a failed upload');
  }
}
