/** The wheel is drawn in a 200 × 200 box centred on 0, 0; angles are clockwise from the top, in degrees. */
export const WHEEL_RADIUS = 100;

/** Alternating brand colours, each with a text colour that reads on it (6.3:1 and 12:1). */
export const SLICE_COLOURS = [
  { fill: '#4f46e5', text: '#ffffff' },
  { fill: '#facc15', text: '#0f172a' },
] as const;

function pointAt(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = radius * Math.sin(radians);
  const y = -radius * Math.cos(radians);
  return `${round(x)} ${round(y)}`;
}

const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** The pie slice of segment `index` out of `count`: from the centre, along its arc, back. */
export function slicePath(index: number, count: number, radius = WHEEL_RADIUS): string {
  const slice = 360 / count;
  const start = pointAt(index * slice, radius);
  const end = pointAt((index + 1) * slice, radius);
  return `M0 0 L${start} A${radius} ${radius} 0 0 1 ${end} Z`;
}

/** The angle of a segment's middle, where its label sits. */
export function sliceMiddle(index: number, count: number): number {
  const slice = 360 / count;
  return index * slice + slice / 2;
}

export const sliceColours = (index: number) => SLICE_COLOURS[index % SLICE_COLOURS.length]!;
