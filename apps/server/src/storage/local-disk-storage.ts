import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { assertSafeStoragePath, assertSafeStoragePrefix, InvalidStoragePathError, META_SUFFIX } from './storage-path.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** `type/subtype`, nothing that could break out of a header. */
const CONTENT_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/**
 * Files under a folder of the local disk (DATA_DIR/files). A key maps to the file of the same
 * relative path; stored files have no extension (spec), so each has a sidecar `<file>.meta.json`
 * holding its content type. Writes go to a temporary file renamed into place, so a reader never
 * sees half a file; the sidecar is written first, so a file that exists always has one.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    if (!CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 100))}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file + META_SUFFIX, Buffer.from(JSON.stringify({ contentType })));
    await writeAtomically(file, body);
  }

  async putStream(key: string, body: Readable, contentType: string): Promise<number> {
    const file = this.fileOf(key);
    if (!CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 100))}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file + META_SUFFIX, Buffer.from(JSON.stringify({ contentType })));
    return streamAtomically(file, body);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    let handle: FileHandle;
    try {
      // O_NOFOLLOW: a symbolic link planted in the folder is not followed out of it.
      handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readContentType(file);
      return { stream: handle.createReadStream(), contentType, bytes: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Keys starting with `prefix` (a string prefix, as in S3), sorted; sidecars and temporary files are not keys. */
  async list(prefix: string): Promise<string[]> {
    assertSafeStoragePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const folderKey = slash === -1 ? '' : prefix.slice(0, slash);
    const found: string[] = [];
    await this.walk(folderKey, prefix, found);
    return found.sort();
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    // The file before its sidecar: a file never exists without one.
    await rm(file, { force: true });
    await rm(file + META_SUFFIX, { force: true });
  }

  /** The absolute file of a key; refuses any key that is not a plain relative path inside the root. */
  private fileOf(key: string): string {
    assertSafeStoragePath(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStoragePathError(key);
    return file;
  }

  private async walk(folderKey: string, prefix: string, found: string[]): Promise<void> {
    const folder = folderKey ? this.fileOf(folderKey) : this.root;
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.endsWith(META_SUFFIX)) continue;
      const key = folderKey ? `${folderKey}/${entry.name}` : entry.name;
      if (entry.isFile() && key.startsWith(prefix)) found.push(key);
      else if (entry.isDirectory() && (key.startsWith(prefix) || prefix.startsWith(`${key}/`))) await this.walk(key, prefix, found);
    }
  }
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Like writeAtomically, from a stream: written to a temporary file (synced), then renamed into place. */
async function streamAtomically(target: string, body: Readable): Promise<number> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o644);
    let bytes = 0;
    try {
      // One chunk at a time: the next is read once this one is written.
      for await (const chunk of body) {
        const bytesOf = chunk as Uint8Array;
        await handle.write(bytesOf);
        bytes += bytesOf.length;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    return bytes;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readContentType(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(file + META_SUFFIX, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' && CONTENT_TYPE.test(meta.contentType) ? meta.contentType : FALLBACK_CONTENT_TYPE;
  } catch {
    return FALLBACK_CONTENT_TYPE;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'EISDIR';
}
