import type { PostAuthor } from '@arya/core';
import { presentPerson, type Viewer } from '../viewer.ts';

/** What a post's author is read from (authorColumns, public-users.repository.ts). */
export interface PostAuthorRow {
  id: string;
  displayName: string;
  job: string | null;
  verified: string | null;
  pictureDate: Date | null;
  vanityAlias: string | null;
  systemAlias: string;
  deletedAt: Date | null;
}

/** A member as a post's author, as the viewer may see them (a visitor: first name, no job); an erased member has no profile to link to. */
export function toPostAuthorDto(author: PostAuthorRow, viewer: Viewer): PostAuthor {
  const person = presentPerson(author, viewer);
  return {
    Id: author.id,
    Name: person.name,
    Job: person.job,
    Verified: author.verified,
    PictureDate: author.pictureDate?.toISOString() ?? null,
    Alias: author.deletedAt ? null : (author.vanityAlias ?? author.systemAlias),
    ...(author.deletedAt ? { Deleted: true } : {}),
  };
}
