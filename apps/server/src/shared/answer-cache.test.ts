import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('the visitor page cache', () => {
  it('keeps a page for its time, then builds it again', async () => {
    let now = 1_000;
    let builds = 0;
    const cache = new AnswerCache<string>(() => true, 5_000, () => now);
    const build = async () => `page ${(builds += 1)}`;
    expect(await cache.get('/a', build)).toBe('page 1');
    now += 4_999;
    expect(await cache.get('/a', build)).toBe('page 1');
    now += 1;
    expect(await cache.get('/a', build)).toBe('page 2');
  });

  it('readers arriving while a page is built wait for that build', async () => {
    let builds = 0;
    let finish: (page: string) => void = () => undefined;
    const cache = new AnswerCache<string>(() => true, 5_000);
    const build = () => {
      builds += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('/a', build);
    const second = cache.get('/a', build);
    finish('the page');
    expect(await Promise.all([first, second])).toEqual(['the page', 'the page']);
    expect(builds).toBe(1);
  });

  it("a page that may not be kept is not shared with readers who waited for it: each gets their own", async () => {
    let builds = 0;
    let finish: (page: { keep: boolean; n: number }) => void = () => undefined;
    const cache = new AnswerCache<{ keep: boolean; n: number }>((page) => page.keep, 5_000);
    const first = cache.get('/a', () => new Promise((resolve) => (finish = resolve)));
    const second = cache.get('/a', async () => ({ keep: false, n: (builds += 1) }));
    finish({ keep: false, n: 0 });
    expect((await first).n).toBe(0);
    expect((await second).n).toBe(1);
  });

  it('keeps neither a page it may not keep nor a failed build', async () => {
    let builds = 0;
    const cache = new AnswerCache<{ keep: boolean }>((page) => page.keep, 5_000);
    await cache.get('/personal', async () => ({ keep: (builds += 1) < 0 }));
    await cache.get('/personal', async () => ({ keep: (builds += 1) < 0 }));
    expect(builds).toBe(2);
    await expect(cache.get('/failing', () => Promise.reject(new Error('no database')))).rejects.toThrow('no database');
    expect(await cache.get('/failing', async () => ({ keep: true }))).toEqual({ keep: true });
  });

  it('keeps nothing with a time to live of 0: every reader builds their own', async () => {
    const cache = new AnswerCache<number>(() => true, 0);
    let builds = 0;
    await Promise.all([cache.get('/a', async () => (builds += 1)), cache.get('/a', async () => (builds += 1))]);
    expect(await cache.get('/a', async () => (builds += 1))).toBe(3);
  });

  it('holds at most a thousand addresses, the oldest going first', async () => {
    let now = 0;
    const cache = new AnswerCache<number>(() => true, 5_000, () => now);
    for (let index = 0; index <= 1000; index += 1) await cache.get(`/p${index}`, async () => index);
    now += 1;
    expect(await cache.get('/p0', async () => -1)).toBe(-1);
    expect(await cache.get('/p1000', async () => -1)).toBe(1000);
  });
});
