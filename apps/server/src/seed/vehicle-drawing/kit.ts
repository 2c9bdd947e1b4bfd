import { ccw, cylinder, get } from './geometry.ts';
import type { Decal, Part, V2 } from './geometry.ts';
import type { Role } from './paint.ts';

/** Shared building blocks of the vehicle models. */

export const rect = (x0: number, y0: number, x1: number, y1: number): V2[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

export function arc(cx: number, cy: number, r: number, from: number, to: number, n = 12): V2[] {
  return Array.from({ length: n + 1 }, (_, i): V2 => {
    const t = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  });
}

export const circle = (cx: number, cy: number, r: number, n = 20): V2[] => arc(cx, cy, r, 0, 360, n).slice(0, n);

/** A rectangle with half-round ends (a crawler track). */
export const stadium = (x0: number, x1: number, y0: number, y1: number): V2[] => {
  const r = (y1 - y0) / 2;
  return [...arc(x1 - r, y0 + r, r, -90, 90, 8), ...arc(x0 + r, y0 + r, r, 90, 270, 8)];
};

/** A straight bar from a to b, t0 thick at a and t1 at b. */
export function beam(a: V2, b: V2, t0: number, t1 = t0): V2[] {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: V2 = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
  return [
    [a[0] + (n[0] * t0) / 2, a[1] + (n[1] * t0) / 2],
    [b[0] + (n[0] * t1) / 2, b[1] + (n[1] * t1) / 2],
    [b[0] - (n[0] * t1) / 2, b[1] - (n[1] * t1) / 2],
    [a[0] - (n[0] * t0) / 2, a[1] - (n[1] * t0) / 2],
  ];
}

/** Point at distance d from p in direction deg (0 = towards the rear, 90 = up, 180 = forward). */
export function along(p: V2, deg: number, d: number): V2 {
  const t = (deg * Math.PI) / 180;
  return [p[0] + d * Math.cos(t), p[1] + d * Math.sin(t)];
}

export function rotate(pts: readonly V2[], pivot: V2, deg: number): V2[] {
  const t = (deg * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return pts.map(([x, y]): V2 => {
    const dx = x - pivot[0];
    const dy = y - pivot[1];
    return [pivot[0] + dx * c - dy * s, pivot[1] + dx * s + dy * c];
  });
}

/** Keeps the part of a polygon where nx * x + ny * y <= c. */
function clip(poly: readonly V2[], nx: number, ny: number, c: number): V2[] {
  const out: V2[] = [];
  const f = (p: V2): number => nx * p[0] + ny * p[1] - c;
  poly.forEach((a, i) => {
    const b = get(poly, i + 1);
    const fa = f(a);
    const fb = f(b);
    if (fa <= 0) out.push(a);
    if (fa * fb < 0) {
      const t = fa / (fa - fb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  });
  return out;
}

/** The part of a polygon inside a convex outline. */
export function within(poly: readonly V2[], outline: readonly V2[]): V2[] {
  const o = ccw(outline);
  return o.reduce<V2[]>(
    (acc, a, i) => {
      if (acc.length < 3) return acc;
      const b = get(o, i + 1);
      const nx = b[1] - a[1];
      const ny = a[0] - b[0];
      return clip(acc, nx, ny, nx * a[0] + ny * a[1]);
    },
    [...poly],
  );
}

/** A convex outline shrunk by d. */
function inset(profile: readonly V2[], d: number): V2[] {
  const poly = ccw(profile);
  const lines = poly.map((a, i) => {
    const b = get(poly, i + 1);
    const v: V2 = [b[0] - a[0], b[1] - a[1]];
    const l = Math.hypot(v[0], v[1]) || 1;
    return { p: [a[0] - (v[1] / l) * d, a[1] + (v[0] / l) * d] as V2, v };
  });
  return poly.map((_, i): V2 => {
    const l1 = get(lines, i - 1);
    const l2 = get(lines, i);
    const den = l1.v[0] * l2.v[1] - l1.v[1] * l2.v[0];
    if (Math.abs(den) < 1e-9) return l2.p;
    const w: V2 = [l2.p[0] - l1.p[0], l2.p[1] - l1.p[1]];
    const t = (w[0] * l2.v[1] - w[1] * l2.v[0]) / den;
    return [l1.p[0] + l1.v[0] * t, l1.p[1] + l1.v[1] * t];
  });
}

/** Side windows: the outline shrunk by a frame, above the belt line, cut into x ranges (the gaps are pillars). */
export function windows(outline: readonly V2[], frame: number, ranges: readonly V2[], belt = -Infinity): Decal[] {
  const glass = clip(inset(outline, frame), 0, -1, -belt);
  return ranges
    .map(([x0, x1]) => clip(clip(glass, -1, 0, -x0), 1, 0, x1))
    .filter((p) => p.length >= 3)
    .map((pts) => ({ on: 'side', pts, role: 'glass' }));
}

/** A decal rectangle on the front or rear (a0..a1 across, y0..y1 up), or on the top (a0..a1, x0..x1). */
export const quad = (
  on: 'front' | 'rear' | 'top',
  a0: number,
  a1: number,
  t0: number,
  t1: number,
  role: Role,
): Decal => ({
  on,
  role,
  pts: rect(a0, t0, a1, t1),
});

/** The same rectangle on both sides of the centre line (0 < a0 < a1 <= 1). */
export const pair = (on: 'front' | 'rear' | 'top', a0: number, a1: number, t0: number, t1: number, role: Role) => [
  quad(on, a0, a1, t0, t1, role),
  quad(on, -a1, -a0, t0, t1, role),
];

export const side = (pts: readonly V2[], role: Role): Decal => ({ on: 'side', pts, role });
export const line = (on: Decal['on'], pts: readonly V2[], stroke: number, role: Role = 'trim'): Decal => ({
  on,
  pts,
  role,
  stroke,
});

/** Tyres with rims on both sides: outer faces at z = +-outer. */
export function wheels(xs: readonly number[], r: number, outer: number, width: number): Part[] {
  return xs.flatMap((x) =>
    ([1, -1] as const).map((s) =>
      cylinder([x, r, s * (outer - width)], [x, r, s * outer], r * 0.97, r, 'tyre', {
        wheel: s > 0 ? 'near' : 'far',
        segments: 28,
        discs: [
          [r * 0.68, 'trim'],
          [r * 0.6, 'rim'],
          [r * 0.47, 'metal'],
          [r * 0.4, 'rim'],
          [r * 0.14, 'trim'],
        ],
      }),
    ),
  );
}

/** Dark wheel arches on a side outline, one per axle. */
export const arches = (outline: readonly V2[], xs: readonly number[], r: number, grow = 1.12): Decal[] =>
  xs.map((x) => side(within(circle(x, r, r * grow, 24), outline), 'trim')).filter((d) => d.pts.length >= 3);
