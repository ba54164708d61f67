import { describe, expect, it } from 'vitest';
import { freeBytesAt, fullDiskMessage, isStorageFull, LOW_DISK_BYTES, StorageFailures } from './disk-space.ts';

describe('isStorageFull', () => {
  it("tells a full disk however it is wrapped: PostgreSQL's disk_full under the ORM, the file system's ENOSPC, a quota", () => {
    const postgres = Object.assign(new Error('could not extend file "base/5/17158": No space left on device'), { code: '53100' });
    const orm = new Error('Failed query: insert into posts …', { cause: postgres });
    expect(isStorageFull(orm)).toBe(true);
    expect(isStorageFull(postgres)).toBe(true);
    expect(isStorageFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('EDQUOT'), { code: 'EDQUOT' }))).toBe(true);
  });

  it('is false for every other failure', () => {
    expect(isStorageFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(new Error('x', { cause: new Error('y') }))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('53100')).toBe(false);
  });
});

describe('fullDiskMessage', () => {
  const disk = (freeBytes: number) => () => ({ bavail: freeBytes / 4096, bsize: 4096 });

  it('names the folder, the free space and what to do when the disk is (nearly) full', () => {
    expect(fullDiskMessage('/srv/arya/data/db', disk(8192))).toBe(
      'The disk holding /srv/arya/data/db is full (8 kB free): free some space on it (or point DATA_DIR elsewhere), then start again.',
    );
  });

  it('says nothing when there is room, or when the disk cannot be read', () => {
    expect(fullDiskMessage('/srv/arya/data', disk(LOW_DISK_BYTES))).toBeNull();
    expect(
      fullDiskMessage('/srv', () => {
        throw new Error('EACCES');
      }),
    ).toBeNull();
  });

  it('reads the nearest folder of the path that exists', () => {
    const asked: string[] = [];
    freeBytesAt('/tmp/surely/not/there/db', (dir) => (asked.push(dir), { bavail: 1, bsize: 1 }));
    expect(asked).toEqual(['/tmp']);
  });
});

describe('StorageFailures', () => {
  it('remembers a refused write for its window', () => {
    const failures = new StorageFailures(60_000);
    expect(failures.recent(1_000)).toBe(false);
    failures.record(1_000);
    expect(failures.recent(60_999)).toBe(true);
    expect(failures.recent(61_000)).toBe(false);
  });
});
