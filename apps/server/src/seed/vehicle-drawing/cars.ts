import { LAYER, prism } from './geometry.ts';
import type { Decal, Part, V2 } from './geometry.ts';
import { arches, line, pair, quad, rect, side, wheels, windows, within } from './kit.ts';

/** A passenger car: a lower body and a greenhouse, both side profiles (x from the front bumper, y up), in metres. */
interface CarSpec {
  body: V2[];
  /** The greenhouse; its lowest edge is the belt line. Omitted for an open car. */
  cabin?: V2[];
  hw: number;
  taper?: number;
  r: number;
  axles: [number, number];
  /** Side window x ranges (the gaps between them are pillars). */
  glass?: V2[];
  /** Door seam x positions. */
  doors: number[];
  head: V2;
  tail: V2;
  grille: V2;
  /** Dark lower cladding up to this height. */
  cladding?: number;
  /** Open load bed from x0 to x1 (pickup). */
  bed?: V2;
  roofRails?: boolean;
  extra?: Decal[];
}

const FAR = 99;

function car(s: CarSpec): Part[] {
  const xs = s.body.map((p) => p[0]);
  const ys = s.body.map((p) => p[1]);
  const [front, rear, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys)];
  const belt = s.cabin ? Math.min(...s.cabin.map((p) => p[1])) : Math.max(...ys);
  const roof = s.cabin ? Math.max(...s.cabin.map((p) => p[1])) : belt;
  const bodyDecals: Decal[] = [
    ...(s.cladding ? [side(within(rect(-FAR, -FAR, FAR, s.cladding), s.body), 'paintDark')] : []),
    ...arches(s.body, s.axles, s.r),
    ...s.doors.map((x) =>
      line(
        'side',
        [
          [x, belt - 0.03],
          [x, bottom + 0.1],
        ],
        0.012,
      ),
    ),
    ...s.doors.slice(0, -1).map((x) => side(rect(x + 0.12, belt - 0.12, x + 0.3, belt - 0.085), 'trim')),
    side(within(rect(-FAR, s.head[0], front + 0.42, s.head[1]), s.body), 'head'),
    side(within(rect(rear - 0.28, s.tail[0], FAR, s.tail[1]), s.body), 'tail'),
    ...pair('front', 0.56, 0.94, s.head[0], s.head[1], 'head'),
    quad('front', -0.46, 0.46, s.grille[0], s.grille[1], 'trim'),
    quad('front', -0.2, 0.2, s.grille[0] - 0.14, s.grille[0] - 0.03, 'plate'),
    quad('front', -0.6, 0.6, bottom + 0.04, bottom + 0.12, 'trim'),
    ...pair('rear', 0.55, 0.95, s.tail[0], s.tail[1], 'tail'),
    quad('rear', -0.22, 0.22, s.tail[0] - 0.2, s.tail[0] - 0.06, 'plate'),
    quad('rear', -0.7, 0.7, bottom + 0.04, bottom + 0.12, 'trim'),
    ...(s.bed ? [quad('top', -0.9, 0.9, s.bed[0], s.bed[1], 'interior')] : []),
    ...(s.extra ?? []),
  ];
  const parts = [prism(s.body, s.hw, 'paint', { decals: bodyDecals }), ...wheels(s.axles, s.r, s.hw - 0.03, 0.24)];
  if (!s.cabin) return parts;
  const cabinFront = Math.min(...s.cabin.map((p) => p[0]));
  const cabin = prism(s.cabin, s.hw * 0.98, 'paint', {
    taper: s.taper ?? 0.16,
    layer: LAYER.top,
    decals: [
      ...windows(s.cabin, 0.07, s.glass ?? [[-FAR, FAR]], belt + 0.04),
      quad('front', -0.9, 0.9, belt + 0.03, roof - 0.05, 'glass'),
      quad('rear', -0.84, 0.84, belt + 0.1, roof - 0.06, 'glass'),
    ],
  });
  const mirror = (z: number): Part =>
    prism(rect(cabinFront + 0.12, belt + 0.02, cabinFront + 0.32, belt + 0.17), 0.07, 'paint', { z, layer: LAYER.top });
  const rails = s.roofRails
    ? [-1, 1].map((k) =>
        prism(rect(cabinFront + 0.9, roof, Math.max(...s.body.map((p) => p[0])) - 0.45, roof + 0.05), 0.03, 'trim', {
          z: k * s.hw * 0.66,
          layer: LAYER.top,
        }),
      )
    : [];
  return [...parts, cabin, mirror(s.hw + 0.07), mirror(-s.hw - 0.07), ...rails];
}

