/** WCAG contrast ratio of two CSS colours given as `rgb(r, g, b)` or `rgba(r, g, b, a)` (alpha ignored). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [relativeLuminance(foreground), relativeLuminance(background)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

function relativeLuminance(color: string): number {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color) ?? /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (!match) throw new Error(`Unreadable colour ${color}`);
  const scale = color.startsWith('color(') ? 1 : 255;
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number(part) / scale;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** In the page: any CSS colour (oklch included, as Tailwind 4 writes them) as `rgb(r, g, b)`, through a canvas. */
export function toRgbInPage(color: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}
