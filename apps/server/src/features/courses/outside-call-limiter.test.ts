import { describe, expect, it } from 'vitest';
import { OutsideCallLimiter } from './outside-call-limiter.ts';

const resolved = <T>(value: T) => () => Promise.resolve(value);

describe('OutsideCallLimiter', () => {
  it('lets a member make a few calls a minute, then refuses them until the minute is over', async () => {
    let now = 0;
    const limiter = new OutsideCallLimiter({ perMemberPerMinute: 2, concurrent: 10 }, () => now);
    expect(await limiter.run('a', resolved(1))).toEqual({ ok: true, value: 1 });
    expect(await limiter.run('a', resolved(2))).toEqual({ ok: true, value: 2 });
    expect(await limiter.run('a', resolved(3))).toEqual({ ok: false, refusal: 'member' });
    expect(await limiter.run('b', resolved(4))).toEqual({ ok: true, value: 4 });
    now = 60_000;
    expect(await limiter.run('a', resolved(5))).toEqual({ ok: true, value: 5 });
  });

  it('runs one call per member at a time and a few for everyone', async () => {
    const limiter = new OutsideCallLimiter({ perMemberPerMinute: 10, concurrent: 2 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = () => gate.then(() => 'slow');
    const first = limiter.run('a', slow);
    expect(await limiter.run('a', resolved('again'))).toEqual({ ok: false, refusal: 'member' });
    const second = limiter.run('b', slow);
    expect(await limiter.run('c', resolved('third'))).toEqual({ ok: false, refusal: 'busy' });
    release();
    expect(await first).toEqual({ ok: true, value: 'slow' });
    expect(await second).toEqual({ ok: true, value: 'slow' });
    expect(await limiter.run('c', resolved('now'))).toEqual({ ok: true, value: 'now' });
  });

  it('frees the member when a call fails', async () => {
    const limiter = new OutsideCallLimiter({ perMemberPerMinute: 10, concurrent: 1 });
    await expect(limiter.run('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await limiter.run('a', resolved('ok'))).toEqual({ ok: true, value: 'ok' });
  });
});
