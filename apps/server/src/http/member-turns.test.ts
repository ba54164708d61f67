import { describe, expect, it } from 'vitest';
import { MemberTurns } from './member-turns.ts';

describe('MemberTurns', () => {
  it("runs one member's work in turn, another member's alongside, and goes on after a failure", async () => {
    const turns = new MemberTurns();
    const log: string[] = [];
    let releaseFirst!: () => void;
    const first = turns.run('a', async () => {
      log.push('a1 start');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      log.push('a1 end');
      throw new Error('a1 failed');
    });
    const second = turns.run('a', async () => void log.push('a2'));
    await turns.run('b', async () => void log.push('b1'));
    expect(log).toEqual(['a1 start', 'b1']);
    releaseFirst();
    await expect(first).rejects.toThrow('a1 failed');
    await second;
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });
});
