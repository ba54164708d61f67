import { GIF_DEFAULT_SEARCH } from '@arya/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIFS_DIR } from '../src/paths.ts';
import { BuiltInGifProvider, loadBuiltInGifs, type BuiltInGif } from '../src/providers/gifs/index.ts';

const gif = (slug: string, en: string, fr: string, tags: string[]): BuiltInGif => ({ slug, title: { en, fr }, tags, width: 240, height: 180 });

const sample = [
  gif('rocket', 'Rocket launch', 'Décollage de fusée', ['moon', 'pump']),
  gif('bull', 'Bull market', 'Marché haussier', ['bullish', 'taureau']),
  gif('bear', 'Bear market', 'Marché baissier', ['ours']),
  gif('coffee', 'Morning coffee', 'Café du matin', ['gm']),
];
const slugs = (page: { gifs: { id: string }[] }) => page.gifs.map((result) => result.id.replace('builtin:', ''));

describe('built-in GIF search', () => {
  const provider = new BuiltInGifProvider(sample);

  it('matches words of the name, titles and tags by their beginning, case ignored', async () => {
    expect(slugs(await provider.search('BULL', 0, 50))).toEqual(['bull']);
    expect(slugs(await provider.search('market', 0, 50))).toEqual(['bull', 'bear']);
    expect(slugs(await provider.search('mar', 0, 50))).toEqual(['bull', 'bear']);
    expect(slugs(await provider.search('moon', 0, 50))).toEqual(['rocket']);
    expect(slugs(await provider.search('bear market', 0, 50))).toEqual(['bear']);
    expect(slugs(await provider.search('ull', 0, 50))).toEqual([]);
    expect(slugs(await provider.search('lambo', 0, 50))).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(slugs(await provider.search('fusee', 0, 50))).toEqual(['rocket']);
    expect(slugs(await provider.search('CAFÉ', 0, 50))).toEqual(['coffee']);
    expect(slugs(await provider.search('marche baissier', 0, 50))).toEqual(['bear']);
    expect(slugs(await provider.search('décollâge', 0, 50))).toEqual(['rocket']);
  });

  it('lists everything for an empty query or the default term', async () => {
    for (const query of ['', '   ', GIF_DEFAULT_SEARCH, GIF_DEFAULT_SEARCH.toUpperCase()]) {
      expect(slugs(await provider.search(query, 0, 50))).toEqual(['rocket', 'bull', 'bear', 'coffee']);
    }
  });

  it('pages the results with the next offset, null at the end', async () => {
    expect(await provider.search('', 0, 3)).toMatchObject({ nextOffset: 3 });
    expect(slugs(await provider.search('', 0, 3))).toEqual(['rocket', 'bull', 'bear']);
    const last = await provider.search('', 3, 3);
    expect(slugs(last)).toEqual(['coffee']);
    expect(last.nextOffset).toBeNull();
    expect(await provider.search('', 4, 3)).toEqual({ gifs: [], nextOffset: null });
    expect(await provider.search('', 400, 3)).toEqual({ gifs: [], nextOffset: null });
    expect((await provider.search('', 0, 4)).nextOffset).toBeNull();
  });

  it('answers the title in the requested language (French by default) and its own address twice', async () => {
    const [fr] = (await provider.search('coffee', 0, 50)).gifs;
    expect(fr).toEqual({ id: 'builtin:coffee', title: 'Café du matin', url: '/gifs/coffee.gif', previewUrl: '/gifs/coffee.gif', width: 240, height: 180 });
    const [en] = (await provider.search('coffee', 0, 50, { language: 'en' })).gifs;
    expect(en?.title).toBe('Morning coffee');
  });
});

describe('the GIFs shipped with the app', () => {
  const shipped = loadBuiltInGifs();

  it('has a valid manifest of 10 to 16 GIFs, each a small animated GIF file', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(10);
    expect(shipped.length).toBeLessThanOrEqual(16);
    expect(new Set(shipped.map((entry) => entry.slug)).size).toBe(shipped.length);
    for (const entry of shipped) {
      const data = readFileSync(path.join(GIFS_DIR, `${entry.slug}.gif`));
      expect(data.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect(data.readUInt16LE(6)).toBe(entry.width);
      expect(data.readUInt16LE(8)).toBe(entry.height);
      expect(data.includes(Buffer.from('NETSCAPE2.0', 'latin1'))).toBe(true); // the looping animation block
      expect(data.length).toBeLessThan(60 * 1024);
    }
  });

  it('finds shipped GIFs by French and English words', async () => {
    const provider = new BuiltInGifProvider(shipped);
    expect(slugs(await provider.search('bull', 0, 50))).toContain('bull');
    expect(slugs(await provider.search('taureau', 0, 50))).toContain('bull');
    expect(slugs(await provider.search('to the moon', 0, 50))).toContain('to-the-moon');
    expect(slugs(await provider.search('fusee', 0, 50))).toContain('rocket');
    expect((await provider.search('', 0, 50)).gifs).toHaveLength(shipped.length);
  });
});