const sedanBody: V2[] = [
  [0.06, 0.24],
  [0, 0.44],
  [0.04, 0.64],
  [0.35, 0.79],
  [1.55, 0.92],
  [3.9, 0.98],
  [4.7, 0.96],
  [4.8, 0.8],
  [4.78, 0.4],
  [4.6, 0.24],
];

const coupeBody: V2[] = [
  [0.06, 0.22],
  [0, 0.4],
  [0.05, 0.6],
  [0.4, 0.73],
  [1.8, 0.85],
  [4.0, 0.91],
  [4.5, 0.89],
  [4.6, 0.72],
  [4.58, 0.38],
  [4.4, 0.22],
];

const lamps = { head: [0.6, 0.72] as V2, tail: [0.74, 0.88] as V2, grille: [0.4, 0.6] as V2 };

export const CARS = {
  sedan: () =>
    car({
      ...lamps,
      body: sedanBody,
      cabin: [
        [1.45, 0.9],
        [2.3, 1.42],
        [3.4, 1.44],
        [4.05, 0.96],
      ],
      hw: 0.9,
      r: 0.32,
      axles: [1.05, 3.85],
      glass: [
        [-FAR, 2.75],
        [2.85, FAR],
      ],
      doors: [1.62, 2.8, 3.85],
    }),
  hatchback: () =>
    car({
      ...lamps,
      tail: [0.72, 0.9],
      body: [
        [0.06, 0.24],
        [0, 0.44],
        [0.04, 0.64],
        [0.35, 0.79],
        [1.4, 0.93],
        [3.95, 0.98],
        [4.1, 0.86],
        [4.08, 0.4],
        [3.9, 0.24],
      ],
      cabin: [
        [1.3, 0.91],
        [2.15, 1.46],
        [3.75, 1.44],
        [4.06, 0.97],
      ],
      hw: 0.88,
      r: 0.31,
      axles: [0.95, 3.45],
      glass: [
        [-FAR, 2.55],
        [2.65, 3.38],
        [3.48, FAR],
      ],
      doors: [1.45, 2.6, 3.5],
    }),
  suv: () =>
    car({
      head: [0.84, 0.98],
      tail: [0.96, 1.1],
      grille: [0.62, 0.86],
      body: [
        [0.06, 0.4],
        [0, 0.62],
        [0.04, 0.88],
        [0.4, 1.03],
        [1.6, 1.12],
        [4.55, 1.14],
        [4.75, 1.1],
        [4.75, 0.5],
        [4.6, 0.38],
      ],
      cabin: [
        [1.5, 1.1],
        [2.35, 1.76],
        [4.55, 1.74],
        [4.73, 1.12],
      ],
      hw: 0.96,
      taper: 0.14,
      r: 0.38,
      axles: [1.1, 3.95],
      glass: [
        [-FAR, 2.85],
        [2.95, 3.95],
        [4.05, FAR],
      ],
      doors: [1.65, 2.9, 4.0],
      cladding: 0.56,
      roofRails: true,
    }),
  coupe: () =>
    car({
      ...lamps,
      head: [0.56, 0.68],
      tail: [0.7, 0.84],
      grille: [0.36, 0.56],
      body: coupeBody,
      cabin: [
        [1.75, 0.84],
        [2.6, 1.3],
        [3.3, 1.32],
        [4.25, 0.9],
      ],
      hw: 0.92,
      r: 0.33,
      axles: [1.2, 3.8],
      glass: [
        [-FAR, 3.05],
        [3.12, FAR],
      ],
      doors: [1.9, 3.15],
    }),
  convertible: () => [
    ...car({
      ...lamps,
      head: [0.56, 0.68],
      tail: [0.7, 0.84],
      grille: [0.36, 0.56],
      body: coupeBody,
      hw: 0.92,
      r: 0.33,
      axles: [1.2, 3.8],
      doors: [1.9, 3.15],
      bed: [2.05, 3.65],
    }),
    // Windscreen frame, seats and the folded roof.
    prism(
      [
        [1.72, 0.84],
        [1.82, 0.84],
        [2.3, 1.2],
        [2.22, 1.21],
      ],
      0.86,
      'glass',
      { taper: 0.08, layer: LAYER.top },
    ),
    ...[-0.42, 0.42].map((z) => prism(rect(3.0, 0.85, 3.22, 1.14), 0.16, 'interior', { z, layer: LAYER.top })),
    prism(rect(3.62, 0.88, 4.1, 0.98), 0.8, 'trim', { layer: LAYER.top }),
  ],
  wagon: () =>
    car({
      ...lamps,
      tail: [0.76, 0.92],
      body: [...sedanBody.slice(0, 5), [4.5, 0.98], [4.82, 0.96], [4.85, 0.8], [4.83, 0.4], [4.65, 0.24]],
      cabin: [
        [1.45, 0.9],
        [2.3, 1.44],
        [4.55, 1.42],
        [4.8, 0.96],
      ],
      hw: 0.9,
      r: 0.32,
      axles: [1.05, 3.85],
      glass: [
        [-FAR, 2.75],
        [2.85, 3.8],
        [3.9, FAR],
      ],
      doors: [1.62, 2.8, 3.85],
      roofRails: true,
    }),
  van: () =>
    car({
      head: [0.62, 0.8],
      tail: [0.5, 1.0],
      grille: [0.45, 0.7],
      body: [
        [0.06, 0.3],
        [0, 0.5],
        [0.05, 0.86],
        [0.5, 1.0],
        [4.7, 1.0],
        [4.7, 0.3],
        [4.55, 0.28],
      ],
      cabin: [
        [0.5, 0.98],
        [1.2, 1.98],
        [4.68, 1.98],
        [4.7, 0.98],
      ],
      hw: 0.86,
      taper: 0.06,
      r: 0.33,
      axles: [0.95, 3.6],
      glass: [[-FAR, 1.75]],
      doors: [0.75, 1.8, 2.95],
      extra: [
        line(
          'side',
          [
            [1.8, 0.98],
            [1.8, 0.45],
          ],
          0.012,
        ),
        line(
          'side',
          [
            [1.9, 0.75],
            [4.4, 0.75],
          ],
          0.015,
        ),
        line(
          'rear',
          [
            [0, 0.35],
            [0, 0.98],
          ],
          0.012,
        ),
      ],
    }),
  minivan: () =>
    car({
      head: [0.64, 0.8],
      tail: [0.78, 1.0],
      grille: [0.44, 0.64],
      body: [
        [0.06, 0.28],
        [0, 0.48],
        [0.05, 0.72],
        [0.35, 0.88],
        [0.95, 0.98],
        [4.8, 1.0],
        [4.8, 0.3],
        [4.6, 0.27],
      ],
      cabin: [
        [0.9, 0.96],
        [1.85, 1.88],
        [4.62, 1.86],
        [4.8, 0.99],
      ],
      hw: 0.9,
      taper: 0.12,
      r: 0.33,
      axles: [1.05, 3.9],
      glass: [
        [-FAR, 2.15],
        [2.25, 3.5],
        [3.6, FAR],
      ],
      doors: [1.1, 2.2, 3.5],
      extra: [
        line(
          'side',
          [
            [3.5, 0.9],
            [4.6, 0.9],
          ],
          0.02,
        ),
      ],
    }),
  pickup: () =>
    car({
      head: [0.86, 1.02],
      tail: [0.8, 1.1],
      grille: [0.6, 0.92],
      body: [
        [0.06, 0.44],
        [0, 0.64],
        [0.05, 0.98],
        [0.35, 1.1],
        [1.9, 1.16],
        [5.3, 1.16],
        [5.3, 0.5],
        [5.15, 0.42],
      ],
      cabin: [
        [1.85, 1.14],
        [2.6, 1.82],
        [3.6, 1.82],
        [3.7, 1.14],
      ],
      hw: 0.96,
      taper: 0.12,
      r: 0.4,
      axles: [1.25, 4.45],
      glass: [
        [-FAR, 3.0],
        [3.08, FAR],
      ],
      doors: [2.0, 3.05, 3.75],
      bed: [3.82, 5.22],
      cladding: 0.5,
    }),
} satisfies Partial<Record<string, () => Part[]>>;
