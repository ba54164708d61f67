import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DiskFullError } from '../src/disk-space.ts';
import { LocalDiskStorage } from '../src/storage/local-disk-storage.ts';
import { png } from './helpers/images.ts';
import { fileUploadBody } from './helpers/multipart.ts';
import { newMember, storedPostsOf, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

/**
 * A full disk: the probe saw writes answer a generic 500, health say "ok", and a start say only
 * "PGlite failed to initialize properly". The database refuses writes as PostgreSQL does on a full
 * disk (SQLSTATE 53100, raised here by a trigger so both PGlite and PostgreSQL run the test), and
 * the file storage as the file system does (ENOSPC).
 */
class FullDiskStorage extends LocalDiskStorage {
  full = false;
  override async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (this.full) throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    return super.put(key, body, contentType);
  }
}

let t: TestApp;
let storage: FullDiskStorage;
let filesDir: string;
let member: Member;
beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'arya-files-'));
  storage = new FullDiskStorage(filesDir);
  t = await createTestApp({}, { storage });
  member = await newMember(t, 'Fanny Full');
  await t.database.db.execute(sql`
    create function refuse_for_full_disk() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full';
    end $$`);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const health = async () => {
  const response = await t.request({ method: 'GET', url: '/api/health' });
  return { status: response.statusCode, body: response.json() as unknown };
};
const refuseWritesTo = (table: 'posts' | 'health_probes') => t.database.db.execute(sql.raw(`create trigger full_disk before insert or update on ${table} for each row execute function refuse_for_full_disk()`));
const acceptWritesTo = (table: 'posts' | 'health_probes') => t.database.db.execute(sql.raw(`drop trigger full_disk on ${table}`));

describe('a full disk', () => {
  it('health reports the database degraded when its write probe fails, and up again once it passes', async () => {
    await expect.poll(health).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    await refuseWritesTo('health_probes');
    // Reads go on: a load balancer keeps the server (200), the monitor reads the status.
    await expect.poll(health).toEqual({ status: 200, body: { status: 'degraded', database: 'degraded' } });
    await acceptWritesTo('health_probes');
    await expect.poll(health).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('a refused write answers 503 STORAGE_FULL, keeps nothing, and health says degraded', async () => {
    await refuseWritesTo('posts');
    try {
      const before = await storedPostsOf(t, member.id);
      const response = await t.request({ method: 'POST', url: '/api/v1/posts', cookie: member.cookie, body: { text: 'Un post quand le disque est plein' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'STORAGE_FULL', message: 'The server is out of storage space: nothing was saved' });
      expect(await storedPostsOf(t, member.id)).toEqual(before);
      await expect.poll(async () => (await health()).body).toEqual({ status: 'degraded', database: 'degraded' });
    } finally {
      await acceptWritesTo('posts');
    }
  });

  it('an upload the file storage cannot write answers 503 STORAGE_FULL', async () => {
    storage.full = true;
    try {
      const body = fileUploadBody(await png(64, 64), 'chart.png', 'image/png');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': body.contentType },
        payload: body.body,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'STORAGE_FULL' });
    } finally {
      storage.full = false;
    }
  });
});

/** A real full disk needs a file system of its own: a small tmpfs, which only root may mount. */
function mountFullDisk(): string | null {
  if (process.getuid?.() !== 0) return null;
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'arya-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    return null;
  }
  mkdirSync(path.join(mountPoint, 'data'));
  // Fill it: what is left is far less than the embedded database needs to start.
  try {
    writeFileSync(path.join(mountPoint, 'filler'), Buffer.alloc(4 * 1024 * 1024));
  } catch {
    // ENOSPC once full: the point.
  }
  return mountPoint;
}

describe('a start on a full disk', () => {
  const mountPoint = mountFullDisk();
  afterAll(() => {
    if (!mountPoint) return;
    // Detached at once even if a file on it is still open (the kernel frees it when it closes).
    execFileSync('umount', ['--lazy', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it.runIf(mountPoint !== null)('names the cause: which disk is full and what to do', async () => {
    const dir = path.join(mountPoint as string, 'data', 'db');
    const started = openDatabase({ kind: 'pglite', dir });
    await expect(started).rejects.toBeInstanceOf(DiskFullError);
    await expect(started).rejects.toThrow(new RegExp(`The embedded database could not start\\. The disk holding ${mountPoint}.* is full \\(\\d+ kB free\\): free some space`));
  });
});
