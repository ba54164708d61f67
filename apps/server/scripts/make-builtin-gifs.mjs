// Draws the small set of finance-themed animated GIFs that the built-in GIF provider serves when no
// GIPHY key is configured, and writes them with their manifest to apps/server/assets/gifs/.
//
//   node apps/server/scripts/make-builtin-gifs.mjs
//
// Each GIF is a few SVG frames rendered by sharp and joined into one looping animation.
// The output is deterministic (seeded randomness), so running it again gives the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../assets/gifs/', import.meta.url));
const WIDTH = 240;
const HEIGHT = 180;
const MAX_BYTES = 60 * 1024;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

const GREEN = '#22c55e';
const RED = '#ef4444';
const GOLD = '#facc15';
const NAVY = '#0f172a';
const SLATE = '#1e293b';
const WHITE = '#f8fafc';

/** A small seeded generator (mulberry32), so confetti and stars land at the same places every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value) => Math.round(value * 10) / 10;
const svg = (body, background = NAVY) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${body}</svg>`;
const text = (x, y, value, { size = 24, fill = WHITE, weight = 'bold', anchor = 'middle', extra = '' } = {}) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${value}</text>`;
const grid = () => {
  let lines = '';
  for (let y = 30; y < HEIGHT; y += 30) lines += `<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}" stroke="${SLATE}" stroke-width="1"/>`;
  for (let x = 40; x < WIDTH; x += 40) lines += `<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" stroke="${SLATE}" stroke-width="1"/>`;
  return lines;
};

/** The part of a polyline drawn when `progress` (0..1) of its length is shown. */
function partialLine(points, progress) {
  const segments = points.length - 1;
  const reach = progress * segments;
  const shown = [points[0]];
  for (let i = 1; i <= segments; i += 1) {
    if (i <= reach) shown.push(points[i]);
    else {
      const f = reach - (i - 1);
      if (f > 0) {
        const [ax, ay] = points[i - 1];
        const [bx, by] = points[i];
        shown.push([ax + (bx - ax) * f, ay + (by - ay) * f]);
      }
      break;
    }
  }
  return shown;
}
const pointsAttr = (points) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

function chart(points, colour, label) {
  return (i, n) => {
    const progress = Math.min(1, (i + 1) / (n - 1));
    const shown = partialLine(points, progress);
    const [lx, ly] = shown[shown.length - 1];
    const area = [...shown, [lx, HEIGHT], [shown[0][0], HEIGHT]];
    return svg(
      grid() +
        `<polygon points="${pointsAttr(area)}" fill="${colour}" fill-opacity="0.18"/>` +
        `<polyline points="${pointsAttr(shown)}" fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="6" fill="${colour}"/>` +
        text(WIDTH - 12, 34, label(progress), { size: 26, fill: colour, anchor: 'end' }),
    );
  };
}

function rocketShape(x, y, flame, angle = 0) {
  const flameLength = 18 + flame * 14;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle})">` +
    `<path d="M0 ${r1(26 + flameLength)} L-9 26 L9 26 Z" fill="#fb923c"/>` +
    `<path d="M0 ${r1(22 + flameLength * 0.6)} L-5 26 L5 26 Z" fill="${GOLD}"/>` +
    `<path d="M-14 8 L-24 28 L-10 24 Z" fill="${RED}"/><path d="M14 8 L24 28 L10 24 Z" fill="${RED}"/>` +
    `<path d="M0 -34 C14 -20 14 10 10 26 L-10 26 C-14 10 -14 -20 0 -34 Z" fill="#e2e8f0"/>` +
    `<circle cx="0" cy="-6" r="6" fill="#38bdf8" stroke="#64748b" stroke-width="2"/>` +
    `</g>`
  );
}

function stars(seed, count, shift) {
  const next = random(seed);
  let out = '';
  for (let s = 0; s < count; s += 1) {
    const x = next() * WIDTH;
    const y = (next() * HEIGHT + shift * (0.5 + next())) % HEIGHT;
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${next() < 0.3 ? 2 : 1.2}" fill="${WHITE}"/>`;
  }
  return out;
}

function coin(x, y, scaleX = 1, label = '$', colour = GOLD) {
  const rx = Math.max(1.5, 16 * Math.abs(scaleX));
  return (
    `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="16" fill="${colour}" stroke="#a16207" stroke-width="2"/>` +
    (Math.abs(scaleX) > 0.35 ? text(x, y + 7, label, { size: 18, fill: '#a16207' }) : '')
  );
}

