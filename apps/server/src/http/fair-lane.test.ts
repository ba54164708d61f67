import { describe, expect, it } from 'vitest';
import { FairLane } from './fair-lane.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('FairLane', () => {
  it('runs at most its number of pieces at once, members taking turns by last service', async () => {
    const lane = new FairLane(2);
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const piece = (member: string, name: string) =>
      lane.run(member, async () => {
        order.push(name);
        await new Promise<void>((resolve) => gates.push(resolve));
      });
    const pieces = [piece('ann', 'a1'), piece('ann', 'a2'), piece('ann', 'a3'), piece('bob', 'b1'), piece('cid', 'c1')];
    await flush();
    expect(order).toEqual(['a1', 'a2']);
    expect(lane.waitingCount).toBe(3);
    gates.shift()?.();
    await flush();
    // Bob and Cid were never served: they go before Ann's third, sent earlier.
    expect(order).toEqual(['a1', 'a2', 'b1']);
    gates.shift()?.();
    await flush();
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1']);
    while (gates.length > 0 || lane.waitingCount > 0) {
      gates.shift()?.();
      await flush();
    }
    await Promise.all(pieces);
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  it('frees its place when the work fails', async () => {
    const lane = new FairLane(1);
    await expect(lane.run('ann', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(lane.run('bob', async () => 'ok')).resolves.toBe('ok');
  });
});
