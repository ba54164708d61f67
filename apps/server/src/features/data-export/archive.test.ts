import { Readable } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { jsonArrayContent, jsonContent, streamContent, textContent, zipStream, type ArchiveEntry } from './archive.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function* batches(count: number, size: number) {
  for (let batch = 0; batch < count; batch += 1) yield Array.from({ length: size }, (_, index) => ({ n: batch * size + index }));
}

describe('zipStream', () => {
  it('makes an archive fflate opens, with text, JSON, arrays read in batches and stored files', async () => {
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const entries: ArchiveEntry[] = [
      { name: 'README.txt', compress: true, content: () => textContent('Bonjour / Hello') },
      { name: 'profile.json', compress: true, content: () => jsonContent({ name: 'Élodie' }) },
      { name: 'posts.json', compress: true, content: () => jsonArrayContent(batches(3, 2)) },
      { name: 'empty.json', compress: true, content: () => jsonArrayContent(batches(0, 0)) },
      { name: 'files/picture.png', compress: false, content: () => streamContent(Readable.from([picture])) },
    ];
    const files = unzipSync(new Uint8Array(await bytesOf(zipStream(entries))));
    expect(Object.keys(files)).toEqual(['README.txt', 'profile.json', 'posts.json', 'empty.json', 'files/picture.png']);
    expect(strFromU8(files['README.txt']!)).toBe('Bonjour / Hello');
    expect(JSON.parse(strFromU8(files['profile.json']!))).toEqual({ name: 'Élodie' });
    expect(JSON.parse(strFromU8(files['posts.json']!))).toEqual([0, 1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(JSON.parse(strFromU8(files['empty.json']!))).toEqual([]);
    expect(Buffer.from(files['files/picture.png']!)).toEqual(picture);
  });

  it('refuses two files of the same name', async () => {
    const entry: ArchiveEntry = { name: 'a.json', compress: true, content: () => jsonContent(1) };
    await expect(bytesOf(zipStream([entry, entry]))).rejects.toThrow('a.json twice');
  });
});