const GIFS = [
  {
    slug: 'rising-chart',
    title: { en: 'Rising chart', fr: 'Graphique en hausse' },
    tags: ['chart', 'up', 'rise', 'gain', 'gains', 'bull', 'bullish', 'green', 'stonks', 'graphique', 'courbe', 'hausse', 'haussier', 'vert'],
    draw: chart(
      [[10, 160], [45, 140], [75, 148], [105, 112], [135, 120], [165, 80], [195, 88], [228, 40]],
      GREEN,
      (p) => `+${(p * 12.4).toFixed(1)}%`,
    ),
  },
  {
    slug: 'falling-chart',
    title: { en: 'Falling chart', fr: 'Graphique en baisse' },
    tags: ['chart', 'down', 'fall', 'loss', 'losses', 'bear', 'bearish', 'red', 'crash', 'dump', 'graphique', 'courbe', 'baisse', 'baissier', 'rouge', 'perte'],
    draw: chart(
      [[10, 40], [45, 58], [75, 50], [105, 88], [135, 80], [165, 120], [195, 112], [228, 162]],
      RED,
      (p) => `-${(p * 8.7).toFixed(1)}%`,
    ),
  },
  {
    slug: 'rocket',
    title: { en: 'Rocket launch', fr: 'Décollage de fusée' },
    tags: ['rocket', 'launch', 'pump', 'moon', 'up', 'space', 'fusée', 'décollage', 'lune', 'espace'],
    draw: (i, n) =>
      svg(stars(7, 40, (i / n) * HEIGHT) + rocketShape(120 + Math.sin((i / n) * Math.PI * 2) * 4, 84, i % 2), '#020617'),
  },
  {
    slug: 'bull',
    title: { en: 'Bull market', fr: 'Marché haussier' },
    tags: ['bull', 'bullish', 'bull run', 'up', 'long', 'green', 'taureau', 'haussier', 'hausse', 'marché'],
    draw: (i, n) => {
      const bob = Math.abs(Math.sin((i / n) * Math.PI * 2)) * -8;
      const arrows = [40, 200]
        .map((x) => {
          const y = 120 - ((i * 12) % 60);
          return `<path d="M${x} ${y} l-10 12 h6 v14 h8 v-14 h6 Z" fill="${GREEN}"/>`;
        })
        .join('');
      const head =
        `<g transform="translate(120 ${r1(82 + bob)})">` +
        `<path d="M-30 -20 C-56 -24 -64 -46 -56 -58 C-52 -42 -42 -34 -26 -32 Z" fill="#f1f5f9"/>` +
        `<path d="M30 -20 C56 -24 64 -46 56 -58 C52 -42 42 -34 26 -32 Z" fill="#f1f5f9"/>` +
        `<ellipse cx="-40" cy="-14" rx="14" ry="7" fill="#7c2d12"/><ellipse cx="40" cy="-14" rx="14" ry="7" fill="#7c2d12"/>` +
        `<path d="M-32 -30 C-34 10 -24 34 0 38 C24 34 34 10 32 -30 C20 -38 -20 -38 -32 -30 Z" fill="#92400e"/>` +
        `<ellipse cx="0" cy="26" rx="22" ry="14" fill="#fdba74"/>` +
        `<circle cx="-8" cy="26" r="3.5" fill="#7c2d12"/><circle cx="8" cy="26" r="3.5" fill="#7c2d12"/>` +
        `<circle cx="-14" cy="-8" r="5" fill="${WHITE}"/><circle cx="14" cy="-8" r="5" fill="${WHITE}"/>` +
        `<circle cx="-13" cy="-7" r="2.5" fill="${NAVY}"/><circle cx="13" cy="-7" r="2.5" fill="${NAVY}"/>` +
        `</g>`;
      return svg(arrows + head + text(120, 166, 'BULL RUN', { size: 22, fill: GREEN }), '#052e16');
    },
  },
  {
    slug: 'bear',
    title: { en: 'Bear market', fr: 'Marché baissier' },
    tags: ['bear', 'bearish', 'down', 'short', 'red', 'ours', 'baissier', 'baisse', 'marché'],
    draw: (i, n) => {
      const sway = Math.sin((i / n) * Math.PI * 2) * 8;
      const arrows = [40, 200]
        .map((x) => {
          const y = 40 + ((i * 12) % 60);
          return `<path d="M${x} ${y + 26} l-10 -12 h6 v-14 h8 v14 h6 Z" fill="${RED}"/>`;
        })
        .join('');
      const head =
        `<g transform="translate(120 80) rotate(${r1(sway)})">` +
        `<circle cx="-30" cy="-32" r="14" fill="#78350f"/><circle cx="30" cy="-32" r="14" fill="#78350f"/>` +
        `<circle cx="-30" cy="-32" r="7" fill="#d6a77a"/><circle cx="30" cy="-32" r="7" fill="#d6a77a"/>` +
        `<circle cx="0" cy="0" r="40" fill="#78350f"/>` +
        `<ellipse cx="0" cy="16" rx="18" ry="13" fill="#d6a77a"/>` +
        `<ellipse cx="0" cy="10" rx="7" ry="5" fill="${NAVY}"/>` +
        `<path d="M-8 22 Q0 18 8 22" stroke="${NAVY}" stroke-width="2" fill="none"/>` +
        `<circle cx="-14" cy="-10" r="4" fill="${NAVY}"/><circle cx="14" cy="-10" r="4" fill="${NAVY}"/>` +
        `<path d="M-22 -20 L-8 -15 M22 -20 L8 -15" stroke="${NAVY}" stroke-width="3"/>` +
        `</g>`;
      return svg(arrows + head + text(120, 166, 'BEAR MARKET', { size: 20, fill: RED }), '#450a0a');
    },
  },
  {
    slug: 'coins',
    title: { en: 'Raining coins', fr: 'Pluie de pièces' },
    tags: ['coins', 'money', 'cash', 'profit', 'rich', 'gold', 'pièces', 'argent', 'monnaie', 'riche', 'or'],
    draw: (i, n) => {
      const next = random(11);
      let body = '';
      for (let c = 0; c < 9; c += 1) {
        const x = 20 + next() * 200;
        const start = next() * HEIGHT;
        const y = ((start + (i / n) * HEIGHT * 1.0) % (HEIGHT + 40)) - 20;
        body += coin(x, y, Math.cos((i / n) * Math.PI * 2 + c));
      }
      return svg(body, '#064e3b');
    },
  },
  {
    slug: 'candlesticks',
    title: { en: 'Candlesticks', fr: 'Chandeliers japonais' },
    tags: ['candles', 'candlesticks', 'chart', 'trading', 'price action', 'bougies', 'chandeliers', 'graphique'],
    draw: (i) => {
      const candles = [
        [130, 110, 150, 100], [112, 126, 132, 106], [126, 96, 130, 90], [98, 104, 112, 86],
        [104, 76, 108, 70], [78, 88, 94, 72], [88, 56, 92, 50], [58, 36, 62, 30],
      ];
      let body = grid();
      candles.slice(0, i + 1).forEach(([open, close, low, high], c) => {
        const x = 22 + c * 28;
        const colour = close < open ? GREEN : RED;
        body += `<line x1="${x}" y1="${high}" x2="${x}" y2="${low}" stroke="${colour}" stroke-width="2"/>`;
        body += `<rect x="${x - 8}" y="${Math.min(open, close)}" width="16" height="${Math.max(3, Math.abs(open - close))}" fill="${colour}"/>`;
      });
      return svg(body);
    },
  },
  {
    slug: 'hodl',
    title: { en: 'HODL', fr: 'HODL' },
    tags: ['hodl', 'hold', 'crypto', 'patience', 'garder', 'conserver', 'tenir'],
    draw: (i, n) => {
      const scale = 1 + Math.sin((i / n) * Math.PI * 2) * 0.08;
      const shake = i % 2 === 0 ? -2 : 2;
      return svg(
        `<g transform="translate(${120 + shake} 100) scale(${r1(scale * 10) / 10})">` +
          text(0, 20, 'HODL', { size: 64, fill: i % 4 < 2 ? GOLD : '#fb923c', extra: 'stroke="#78350f" stroke-width="3"' }) +
          `</g>` +
          text(120, 160, 'hold on for dear life', { size: 13, fill: '#cbd5e1', weight: 'normal' }),
        '#1e1b4b',
      );
    },
  },
  {
    slug: 'to-the-moon',
    title: { en: 'To the moon', fr: 'Direction la lune' },
    tags: ['to the moon', 'moon', 'rocket', 'pump', 'space', 'lune', 'fusée', 'espace'],
    draw: (i, n) => {
      const t = i / (n - 1);
      const moon =
        `<circle cx="192" cy="46" r="34" fill="#fef9c3"/>` +
        `<circle cx="180" cy="36" r="7" fill="#fde68a"/><circle cx="204" cy="58" r="9" fill="#fde68a"/><circle cx="202" cy="30" r="4" fill="#fde68a"/>`;
      return svg(
        stars(3, 30, 0) + moon + rocketShape(40 + t * 110, 150 - t * 90, i % 2, 50) + text(84, 30, 'TO THE MOON', { size: 18, fill: GOLD }),
        '#020617',
      );
    },
  },
  {
    slug: 'coffee',
    title: { en: 'Morning coffee', fr: 'Café du matin' },
    tags: ['coffee', 'morning', 'market open', 'break', 'good morning', 'gm', 'café', 'matin', 'ouverture', 'pause', 'bonjour'],
    draw: (i, n) => {
      let steam = '';
      for (let s = 0; s < 3; s += 1) {
        const x = 96 + s * 22;
        const phase = (i / n) * Math.PI * 2 + s;
        const d = `M${x} 80 C${r1(x + Math.sin(phase) * 10)} 66 ${r1(x - Math.sin(phase) * 10)} 54 ${x} 40`;
        steam += `<path d="${d}" stroke="#e2e8f0" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.85"/>`;
      }
      const cup =
        `<ellipse cx="118" cy="150" rx="62" ry="10" fill="#475569"/>` +
        `<path d="M72 90 H164 V128 C164 146 150 152 118 152 C86 152 72 146 72 128 Z" fill="${WHITE}"/>` +
        `<path d="M164 100 C186 100 186 132 162 132" stroke="${WHITE}" stroke-width="8" fill="none"/>` +
        `<ellipse cx="118" cy="90" rx="46" ry="7" fill="#78350f"/>`;
      return svg(steam + cup + text(120, 24, 'MARKET OPEN', { size: 16, fill: GOLD }), '#3f2a1d');
    },
  },
  {
    slug: 'thinking',
    title: { en: 'Thinking', fr: 'Réflexion' },
    tags: ['thinking', 'hmm', 'analysis', 'doubt', 'question', 'réflexion', 'réfléchir', 'analyse', 'doute'],
    draw: (i) => {
      const bubbles = [
        [156, 70, 5],
        [172, 52, 8],
      ]
        .slice(0, Math.min(2, i))
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${WHITE}"/>`)
        .join('');
      const cloud =
        i >= 3
          ? `<ellipse cx="200" cy="28" rx="32" ry="22" fill="${WHITE}"/>` + text(200, 40, i % 2 ? '?' : '?!', { size: 30, fill: '#7c3aed' })
          : '';
      const eyes = i % 4 === 3 ? `<path d="M88 78 h14 M122 78 h14" stroke="${NAVY}" stroke-width="4"/>` : `<circle cx="95" cy="78" r="6" fill="${NAVY}"/><circle cx="129" cy="72" r="6" fill="${NAVY}"/>`;
      const face =
        `<circle cx="112" cy="100" r="54" fill="${GOLD}"/>` +
        eyes +
        `<path d="M84 62 L104 58 M120 54 L140 60" stroke="#a16207" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M98 124 Q114 118 130 126" stroke="#a16207" stroke-width="4" fill="none" stroke-linecap="round"/>` +
        `<path d="M78 160 C80 140 100 134 112 140 L124 146 C130 150 124 158 116 156 L104 154 L100 162 Z" fill="#f59e0b" stroke="#a16207" stroke-width="2"/>`;
      return svg(face + bubbles + cloud, '#312e81');
    },
  },
  {
    slug: 'celebration',
    title: { en: 'Celebration', fr: 'Célébration' },
    tags: ['celebration', 'celebrate', 'party', 'win', 'winner', 'profit', 'congrats', 'célébration', 'fête', 'bravo', 'gagné', 'victoire'],
    draw: (i, n) => {
      const next = random(23);
      const colours = [GREEN, RED, GOLD, '#38bdf8', '#a78bfa', '#f472b6'];
      let confetti = '';
      for (let c = 0; c < 28; c += 1) {
        const x = next() * WIDTH;
        const y = ((next() * HEIGHT + (i / n) * HEIGHT) % HEIGHT) - 4;
        const angle = Math.round(next() * 180 + i * 40);
        const colour = colours[Math.floor(next() * colours.length)];
        confetti += `<rect x="${r1(x)}" y="${r1(y)}" width="8" height="4" fill="${colour}" transform="rotate(${angle} ${r1(x + 4)} ${r1(y + 2)})"/>`;
      }
      const scale = 1 + (i % 2) * 0.08;
      return svg(confetti + `<g transform="translate(120 100) scale(${scale})">` + text(0, 12, 'PROFIT!', { size: 40, fill: WHITE, extra: `stroke="${GREEN}" stroke-width="2"` }) + `</g>`, '#4c1d95');
    },
  },
  {
    slug: 'buy-the-dip',
    title: { en: 'Buy the dip', fr: 'Acheter le creux' },
    tags: ['buy the dip', 'buy', 'dip', 'discount', 'opportunity', 'acheter', 'achat', 'creux', 'soldes', 'opportunité'],
    draw: chart(
      [[10, 50], [40, 62], [70, 96], [100, 140], [120, 150], [140, 132], [170, 96], [200, 70], [228, 44]],
      GREEN,
      (p) => (p > 0.5 ? 'BUY!' : ''),
    ),
  },
  {
    slug: 'diamond-hands',
    title: { en: 'Diamond hands', fr: 'Mains de diamant' },
    tags: ['diamond hands', 'diamond', 'hodl', 'hold', 'strong', 'diamant', 'mains', 'garder', 'tenir'],
    draw: (i, n) => {
      const sparkle = (x, y, size) =>
        `<path d="M${x} ${y - size} L${x + size / 4} ${y - size / 4} L${x + size} ${y} L${x + size / 4} ${y + size / 4} L${x} ${y + size} L${x - size / 4} ${y + size / 4} L${x - size} ${y} L${x - size / 4} ${y - size / 4} Z" fill="${WHITE}"/>`;
      const spots = [[70, 40], [176, 52], [160, 122], [84, 118]];
      const [sx, sy] = spots[i % spots.length];
      const glow = 0.5 + 0.5 * Math.sin((i / n) * Math.PI * 2);
      const diamond =
        `<path d="M84 56 H156 L176 78 L120 140 L64 78 Z" fill="#38bdf8"/>` +
        `<path d="M84 56 L100 78 L120 56 L140 78 L156 56 M64 78 H176 M100 78 L120 140 L140 78" stroke="#e0f2fe" stroke-width="2" fill="none"/>` +
        `<path d="M100 78 L120 140 L64 78 Z" fill="#7dd3fc" opacity="${r1(glow)}"/>`;
      return svg(diamond + sparkle(sx, sy, 12) + text(120, 168, 'DIAMOND HANDS', { size: 18, fill: '#7dd3fc' }), '#0c4a6e');
    },
  },
  {
    slug: 'bitcoin',
    title: { en: 'Bitcoin', fr: 'Bitcoin' },
    tags: ['bitcoin', 'btc', 'crypto', 'coin', 'satoshi', 'cryptomonnaie', 'pièce'],
    draw: (i, n) => {
      const turn = Math.cos((i / n) * Math.PI * 2);
      const rx = Math.max(3, 56 * Math.abs(turn));
      const face = Math.abs(turn) > 0.4;
      const b =
        `<g transform="translate(120 90) scale(${r1(Math.abs(turn) * 10) / 10} 1)">` +
        text(0, 22, 'B', { size: 64, fill: WHITE }) +
        `<path d="M-6 -34 V-24 M6 -34 V-24 M-6 24 V34 M6 24 V34" stroke="${WHITE}" stroke-width="5"/>` +
        `</g>`;
      return svg(
        `<ellipse cx="120" cy="90" rx="${r1(rx)}" ry="56" fill="#f7931a" stroke="#c2410c" stroke-width="5"/>` + (face ? b : ''),
        '#111827',
      );
    },
  },
];

