import type { Comment } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { commentWords, lastCommentOf } from './last-comment.ts';

const comment = (id: string, fields: Partial<Comment> = {}): Comment => ({
  _id: `a/p/${id}`,
  Author: { Id: 'u1', Name: 'Ana Lima', Verified: null, PictureDate: null, Alias: 'ana' },
  Text: `<p>Texte ${id}</p>`,
  TextLang: 'fr',
  TextLocalizations: {},
  TranslatedBy: null,
  Cashtags: [],
  Image: null,
  Date: '2026-11-23T10:00:00.000Z',
  CreationDate: '2026-11-23T10:00:00.000Z',
  LastEditDate: null,
  LastEditBy: null,
  IsDeleted: false,
  DeletedBy: null,
  MembersOnly: false,
  ReactionsCount: { Likes: 0 },
  Liked: false,
  RepliesCount: 0,
  ...fields,
});

describe("a post's last comment on the web", () => {
  it('is the newest comment still there, its words without markup', () => {
    expect(lastCommentOf([comment('c3', { IsDeleted: true, Text: null }), comment('c2', { Text: '<p>Bien <strong>vu</strong> &amp; merci</p>' }), comment('c1')])).toEqual({
      Id: 'a/p/c2',
      Author: { Id: 'u1', Name: 'Ana Lima' },
      Text: 'Bien vu & merci',
      Date: '2026-11-23T10:00:00.000Z',
    });
    expect(lastCommentOf([comment('c1', { IsDeleted: true, Text: null })])).toBeNull();
  });

  it('is shortened between characters', () => {
    expect(commentWords(`<p>${'a'.repeat(198)}🚀🚀🚀</p>`)).toBe(`${'a'.repeat(198)}🚀…`);
  });
});
