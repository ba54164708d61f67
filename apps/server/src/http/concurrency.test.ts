import { describe, expect, it } from 'vitest';
import { busyLimit, memberSlots } from './concurrency.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('memberSlots', () => {
  it("runs one member's work in turn, another member's alongside, and goes on after a failure", async () => {
    const turns = memberSlots(1);
    const log: string[] = [];
    const first = gate();
    const a1 = turns.run('a', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
      throw new Error('a1 failed');
    });
    const a2 = turns.run('a', async () => void log.push('a2'));
    await turns.run('b', async () => void log.push('b1'));
    expect(log).toEqual(['a1 start', 'b1']);
    first.open();
    await expect(a1).rejects.toThrow('a1 failed');
    await a2;
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('refuses a member a third call while two run, not another member; a call that ends or fails frees its place', async () => {
    const slots = memberSlots(2);
    const [one, two] = [gate(), gate()];
    const first = slots.tryRun('a', () => one.opened.then(() => Promise.reject(new Error('down'))));
    const second = slots.tryRun('a', () => two.opened.then(() => 'second'));
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.tryRun('a', async () => 'third')).toBeNull();
    expect(await slots.tryRun('b', async () => 'other')).toBe('other');
    one.open();
    await expect(first).rejects.toThrow('down');
    expect(slots.heldBy('a')).toBe(1);
    const third = slots.tryRun('a', async () => 'third');
    expect(slots.tryRun('a', async () => 'fourth')).toBeNull();
    two.open();
    expect([await second, await third]).toEqual(['second', 'third']);
    expect(slots.heldBy('a')).toBe(0);
  });
});

describe('busyLimit', () => {
  it('runs `concurrency` at once, lets `maxWaiting` wait, and refuses more until one ends', async () => {
    const limit = busyLimit(1, 1);
    const slow = gate();
    const running = limit(() => slow.opened.then(() => 'first'));
    const waiting = limit(async () => 'second');
    expect(limit(async () => 'third')).toBeNull();
    slow.open();
    expect([await running, await waiting]).toEqual(['first', 'second']);
    expect(await limit(async () => 'now')).toBe('now');
  });

  it('with nobody waiting, refuses at once past `concurrency`, even after a failure frees nothing wrongly', async () => {
    const limit = busyLimit(2, 0);
    const slow = gate();
    const [a, b] = [limit(() => slow.opened.then(() => 'a')), limit(() => slow.opened.then(() => 'b'))];
    expect(limit(async () => 'c')).toBeNull();
    slow.open();
    expect([await a, await b]).toEqual(['a', 'b']);
    await expect(limit(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await limit(async () => 'ok')).toBe('ok');
  });
});
