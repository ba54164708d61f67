import { describe, expect, it } from 'vitest';
import { toPostInput, writerTextSchema } from './post-writer-schema.ts';

describe('writerTextSchema', () => {
  it('needs 10 characters after trimming and names the error TEXT_LENGTH', () => {
    const short = writerTextSchema.safeParse({ text: '  123456789   ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('TEXT_LENGTH');
    expect(writerTextSchema.safeParse({ text: '1234567890' }).success).toBe(true);
  });
});

describe('toPostInput', () => {
  it('sends the trimmed text with the stored images', () => {
    expect(toPostInput('  Hello traders \n', ['/files/a.png', '/files/b.png'], null)).toEqual({
      text: 'Hello traders',
      images: [{ url: '/files/a.png' }, { url: '/files/b.png' }],
      gif: null,
    });
  });

  it('sends a GIF without images', () => {
    const gif = { url: '/gifs/bull.gif', width: 200, height: 150, title: 'Bull' };
    expect(toPostInput('Hello traders', [], gif)).toEqual({ text: 'Hello traders', images: [], gif });
  });
});
