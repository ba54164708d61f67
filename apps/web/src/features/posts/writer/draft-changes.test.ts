import { describe, expect, it } from 'vitest';
import { hasDraftChanges, type DraftState } from './draft-changes.ts';

const empty: DraftState = { text: '', images: [], gif: null };
const gif = { url: '/gifs/bull.gif', width: 200, height: 150, title: 'Bull' };

describe('writer draft changes', () => {
  it('a new writer with nothing typed (or only spaces) has nothing to lose', () => {
    expect(hasDraftChanges(empty, empty)).toBe(false);
    expect(hasDraftChanges({ ...empty, text: '  \n ' }, empty)).toBe(false);
  });

  it('typed text, an image (even still uploading) or a GIF is a draft', () => {
    expect(hasDraftChanges({ ...empty, text: 'Bonjour' }, empty)).toBe(true);
    expect(hasDraftChanges({ ...empty, images: [null] }, empty)).toBe(true);
    expect(hasDraftChanges({ ...empty, images: ['/files/a.webp'] }, empty)).toBe(true);
    expect(hasDraftChanges({ ...empty, gif }, empty)).toBe(true);
  });

  it('an edited post is unchanged until its text or attachments change', () => {
    const post: DraftState = { text: 'Le texte publié', images: ['/files/a.webp', '/files/b.webp'], gif: null };
    expect(hasDraftChanges({ ...post, images: [...post.images] }, post)).toBe(false);
    expect(hasDraftChanges({ ...post, text: 'Le texte publié, corrigé' }, post)).toBe(true);
    expect(hasDraftChanges({ ...post, images: ['/files/a.webp'] }, post)).toBe(true);
    expect(hasDraftChanges({ ...post, images: ['/files/b.webp', '/files/a.webp'] }, post)).toBe(true);
    expect(hasDraftChanges({ text: 'x', images: [], gif }, { text: 'x', images: [], gif: { ...gif } })).toBe(false);
  });
});
