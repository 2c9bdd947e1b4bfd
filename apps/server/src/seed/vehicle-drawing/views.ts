import type { ViewAngle } from './kinds.ts';
import { centroid, cross, dot, LAYER, sub, unit } from './geometry.ts';
import type { Face, Part, Poly, V2, V3 } from './geometry.ts';
import type { Role } from './paint.ts';

interface Camera {
  pos: V3;
  fwd: V3;
  right: V3;
}

interface Bounds {
  min: V3;
  max: V3;
}

const UP: V3 = [0, 1, 0];
/** Key light: from above, in front and on the left. */
const KEY = unit([-0.35, 0.45, 0.8]);

function boundsOf(parts: readonly Part[]): Bounds {
  const pts = parts.flatMap((p) => p.faces.flatMap((f) => f.pts));
  const min = (k: 0 | 1 | 2): number => Math.min(...pts.map((p) => p[k]));
  const max = (k: 0 | 1 | 2): number => Math.max(...pts.map((p) => p[k]));
  return { min: [min(0), min(1), min(2)], max: [max(0), max(1), max(2)] };
}

/** Eye-level cameras looking horizontally (vertical edges stay vertical), a very distant one for the side. */
function cameraFor(angle: ViewAngle, b: Bounds): Camera {
  const len = b.max[0] - b.min[0];
  const height = b.max[1];
  const width = b.max[2] - b.min[2];
  const cx = (b.min[0] + b.max[0]) / 2;
  const cz = (b.min[2] + b.max[2]) / 2;
  const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
  const headOn = 2.6 * Math.max(width, Math.min(height, 4));
  const eye = clamp(0.8 * height, 1.1, 2.3);
  let pos: V3;
  if (angle === 'side') pos = [cx, height / 2, cz + 300 * Math.max(len, height)];
  else if (angle === 'front') pos = [b.min[0] - headOn, eye, cz];
  else if (angle === 'rear') pos = [b.max[0] + headOn, eye, cz];
  else {
    const r = 2.2 * Math.max(len, height);
    const t = (36 * Math.PI) / 180;
    pos = [cx - r * Math.sin(t), clamp(1.05 * height, 1.5, 3.4), cz + r * Math.cos(t)];
  }
  const fwd = unit([cx - pos[0], 0, cz - pos[2]]);
  return { pos, fwd, right: cross(fwd, UP) };
}

