import { UPLOAD_MAX_BYTES } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { attachmentRules, selectImageFiles } from './attachment-rules.ts';

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('attachmentRules', () => {
  it('allows images and a GIF when nothing is attached', () => {
    expect(attachmentRules({ images: 0, gif: false, max: 4 })).toEqual({ canAddImage: true, canAddGif: true, remaining: 4 });
  });

  it('allows more images below the maximum but no GIF once an image is attached', () => {
    expect(attachmentRules({ images: 3, gif: false, max: 4 })).toEqual({ canAddImage: true, canAddGif: false, remaining: 1 });
  });

  it('allows no image at the maximum (or above it, e.g. after the setting was lowered)', () => {
    expect(attachmentRules({ images: 4, gif: false, max: 4 })).toMatchObject({ canAddImage: false, remaining: 0 });
    expect(attachmentRules({ images: 6, gif: false, max: 4 })).toMatchObject({ canAddImage: false, remaining: 0 });
  });

  it('never mixes a GIF with images, nor adds a second GIF', () => {
    expect(attachmentRules({ images: 0, gif: true, max: 4 })).toEqual({ canAddImage: false, canAddGif: false, remaining: 0 });
  });

  it('adds no media to a share', () => {
    expect(attachmentRules({ images: 0, gif: false, max: 4, sharing: true })).toEqual({ canAddImage: false, canAddGif: false, remaining: 0 });
  });
});

describe('selectImageFiles', () => {
  it('keeps the first files that fit and counts the others', () => {
    const files = [png('a.png'), png('b.png'), png('c.png')];
    const selection = selectImageFiles(files, 2);
    expect(selection.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(selection.overflow).toBe(1);
    expect(selection.rejected).toEqual([]);
  });

  it('refuses other types and files over the upload limit without counting them as overflow', () => {
    const pdf = new File(['x'], 'doc.pdf', { type: 'application/pdf' });
    const huge = png('huge.png', UPLOAD_MAX_BYTES + 1);
    const selection = selectImageFiles([pdf, huge, png('ok.png')], 5);
    expect(selection.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(selection.rejected.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['doc.pdf', 'UNSUPPORTED_IMAGE'],
      ['huge.png', 'IMAGE_TOO_LARGE'],
    ]);
    expect(selection.overflow).toBe(0);
  });

  it('accepts nothing when the post is full', () => {
    expect(selectImageFiles([png('a.png')], 0)).toMatchObject({ accepted: [], overflow: 1 });
  });
});
