import type { PublicUser } from '@arya/core';
import { presentPerson, type Viewer } from '../viewer/viewer.ts';
import type { PublicUserRow } from './public-users.repository.ts';

export function toPublicUser(user: PublicUserRow, viewer: Viewer): PublicUser {
  const person = presentPerson(user, viewer);
  return {
    _id: user.id,
    DisplayName: person.name,
    Alias: user.vanityAlias ?? user.systemAlias,
    VanityAlias: user.vanityAlias,
    SystemAlias: user.systemAlias,
    Verified: user.verified,
    Job: person.job,
    Description: user.description,
    PictureDate: user.pictureDate ? user.pictureDate.toISOString() : null,
    PublicProfile: user.publicProfile,
    TrustScore: user.trustScore,
    PostsCount: user.postsCount,
    FollowersCount: user.followersCount,
    FollowingCount: user.followingCount,
  };
}
