/** Colour roles of the drawing: 'paint' is the vehicle's colour, the others are fixed materials. */
export type Role =
  | 'paint'
  | 'paintDark'
  | 'glass'
  | 'tyre'
  | 'rim'
  | 'trim'
  | 'metal'
  | 'steel'
  | 'box'
  | 'deck'
  | 'head'
  | 'tail'
  | 'amber'
  | 'interior'
  | 'plate';

type Rgb = readonly [number, number, number];

/** '#abc', 'abc', '#AABBCC' -> '#aabbcc'. */
export function normalizeHex(color: string): string {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex === undefined) throw new Error(`Not a hex colour: ${color}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toLowerCase()}`;
}

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a normalized colour towards white (k > 0) or black (k < 0). */
function shade(hex: string, k: number): string {
  if (k === 0) return hex;
  const target = k > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(k));
  return toHex(toRgb(hex).map((v) => v + (target - v) * t));
}

/** Relative luminance 0..1, to keep details readable on very dark or very light paint. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function palette(paint: string): Record<Role, string> {
  return {
    paint,
    paintDark: luminance(paint) < 0.12 ? shade(paint, 0.12) : shade(paint, -0.38),
    glass: '#6b7f92',
    tyre: '#1b1d20',
    rim: '#aab1b8',
    trim: '#2c3035',
    metal: '#646b73',
    steel: '#c3c9cf',
    box: '#eef0f2',
    deck: '#8a7a66',
    head: '#f6f3de',
    tail: '#c0262d',
    amber: '#eea030',
    interior: '#33363b',
    plate: '#e9eae4',
  };
}
