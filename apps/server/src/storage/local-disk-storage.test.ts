import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { InvalidStoragePathError, isSafeStoragePath } from './storage-path.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let base: string;
let root: string;
let storage: LocalDiskStorage;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'arya-storage-'));
  root = path.join(base, 'files');
  storage = new LocalDiskStorage(root);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores a file under the root (creating folders) and reads it back with its type and size', async () => {
    await storage.put('user-assets/u1/480000/7', Buffer.from('webp bytes'), 'image/webp');
    expect(existsSync(path.join(root, 'user-assets', 'u1', '480000', '7'))).toBe(true);
    const file = await storage.get('user-assets/u1/480000/7');
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/webp');
    expect(file?.bytes).toBe(10);
    expect((await readAll(file!.stream)).toString()).toBe('webp bytes');
  });

  it('writes a file from a stream, answering its size, and leaves nothing when the stream fails', async () => {
    const chunks = Array.from({ length: 50 }, (_, index) => Buffer.alloc(1000, index));
    expect(await storage.putStream('exports/u1/a.zip', Readable.from(chunks), 'application/zip')).toBe(50_000);
    const file = await storage.get('exports/u1/a.zip');
    expect(file?.contentType).toBe('application/zip');
    expect(await readAll(file!.stream)).toEqual(Buffer.concat(chunks));

    async function* failing() {
      yield Buffer.from('half');
      throw new Error('source failed');
    }
    await expect(storage.putStream('exports/u1/b.zip', Readable.from(failing()), 'application/zip')).rejects.toThrow('source failed');
    expect(await storage.exists('exports/u1/b.zip')).toBe(false);
    expect(readdirSync(path.join(root, 'exports', 'u1')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await storage.put('profile-images/u1', Buffer.from('first'), 'image/png');
    await storage.put('profile-images/u1', Buffer.from('second version'), 'image/webp');
    const file = await storage.get('profile-images/u1');
    expect(file?.contentType).toBe('image/webp');
    expect((await readAll(file!.stream)).toString()).toBe('second version');
    expect(readdirSync(path.join(root, 'profile-images')).sort()).toEqual(['u1', 'u1.meta.json']);
  });

  it('answers null / false for a missing file, a folder, or a path under a file', async () => {
    await storage.put('user-assets/u1/1/0', Buffer.from('x'), 'image/webp');
    for (const key of ['user-assets/u1/1/1', 'user-assets/u1/1', 'user-assets/u1/1/0/deeper', 'nothing/here']) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    }
    expect(await storage.exists('user-assets/u1/1/0')).toBe(true);
  });

  it('falls back to application/octet-stream when the content type record is missing', async () => {
    await storage.put('user-assets/u1/1/0', Buffer.from('x'), 'image/webp');
    unlinkSync(path.join(root, 'user-assets', 'u1', '1', '0.meta.json'));
    const file = await storage.get('user-assets/u1/1/0');
    expect(file?.contentType).toBe('application/octet-stream');
    file?.stream.destroy();
  });

  it('lists the keys under a prefix, sorted, without sidecars or temporary files', async () => {
    for (const key of ['user-assets/u1/10/2', 'user-assets/u1/10/0', 'user-assets/u1/11/0', 'user-assets/u12/10/0', 'profile-images/u1']) {
      await storage.put(key, Buffer.from(key), 'image/webp');
    }
    writeFileSync(path.join(root, 'user-assets', 'u1', '10', '.3.abc.tmp'), 'half written');
    expect(await storage.list('user-assets/u1/10/')).toEqual(['user-assets/u1/10/0', 'user-assets/u1/10/2']);
    expect(await storage.list('user-assets/u1/10')).toEqual(['user-assets/u1/10/0', 'user-assets/u1/10/2']);
    expect(await storage.list('user-assets/u1/')).toEqual(['user-assets/u1/10/0', 'user-assets/u1/10/2', 'user-assets/u1/11/0']);
    // A string prefix, as in S3.
    expect(await storage.list('user-assets/u1')).toEqual(['user-assets/u1/10/0', 'user-assets/u1/10/2', 'user-assets/u1/11/0', 'user-assets/u12/10/0']);
    expect(await storage.list('')).toHaveLength(5);
    expect(await storage.list('user-assets/nobody/')).toEqual([]);
  });

  it('lists nothing before anything was stored (no root folder yet)', async () => {
    expect(await storage.list('user-assets/')).toEqual([]);
  });

  it('deletes a file with its sidecar; deleting a missing file is not an error', async () => {
    await storage.put('user-assets/u1/1/0', Buffer.from('x'), 'image/webp');
    await storage.delete('user-assets/u1/1/0');
    expect(await storage.exists('user-assets/u1/1/0')).toBe(false);
    expect(readdirSync(path.join(root, 'user-assets', 'u1', '1'))).toEqual([]);
    await expect(storage.delete('user-assets/u1/1/0')).resolves.toBeUndefined();
  });

  const badKeys = [
    '',
    '..',
    '../outside',
    'user-assets/../../outside',
    'user-assets/./x',
    '/etc/passwd',
    'user-assets//x',
    'user-assets/x/',
    'user-assets\\..\\..\\outside',
    'user-assets/x\0y',
    'user-assets/.hidden',
    'user-assets/x.meta.json',
    'user-assets/with space',
    'user-assets/%2e%2e',
    'C:/windows',
    'x'.repeat(600),
  ];

  it.each(badKeys)('refuses the key %j in every operation', async (key) => {
    expect(isSafeStoragePath(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStoragePathError);
    expect(readdirSync(base)).toEqual([]);
  });

  it('refuses listing prefixes that climb out of the root', async () => {
    for (const prefix of ['../', '..', '/etc/', 'a/../../']) {
      await expect(storage.list(prefix)).rejects.toBeInstanceOf(InvalidStoragePathError);
    }
  });

  it('does not follow a symbolic link planted in the folder', async () => {
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    mkdirSync(path.join(root, 'user-assets'), { recursive: true });
    symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'user-assets', 'link'));
    expect(await storage.get('user-assets/link')).toBeNull();
  });

  it('refuses a content type that is not type/subtype', async () => {
    await expect(storage.put('user-assets/u1/1/0', Buffer.from('x'), 'text/html\r\nx-evil: 1')).rejects.toThrow(/content type/);
    expect(existsSync(path.join(root, 'user-assets', 'u1', '1', '0'))).toBe(false);
  });
});