/** Drawing order: far wheels and the chassis first, near wheels over the body when the side is seen. */
function orderKey(part: Part, angle: ViewAngle): number {
  const sideSeen = angle === 'side' || angle === 'front-left';
  if (part.wheel === 'far') return -1;
  if (part.wheel === 'near') return sideSeen ? 9 : -1;
  if (part.layer >= LAYER.front && angle === 'rear') return 0.5;
  return part.layer;
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();
const points = (pts: readonly V2[]): string => pts.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(' ');

/** Renders the parts as an SVG picture: studio background, ground shadow, shaded faces and their decals. */
export function renderSvg(
  parts: readonly Part[],
  angle: ViewAngle,
  width: number,
  height: number,
  colors: Record<Role, string>,
): string {
  const bounds = boundsOf(parts);
  const cam = cameraFor(angle, bounds);
  const depth = (p: V3): number => dot(sub(p, cam.pos), cam.fwd);
  const raw = (p: V3): V2 => {
    const v = sub(p, cam.pos);
    const d = dot(v, cam.fwd);
    return [dot(v, cam.right) / d, -dot(v, UP) / d];
  };

  const footprint: V3[] = [
    [bounds.min[0], 0, bounds.min[2]],
    [bounds.max[0], 0, bounds.min[2]],
    [bounds.max[0], 0, bounds.max[2]],
    [bounds.min[0], 0, bounds.max[2]],
  ];
  const all = [...parts.flatMap((p) => p.faces.flatMap((f) => f.pts.map(raw))), ...footprint.map(raw)];
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const s = Math.min((width * 0.86) / (x1 - x0 || 1), (height * 0.72) / (y1 - y0 || 1));
  const ox = width / 2 - (s * (x0 + x1)) / 2;
  const oy = height * 0.53 - (s * (y0 + y1)) / 2;
  const px = (p: V3): V2 => {
    const [x, y] = raw(p);
    return [ox + s * x, oy + s * y];
  };
  // Pixels per metre near the vehicle's middle, for stroke widths.
  const mid: V3 = [(bounds.min[0] + bounds.max[0]) / 2, bounds.max[1] / 2, (bounds.min[2] + bounds.max[2]) / 2];
  const ppm = Math.abs(px([mid[0], mid[1] + 1, mid[2]])[1] - px(mid)[1]);
  const edge = fmt(Math.max(0.4, ppm * 0.012));

  const shades = new Set<number>();
  const shading = (f: Face): number => {
    const toCam = unit(sub(cam.pos, centroid(f.pts)));
    const k = 0.12 * f.normal[1] + 0.2 * dot(f.normal, KEY) + 0.06 * dot(f.normal, toCam) - 0.13;
    const q = Math.round(Math.max(-0.45, Math.min(0.4, k)) * 20);
    shades.add(q);
    return q;
  };

  const body: string[] = [];
  const poly = (p: Poly, q: number, smooth = false): void => {
    const pts = points(p.pts.map(px));
    const color = colors[p.role];
    if (p.stroke !== undefined) {
      const w = fmt(Math.max(0.5, p.stroke * ppm));
      body.push(`<polyline points="${pts}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`);
      return;
    }
    const outline = smooth
      ? `stroke="${color}" stroke-width="0.6"`
      : `stroke="#000" stroke-opacity="0.22" stroke-width="${edge}"`;
    body.push(
      `<polygon points="${pts}" fill="${color}" ${outline} stroke-linejoin="round"/>`,
      smooth
        ? `<polygon points="${pts}" fill="${q >= 0 ? '#fff' : '#000'}" fill-opacity="${Math.abs(q) / 20}"/>`
        : `<polygon points="${pts}" fill="url(#k${q})"/>`,
    );
  };

  const sorted = parts
    .map((part, i) => ({ part, i, key: orderKey(part, angle), d: depth(centroid(part.faces.flatMap((f) => f.pts))) }))
    .sort((a, b) => a.key - b.key || b.d - a.d || a.i - b.i);
  for (const { part } of sorted) {
    const visible = part.faces
      .filter((f) => f.pts.length >= 3 && dot(f.normal, unit(sub(cam.pos, centroid(f.pts)))) > 1e-3)
      .map((f) => ({ f, d: depth(centroid(f.pts)) }))
      .sort((a, b) => b.d - a.d);
    for (const { f } of visible) {
      const q = shading(f);
      poly(f, q, f.smooth);
      for (const d of f.decals) poly(d, q);
    }
  }

  const overlay = (v: number): string =>
    `stop-color="${v >= 0 ? '#fff' : '#000'}" stop-opacity="${Math.round(Math.abs(v) * 100) / 100}"`;
  const gradients = [...shades].map(
    (q) =>
      `<linearGradient id="k${q}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ${overlay(q / 20 + 0.16)}/>` +
      `<stop offset="0.55" ${overlay(q / 20)}/><stop offset="1" ${overlay(q / 20 - 0.2)}/></linearGradient>`,
  );

  const fp = footprint.map(px);
  const fx = fp.map((p) => p[0]);
  const fy = fp.map((p) => p[1]);
  const cx = (Math.min(...fx) + Math.max(...fx)) / 2;
  const cy = (Math.min(...fy) + Math.max(...fy)) / 2;
  const rx = ((Math.max(...fx) - Math.min(...fx)) / 2) * 1.08;
  const ry = Math.max(((Math.max(...fy) - Math.min(...fy)) / 2) * 1.15, height * 0.03);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f7f9"/>',
    '<stop offset="0.6" stop-color="#e3e7ec"/><stop offset="1" stop-color="#f1f3f5"/></linearGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.42"/>',
    '<stop offset="0.65" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    ...gradients,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#shadow)"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
