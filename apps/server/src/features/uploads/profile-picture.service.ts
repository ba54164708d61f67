import { PROFILE_PICTURE_SIZE, type CurrentUser } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Fail } from '../../http/fail.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { encodeImage, inspectImage } from './image-processing.ts';
import type { ImageQueue } from './image-queue.ts';
import { getCurrentUser } from '../../shared/members/current-user.repository.ts';
import { setPictureDate } from '../people/profile.repository.ts';

/** A member changes their picture at most this often (each change decodes an image). */
export const PICTURE_CHANGE_INTERVAL_MS = 10_000;

export const profilePicturePath = (userId: string) => `profile-images/${userId}`;

/**
 * Replaces the member's picture (spec 1 §7: `profile-images/{uid}`): read only once the member may
 * change it, decoded in the shared image queue, cut to a square and resized, stored, then dated by
 * the database clock, so every avatar's address changes and caches fetch the new one.
 */
export async function uploadProfilePicture(
  deps: { db: Database; storage: FileStorage; queue: ImageQueue; underWay: Set<string> },
  userId: string,
  readFile: () => Promise<Buffer>,
  fail: Fail<'RATE_LIMITED' | 'PROFILE_NOT_FOUND'>,
  now = new Date(),
): Promise<CurrentUser> {
  const { db, storage, queue, underWay } = deps;
  const busy = () => fail('RATE_LIMITED', 'Wait a few seconds before changing your picture again');
  // One picture of a member at a time in this process, so uploads sent together never all pass the
  // check below before the first is dated.
  if (underWay.has(userId)) busy();
  underWay.add(userId);
  try {
    const [profile] = await db.select({ pictureDate: users.pictureDate }).from(users).where(eq(users.id, userId));
    if (!profile) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
    if (profile.pictureDate && now.getTime() - profile.pictureDate.getTime() < PICTURE_CHANGE_INTERVAL_MS) busy();
    const image = await queue.run(userId, {
      read: readFile,
      inspect: (file) => inspectImage(file, undefined, { fit: 'square', size: PROFILE_PICTURE_SIZE }),
      decode: (inspected) => encodeImage(inspected),
    });
    await storage.put(profilePicturePath(userId), image.data, image.contentType);
    await db.transaction((tx) => setPictureDate(tx, userId));
  } finally {
    underWay.delete(userId);
  }
  return getCurrentUser(db, userId, fail);
}
