import { z } from 'zod';
import { text } from '../common/text.ts';

/** What anyone may read of a member (the public part of the profile). */
export const publicUserSchema = z.object({
  _id: z.string(),
  DisplayName: z.string(),
  Alias: z.string(),
  VanityAlias: z.string().nullable(),
  SystemAlias: z.string(),
  Verified: z.string().nullable(),
  Job: z.string().nullable(),
  Description: z.string().nullable(),
  PictureDate: z.string().nullable(),
  PublicProfile: z.boolean(),
  /** Null (like the counts, the job and the description) for a visitor reading a private profile: name and picture only. */
  TrustScore: z.number().int().nullable(),
  PostsCount: z.number().int().nullable(),
  FollowersCount: z.number().int().nullable(),
  FollowingCount: z.number().int().nullable(),
  /** The reader blocks this member (false for visitors). */
  Blocking: z.boolean(),
  /** The reader mutes this member (false for visitors). */
  Muting: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userAliasParamsSchema = z.object({ alias: text({ min: 1, max: 100 }) });

/**
 * A private profile (PublicProfile false) shows visitors its name and picture only: not its posts,
 * counts, job or description, nor its place in suggestions. A post shared by link stays readable:
 * sharing it is what the link is for.
 */
export function isProfileVisible(profile: { publicProfile: boolean }, signedIn: boolean): boolean {
  return profile.publicProfile || signedIn;
}

/** Visitors see only authors' first names (spec 2 §1). */
export function firstNameOnly(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
