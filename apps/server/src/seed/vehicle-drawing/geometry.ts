import type { Role } from './paint.ts';

export type V2 = readonly [number, number];
export type V3 = readonly [number, number, number];

/** A flat polygon (or, with `stroke` in metres, a polyline) in vehicle space. */
export interface Poly {
  readonly pts: readonly V3[];
  readonly role: Role;
  readonly stroke?: number;
}
export interface Face extends Poly {
  /** Part of a curved surface: drawn without an outline. */
  readonly smooth?: boolean;
  /** Outward unit normal. */
  readonly normal: V3;
  /** Drawn right after the face, when the face is visible. */
  readonly decals: readonly Poly[];
}
/**
 * A convex solid. Vehicle space: x from the front bumper (0) backwards, y up from the ground, z towards the
 * vehicle's left side. Layers: 0 under the body, 1 body, 2 on top of the body; 10 front attachments.
 */
export interface Part {
  readonly faces: readonly Face[];
  readonly layer: number;
  readonly wheel?: 'near' | 'far';
}

export const LAYER = { under: 0, body: 1, top: 2, front: 10 } as const;

export function get<T>(list: readonly T[], i: number): T {
  const n = list.length;
  const v = list[((i % n) + n) % n];
  if (v === undefined) throw new Error('empty list');
  return v;
}

export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export function unit(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
export function centroid(pts: readonly V3[]): V3 {
  const s = pts.reduce<V3>((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0]);
  const n = pts.length || 1;
  return [s[0] / n, s[1] / n, s[2] / n];
}
function signedArea(poly: readonly V2[]): number {
  return poly.reduce((acc, a, i) => {
    const b = get(poly, i + 1);
    return acc + a[0] * b[1] - b[0] * a[1];
  }, 0);
}
/** Counter-clockwise (x right, y up), without repeated points. */
export function ccw(poly: readonly V2[]): V2[] {
  const clean = poly.filter((p, i) => {
    const q = get(poly, i + 1);
    return Math.hypot(p[0] - q[0], p[1] - q[1]) > 1e-6;
  });
  return signedArea(clean) < 0 ? clean.reverse() : clean;
}

function newell(pts: readonly V3[]): V3 {
  let n: V3 = [0, 0, 0];
  pts.forEach((a, i) => {
    const b = get(pts, i + 1);
    n = [
      n[0] + (a[1] - b[1]) * (a[2] + b[2]),
      n[1] + (a[2] - b[2]) * (a[0] + b[0]),
      n[2] + (a[0] - b[0]) * (a[1] + b[1]),
    ];
  });
  return n;
}

interface RawFace {
  pts: V3[];
  role: Role;
  decals: Poly[];
  smooth?: boolean;
}

function solid(raw: readonly (RawFace | undefined)[], layer: number, wheel?: 'near' | 'far'): Part {
  const kept = raw.filter((f): f is RawFace => f !== undefined);
  const c = centroid(kept.flatMap((f) => f.pts));
  const faces = kept.map((f): Face => {
    const n = unit(newell(f.pts));
    const out = dot(n, sub(centroid(f.pts), c)) < 0;
    return { ...f, normal: out ? [-n[0], -n[1], -n[2]] : n };
  });
  return wheel ? { faces, layer, wheel } : { faces, layer };
}

/**
 * Where a decal sits: 'side' points are (x, y) on both side faces; 'front' and 'rear' points are (a, y) and
 * 'top' points (a, x), where a runs from -1 (right side) to 1 (left side) of the local width and the point
 * lands on the front, rear or top outline of the profile.
 */
type Anchor = 'side' | 'front' | 'rear' | 'top';
export interface Decal {
  readonly on: Anchor;
  readonly pts: readonly V2[];
  readonly role: Role;
  readonly stroke?: number;
}

export interface PrismOptions {
  /** Lateral centre. */
  z?: number;
  /** How much narrower the top is than the bottom (0..1). */
  taper?: number;
  layer?: number;
  decals?: readonly Decal[];
}

/** Where a horizontal (front/rear) or vertical (top) line at t meets the outline; and which edge it meets. */
function contour(poly: readonly V2[], on: Exclude<Anchor, 'side'>, t: number): { p: V2; edge: number } {
  const k = on === 'top' ? 0 : 1;
  const vals = poly.map((p) => p[k]);
  const tc = Math.min(Math.max(t, Math.min(...vals) + 1e-7), Math.max(...vals) - 1e-7);
  const score = (p: V2): number => (on === 'front' ? -p[0] : on === 'rear' ? p[0] : p[1]);
  let best: { p: V2; edge: number } | undefined;
  poly.forEach((a, i) => {
    const b = get(poly, i + 1);
    if (a[k] === b[k] || (a[k] - tc) * (b[k] - tc) > 0) return;
    const s = (tc - a[k]) / (b[k] - a[k]);
    const p: V2 = [a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])];
    if (!best || score(p) > score(best.p)) best = { p, edge: i };
  });
  return best ?? { p: get(poly, 0), edge: 0 };
}

