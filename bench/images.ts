import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface BenchImage {
  webp: Buffer;
  width: number;
  height: number;
}

/** A small deterministic generator, so every run uploads the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A candlestick chart over a photo-like grainy background, the kind of picture members post. */
function chartSvg(width: number, height: number, seed: number): string {
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const candles: string[] = [];
  const average: string[] = [];
  const count = 60;
  const step = width / count;
  let price = height / 2;
  for (let i = 0; i < count; i += 1) {
    const open = price;
    price = Math.min(height * 0.85, Math.max(height * 0.15, price + (next() - 0.5) * height * 0.08));
    const high = Math.min(open, price) - next() * height * 0.04;
    const low = Math.max(open, price) + next() * height * 0.04;
    const x = i * step + step / 2;
    const up = price < open;
    const colour = up ? '#22c55e' : '#ef4444';
    candles.push(
      `<line x1="${x.toFixed(1)}" y1="${high.toFixed(1)}" x2="${x.toFixed(1)}" y2="${low.toFixed(1)}" stroke="${colour}" stroke-width="2"/>` +
        `<rect x="${(x - step * 0.35).toFixed(1)}" y="${Math.min(open, price).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${Math.max(2, Math.abs(open - price)).toFixed(1)}" fill="${colour}"/>`,
    );
    average.push(`${x.toFixed(1)},${((open + price) / 2 + (next() - 0.5) * 10).toFixed(1)}`);
  }
  const grid = Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${(i + 1) * (height / 10)}" x2="${width}" y2="${(i + 1) * (height / 10)}" stroke="#ffffff22"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,14%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,24%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)" fill-opacity="0.6"/>${grid}${candles.join('')}
  <polyline points="${average.join(' ')}" fill="none" stroke="#facc15" stroke-width="3"/>
</svg>`;
}

/** Drawing a picture takes seconds of CPU: they are kept between runs (the same seed draws the same picture). */
const CACHE_DIR = path.join(tmpdir(), 'arya-bench-images-v1');

/** A WebP as the server stores uploads (re-encoded at quality 82), `seed` choosing the picture. */
export async function chartImage(seed: number, width = 1600, height = 900): Promise<BenchImage> {
  const cached = path.join(CACHE_DIR, `chart-${seed}-${width}x${height}.webp`);
  if (existsSync(cached)) return { webp: readFileSync(cached), width, height };
  const image = await drawChart(seed, width, height);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(`${cached}.${process.pid}`, image.webp);
  renameSync(`${cached}.${process.pid}`, cached);
  return image;
}

async function drawChart(seed: number, width: number, height: number): Promise<BenchImage> {
  // Camera-like grain under the chart keeps the file the size of a real photo of a screen.
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 110, sigma: 22 } } })
    .blur(0.6)
    .png()
    .toBuffer();
  const webp = await sharp(grain)
    .composite([{ input: Buffer.from(chartSvg(width, height, seed)) }])
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  return { webp, width, height };
}
