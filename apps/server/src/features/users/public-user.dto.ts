import { firstNameOnly, type PublicUser } from '@arya/core';
import type { PublicUserRow } from './public-users.repository.ts';

export interface Reader {
  /** Signed out: members are shown by first name only (spec 2 §1). */
  isVisitor: boolean;
}

export function toPublicUser(user: PublicUserRow, reader: Reader): PublicUser {
  return {
    _id: user.id,
    DisplayName: reader.isVisitor ? firstNameOnly(user.displayName) : user.displayName,
    Alias: user.vanityAlias ?? user.systemAlias,
    VanityAlias: user.vanityAlias,
    SystemAlias: user.systemAlias,
    Verified: user.verified,
    Job: reader.isVisitor ? null : user.job,
    Description: user.description,
    PictureDate: user.pictureDate ? user.pictureDate.toISOString() : null,
    PublicProfile: user.publicProfile,
    TrustScore: user.trustScore,
    PostsCount: user.postsCount,
    FollowersCount: user.followersCount,
    FollowingCount: user.followingCount,
  };
}
