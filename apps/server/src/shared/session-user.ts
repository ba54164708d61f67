import type { ReaderAccess } from '@arya/core';
import type { MemberRelations } from './relations.ts';

/** The signed-in member a request acts for, as the auth plugin reads it from their session. */
export interface SessionUser {
  id: string;
  /** The session this request was signed in with (its id, never its token). */
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  role: string | null;
  /** The coach mark (Verified) of the member's profile. */
  verified: string | null;
  /** Whether the member verified a phone number: social writes need one (spec 2 §6). */
  phoneVerified: boolean;
  /** What the member's plan lets them read, as of this request. */
  access: ReaderAccess;
  /** When `access` changes with time alone (their plan's or trial's end); null or absent: never. */
  accessChangesAt?: Date | null;
  /** Until when moderation muted the member (they read but write nothing social); null or absent: never. */
  mutedUntil?: Date | null;
  /** Whom the member blocks, who blocks them and whom they mute, as of this request; absent: none. */
  relations?: MemberRelations;
}
