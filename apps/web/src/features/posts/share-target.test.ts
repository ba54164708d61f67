import type { Post } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../test/kit.ts';
import { canShare, shareTargetOf } from './share-target.ts';

const author = { Id: 'ana', Name: 'Ana', Job: null, Verified: null, PictureDate: null, Alias: 'ana' };
const post = (fields: Partial<Post> = {}): Post =>
  makePost({
    _id: 'ana/p1',
    Author: author,
    Text: 'Le texte du post',
    TextLang: null,
    Images: ['/files/a.webp'],
    ImageSizes: [{ width: 10, height: 10 }],
    Date: '2026-11-23T10:00:00.000Z',
    CreationDate: '2026-11-23T10:00:00.000Z',
    ...fields,
  });
const aShare = (fields: Partial<Post['SharedPost'] & object> = {}) =>
  post({
    _id: 'bob/share-ana-p1',
    Author: { ...author, Id: 'bob', Name: 'Bob' },
    Images: [],
    SharedPost: { Id: 'ana/p1', Author: author, Text: 'Le texte du post', Date: null, Images: ['/files/a.webp'], ImageSizes: [], IsDeleted: false, ...fields },
  });

describe('sharing a post', () => {
  it('is never offered for a news item or a locked post', () => {
    expect(canShare(post({ Locked: true }), 'bob')).toBe(false);
    expect(canShare(post({ InternalNewsData: {} as Post['InternalNewsData'] }), 'bob')).toBe(false);
    expect(canShare(post(), 'bob')).toBe(true);
  });

  it('shares the post itself, with what the member loaded', () => {
    expect(shareTargetOf(post())).toEqual({ originalId: 'ana/p1', authorId: 'ana', seen: { text: 'Le texte du post', images: ['/files/a.webp'] }, unavailable: false });
  });

  it('shares the original of a share, never the share', () => {
    expect(shareTargetOf(aShare())).toMatchObject({ originalId: 'ana/p1', authorId: 'ana', seen: { text: 'Le texte du post', images: ['/files/a.webp'] } });
  });

  it('is offered to others once, never on my own post or a deleted original', () => {
    expect(canShare(post(), 'carl')).toBe(true);
    expect(canShare(post(), 'ana')).toBe(false);
    expect(canShare(post({ Shared: true }), 'carl')).toBe(false);
    expect(canShare(aShare(), 'ana')).toBe(false);
    expect(canShare(aShare({ IsDeleted: true }), 'carl')).toBe(false);
    expect(canShare(aShare(), 'carl')).toBe(true);
    // Bob's own share: he shared the original already.
    expect(canShare(aShare(), 'bob')).toBe(false);
  });
});
