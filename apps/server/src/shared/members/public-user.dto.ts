import type { PublicUser } from '@arya/core';
import { presentPerson, viewerRelations, type Viewer } from '../viewer.ts';
import type { PublicUserRow } from './public-users.repository.ts';

/**
 * A member as the viewer may see them. Visitors get the first name only and no job (spec 2 §1); a
 * private profile shows them its name and picture, nothing else.
 */
export function toPublicUser(user: PublicUserRow, viewer: Viewer): PublicUser {
  const person = presentPerson(user, viewer);
  const nameAndPictureOnly = !user.publicProfile && viewer.kind === 'visitor';
  return {
    _id: user.id,
    DisplayName: person.name,
    Alias: user.vanityAlias ?? user.systemAlias,
    VanityAlias: user.vanityAlias,
    SystemAlias: user.systemAlias,
    Verified: user.verified,
    Job: nameAndPictureOnly ? null : person.job,
    Description: nameAndPictureOnly ? null : user.description,
    PictureDate: user.pictureDate ? user.pictureDate.toISOString() : null,
    PublicProfile: user.publicProfile,
    TrustScore: nameAndPictureOnly ? null : user.trustScore,
    PostsCount: nameAndPictureOnly ? null : user.postsCount,
    FollowersCount: nameAndPictureOnly ? null : user.followersCount,
    FollowingCount: nameAndPictureOnly ? null : user.followingCount,
    Blocking: viewerRelations(viewer).blocking.has(user.id),
    Muting: viewerRelations(viewer).muting.has(user.id),
  };
}