const FRAMES = 8;
const DELAY_MS = 140;

mkdirSync(OUT_DIR, { recursive: true });
const manifest = [];
for (const gif of GIFS) {
  const frames = Array.from({ length: FRAMES }, (_, i) => Buffer.from(gif.draw(i, FRAMES)));
  const data = await sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: Array(FRAMES).fill(DELAY_MS), colours: 64, effort: 10, dither: 0 })
    .toBuffer();
  if (data.length > MAX_BYTES) throw new Error(`${gif.slug}.gif is ${data.length} bytes, over ${MAX_BYTES}`);
  // Identical consecutive frames are merged into one longer frame, so a GIF may have fewer pages.
  const meta = await sharp(data, { animated: true }).metadata();
  if (!meta.pages || meta.pages < 2 || meta.pageHeight !== HEIGHT || meta.width !== WIDTH) throw new Error(`${gif.slug}.gif came out wrong: ${JSON.stringify({ pages: meta.pages, pageHeight: meta.pageHeight, width: meta.width, delay: meta.delay })}`);
  writeFileSync(path.join(OUT_DIR, `${gif.slug}.gif`), data);
  manifest.push({ slug: gif.slug, title: gif.title, tags: gif.tags, width: WIDTH, height: HEIGHT });
  process.stdout.write(`${gif.slug}.gif  ${(data.length / 1024).toFixed(1)} KB\n`);
}
writeFileSync(path.join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${manifest.length} GIFs and manifest.json written to ${OUT_DIR}\n`);