/** The profile (x, y) extruded across the width, optionally tapering towards the top. */
export function prism(profile: readonly V2[], halfWidth: number, role: Role, o: PrismOptions = {}): Part {
  const poly = ccw(profile);
  const ys = poly.map((p) => p[1]);
  const y0 = Math.min(...ys);
  const span = Math.max(...ys) - y0 || 1;
  const zc = o.z ?? 0;
  const taper = o.taper ?? 0;
  const at = (p: V2, a: number): V3 => [p[0], p[1], zc + a * halfWidth * (1 - (taper * (p[1] - y0)) / span)];
  const near: RawFace = { pts: poly.map((p) => at(p, 1)), role, decals: [] };
  const far: RawFace = { pts: poly.map((p) => at(p, -1)), role, decals: [] };
  const edges = poly.map((a, i): RawFace => {
    const b = get(poly, i + 1);
    return { pts: [at(a, 1), at(b, 1), at(b, -1), at(a, -1)], role, decals: [] };
  });
  for (const d of o.decals ?? []) {
    const base = { role: d.role, stroke: d.stroke };
    if (d.on === 'side') {
      near.decals.push({ ...base, pts: d.pts.map((p) => at(p, 1)) });
      far.decals.push({ ...base, pts: d.pts.map((p) => at(p, -1)) });
      continue;
    }
    const on = d.on;
    const mid = d.pts.reduce((s, p) => s + p[1], 0) / (d.pts.length || 1);
    const face = edges[contour(poly, on, mid).edge];
    face?.decals.push({ ...base, pts: d.pts.map(([a, t]) => at(contour(poly, on, t).p, a)) });
  }
  return solid([near, far, ...edges], o.layer ?? LAYER.body);
}

export interface CylinderOptions {
  layer?: number;
  segments?: number;
  /** Discs drawn on the cap at `b`, in order (radius, role). */
  discs?: readonly (readonly [number, Role])[];
  wheel?: 'near' | 'far';
  /** Without end caps (a band around something else). */
  open?: boolean;
}

/** A cylinder or truncated cone from a (radius ra) to b (radius rb). */
export function cylinder(a: V3, b: V3, ra: number, rb: number, role: Role, o: CylinderOptions = {}): Part {
  const axis = unit(sub(b, a));
  const e1 = unit(cross(axis, Math.abs(axis[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]));
  const e2 = cross(axis, e1);
  const n = o.segments ?? 24;
  const ring = (c: V3, r: number): V3[] =>
    Array.from({ length: n }, (_, i): V3 => {
      const t = (2 * Math.PI * i) / n;
      const u = Math.cos(t) * r;
      const v = Math.sin(t) * r;
      return [c[0] + u * e1[0] + v * e2[0], c[1] + u * e1[1] + v * e2[1], c[2] + u * e1[2] + v * e2[2]];
    });
  const ra3 = ring(a, ra);
  const rb3 = ring(b, rb);
  const sides = ra3.map((p, i): RawFace => ({
    pts: [p, get(ra3, i + 1), get(rb3, i + 1), get(rb3, i)],
    role,
    decals: [],
    smooth: true,
  }));
  if (o.open) return solid(sides, o.layer ?? LAYER.body, o.wheel);
  const capB: RawFace = { pts: rb3, role, decals: (o.discs ?? []).map(([r, dr]) => ({ pts: ring(b, r), role: dr })) };
  return solid([{ pts: ra3, role, decals: [] }, capB, ...sides], o.layer ?? LAYER.body, o.wheel);
}
