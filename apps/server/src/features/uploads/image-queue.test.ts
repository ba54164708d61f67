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

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageQueue', () => {
  it('decodes one image at a time, members taking turns', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 5 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (member: string, name: string) =>
      queue.run(member, async () => name, async (file) => {
        started.push(file);
        const gate = deferred();
        gates.set(file, gate);
        await gate.promise;
        return file;
      });
    const all = [job('ann', 'ann-1'), job('ann', 'ann-2'), job('bob', 'bob-1')];
    await flush();
    expect(started).toEqual(['ann-1']);
    gates.get('ann-1')?.resolve();
    await flush();
    await flush();
    // Bob's image was read while Ann's first decoded; it goes before Ann's second.
    expect(started).toEqual(['ann-1', 'bob-1']);
    gates.get('bob-1')?.resolve();
    await flush();
    await flush();
    expect(started).toEqual(['ann-1', 'bob-1', 'ann-2']);
    gates.get('ann-2')?.resolve();
    await expect(Promise.all(all)).resolves.toEqual(['ann-1', 'ann-2', 'bob-1']);
  });

  it('does not read a member’s next upload before the previous one is done', async () => {
    const queue = new ImageQueue({ concurrency: 2, maxWaiting: 10, perMember: 5 });
    const reads: string[] = [];
    const gate = deferred();
    const first = queue.run('ann', async () => reads.push('first'), () => gate.promise);
    const second = queue.run('ann', async () => reads.push('second'), async () => undefined);
    await flush();
    expect(reads).toEqual(['first']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(reads).toEqual(['first', 'second']);
  });

  it('refuses a member with too many uploads under way (RATE_LIMITED), others still pass', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10, perMember: 2 });
    const gate = deferred();
    const held = [queue.run('ann', async () => 1, () => gate.promise), queue.run('ann', async () => 2, () => gate.promise)];
    await expect(queue.run('ann', async () => 3, async () => 3)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const bob = queue.run('bob', async () => 4, async () => 4);
    gate.resolve();
    await Promise.all(held);
    await expect(bob).resolves.toBe(4);
    // Once Ann's uploads are done she may upload again.
    await expect(queue.run('ann', async () => 5, async () => 5)).resolves.toBe(5);
  });

  it('refuses with SERVER_BUSY when too many images already wait for a decoder', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 1, perMember: 5 });
    const gate = deferred();
    const running = queue.run('a', async () => 0, () => gate.promise);
    await flush();
    const waiting = queue.run('b', async () => 0, async () => 'b');
    await flush();
    await expect(queue.run('c', async () => 0, async () => 'c')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    gate.resolve();
    await expect(Promise.all([running, waiting])).resolves.toEqual([undefined, 'b']);
  });
});
