import sharp from 'sharp';

const PALETTES = [
  { from: '#312e81', to: '#0f172a', line: '#a5b4fc' },
  { from: '#064e3b', to: '#022c22', line: '#6ee7b7' },
  { from: '#7c2d12', to: '#1c1917', line: '#fdba74' },
  { from: '#1e3a8a', to: '#0c0a09', line: '#93c5fd' },
  { from: '#581c87', to: '#0f172a', line: '#f0abfc' },
] as const;

/** A deterministic price path so the demo looks the same on every machine. */
function pricePath(seed: number, points: number, width: number, height: number): string {
  let value = height * 0.6;
  const step = width / (points - 1);
  const coords: string[] = [];
  for (let i = 0; i < points; i += 1) {
    const wave = Math.sin((i + seed) * 0.9) * 18 + Math.cos((i * seed) % 7) * 10;
    value = Math.min(height - 30, Math.max(40, value - (seed % 2 === 0 ? 6 : -4) + wave * 0.6));
    coords.push(`${(i * step).toFixed(1)},${value.toFixed(1)}`);
  }
  return coords.join(' ');
}

/** A chart illustration with a title, as a PNG, for demo posts. */
export async function demoChartImage(seed: number, title: string, width = 1200, height = 750): Promise<Buffer> {
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const line = pricePath(seed, 28, width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <g stroke="#ffffff" stroke-opacity="0.08">${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${(i + 1) * (height / 7)}H${width}"/>`).join('')}</g>
    <polyline points="${line}" fill="none" stroke="${palette.line}" stroke-width="6" stroke-linejoin="round"/>
    <text x="48" y="86" font-family="sans-serif" font-size="54" font-weight="700" fill="#ffffff">${title}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
