import { describe, expect, it } from 'vitest';
import { ImageQueue } from './image-queue.ts';

/** A piece of work the test finishes when it wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A job whose file is its name, weighing `pixels`, whose decoding the test finishes. */
function gatedJobs(queue: ImageQueue) {
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred>>();
  const job = (member: string, name: string, pixels = 10_000_000) =>
    queue.run(member, {
      read: async () => name,
      inspect: async (file) => ({ file, pixels }),
      decode: async ({ file }) => {
        started.push(file);
        const gate = deferred();
        gates.set(file, gate);
        await gate.promise;
        return file;
      },
    });
  const finish = async (name: string) => {
    gates.get(name)?.resolve();
    await flush();
  };
  return { job, started, finish };
}

const instant = <T>(value: T, pixels = 10_000_000) => ({ read: async () => value, inspect: async () => ({ pixels }), decode: async () => value });

describe('ImageQueue', () => {
  it('decodes one heavy image at a time, members taking turns', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 5 });
    const { job, started, finish } = gatedJobs(queue);
    const all = [job('ann', 'ann-1'), job('ann', 'ann-2'), job('bob', 'bob-1')];
    await flush();
    expect(started).toEqual(['ann-1']);
    await finish('ann-1');
    // Bob's image was read while Ann's first decoded; it goes before Ann's second.
    expect(started).toEqual(['ann-1', 'bob-1']);
    await finish('bob-1');
    expect(started).toEqual(['ann-1', 'bob-1', 'ann-2']);
    await finish('ann-2');
    await expect(Promise.all(all)).resolves.toEqual(['ann-1', 'ann-2', 'bob-1']);
  });

  it('serves the member who waited without a turn before those who just had one, whatever the order of arrival', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 5 });
    const { job, started, finish } = gatedJobs(queue);
    const jobs = [job('ann', 'ann-1'), job('bob', 'bob-1'), job('cid', 'cid-1')];
    await flush();
    await finish('ann-1');
    // Ann's next image arrives while Bob decodes, before Dan's first: Cid, then Dan, then Ann.
    jobs.push(job('ann', 'ann-2'));
    await flush();
    jobs.push(job('dan', 'dan-1'));
    await flush();
    for (const name of ['bob-1', 'cid-1', 'dan-1', 'ann-2']) await finish(name);
    expect(started).toEqual(['ann-1', 'bob-1', 'cid-1', 'dan-1', 'ann-2']);
    await Promise.all(jobs);
  });

  it('gives light images a lane of their own: a small picture never waits behind heavy ones', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 5, lightPixels: 1_000_000 });
    const { job, started, finish } = gatedJobs(queue);
    const heavy = ['a', 'b', 'c', 'd', 'e', 'f'].map((member) => job(member, `${member}-gif`));
    await flush();
    expect(started).toEqual(['a-gif']);
    const small = job('zoe', 'zoe-png', 64 * 64);
    await flush();
    expect(started).toEqual(['a-gif', 'zoe-png']);
    await finish('zoe-png');
    await expect(small).resolves.toBe('zoe-png');
    for (const member of ['a', 'b', 'c', 'd', 'e', 'f']) await finish(`${member}-gif`);
    await Promise.all(heavy);
  });

  it('does not read a member’s next upload before the previous one is done', async () => {
    const queue = new ImageQueue({ concurrency: 2, maxWaiting: 10, perMember: 5 });
    const reads: string[] = [];
    const gate = deferred();
    const first = queue.run('ann', { read: async () => reads.push('first'), inspect: async () => ({ pixels: 1 }), decode: () => gate.promise });
    const second = queue.run('ann', { read: async () => reads.push('second'), inspect: async () => ({ pixels: 1 }), decode: async () => undefined });
    await flush();
    expect(reads).toEqual(['first']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(reads).toEqual(['first', 'second']);
  });

  it('refuses a member with too many uploads under way (RATE_LIMITED), others still pass', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 2 });
    const gate = deferred();
    const held = [1, 2].map((value) => queue.run('ann', { read: async () => value, inspect: async () => ({ pixels: 1e7 }), decode: () => gate.promise }));
    await expect(queue.run('ann', instant(3))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const bob = queue.run('bob', instant(4));
    gate.resolve();
    await Promise.all(held);
    await expect(bob).resolves.toBe(4);
    // Once Ann's uploads are done she may upload again.
    await expect(queue.run('ann', instant(5))).resolves.toBe(5);
  });

  it('refuses with SERVER_BUSY when too many images already wait for a decoder', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 1, perMember: 5 });
    const gate = deferred();
    const running = queue.run('a', { read: async () => 0, inspect: async () => ({ pixels: 1e7 }), decode: () => gate.promise });
    await flush();
    const waiting = queue.run('b', instant('b'));
    await flush();
    await expect(queue.run('c', instant('c'))).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    gate.resolve();
    await expect(Promise.all([running, waiting])).resolves.toEqual([undefined, 'b']);
  });
});
