import { cylinder, LAYER, prism } from './geometry.ts';
import type { Decal, Part, V2 } from './geometry.ts';
import { arc, beam, circle, line, pair, quad, rect, side, stadium, wheels, windows } from './kit.ts';

/** A cab with large windows on all sides (construction machines). */
function glassCab(profile: V2[], hw: number, z = 0, frame = 0.08): Part {
  const ys = profile.map((p) => p[1]);
  const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
  return prism(profile, hw, 'paint', {
    z,
    layer: LAYER.top,
    decals: [
      ...windows(profile, frame, [[-99, 99]], lo + 0.25),
      quad('front', -0.84, 0.84, lo + 0.2, hi - 0.1, 'glass'),
      quad('rear', -0.8, 0.8, lo + 0.45, hi - 0.12, 'glass'),
    ],
  });
}

function excavator(): Part[] {
  const track = (z: number): Part =>
    prism(stadium(0, 3.9, 0, 0.85), 0.32, 'tyre', {
      z,
      decals: [
        side(stadium(0.12, 3.78, 0.12, 0.73), 'trim'),
        ...[0.9, 1.5, 2.1, 2.7].map((x) => side(circle(x, 0.22, 0.13, 12), 'metal')),
        side(circle(0.43, 0.43, 0.3, 16), 'metal'),
        side(circle(3.47, 0.43, 0.3, 16), 'metal'),
        ...[1.3, 2.6].map((x) => side(circle(x, 0.72, 0.06, 8), 'metal')),
      ],
    });
  const boomZ = -0.3;
  const arm = (pts: V2[], hw: number, role: 'paint' | 'metal' = 'paint', decals: Decal[] = []): Part =>
    prism(pts, hw, role, { z: boomZ, layer: LAYER.top, decals });
  const ram = (a: V2, b: V2, z = boomZ): Part =>
    cylinder([a[0], a[1], z], [b[0], b[1], z], 0.1, 0.1, 'steel', { segments: 10, layer: LAYER.top });
  const bucket: V2[] = [
    [-2.45, 1.25],
    [-2.25, 0.55],
    [-2.55, 0.05],
    [-3.25, 0.0],
    [-3.15, 0.7],
  ];
  return [
    track(1.12),
    track(-1.12),
    prism(rect(0.3, 0.25, 3.6, 0.75), 0.8, 'trim', { layer: LAYER.under }),
    cylinder([1.95, 0.85, 0], [1.95, 0.98, 0], 0.9, 0.9, 'trim'),
    prism(
      [
        [0.45, 0.98],
        [4.1, 0.98],
        [4.25, 1.2],
        [4.25, 1.6],
        [0.45, 1.6],
      ],
      1.28,
      'paint',
    ),
    prism(
      [
        [2.25, 1.6],
        [4.25, 1.6],
        [4.25, 2.05],
        [2.45, 2.2],
      ],
      1.25,
      'paint',
      {
        layer: LAYER.top,
        decals: [
          line(
            'side',
            [
              [2.6, 1.75],
              [4.0, 1.75],
            ],
            0.02,
            'paintDark',
          ),
          quad('rear', -0.7, 0.7, 1.7, 1.95, 'trim'),
        ],
      },
    ),
    glassCab(
      [
        [0.5, 1.6],
        [1.55, 1.6],
        [1.55, 2.95],
        [0.72, 2.95],
        [0.5, 2.6],
      ],
      0.48,
      0.75,
    ),
    cylinder([3.9, 2.05, 0.7], [3.9, 2.45, 0.7], 0.07, 0.07, 'metal', { segments: 8, layer: LAYER.top }),
    arm(beam([0.95, 1.55], [-0.55, 3.55], 0.62, 0.5), 0.26, 'paint', [
      line(
        'side',
        [
          [0.7, 1.95],
          [-0.45, 3.35],
        ],
        0.03,
        'paintDark',
      ),
    ]),
    arm(beam([-0.55, 3.55], [-1.65, 3.35], 0.5, 0.42), 0.24),
    arm(beam([-1.45, 3.7], [-2.45, 1.2], 0.4, 0.3), 0.2),
    arm(bucket, 0.55, 'metal', [
      ...[-0.7, -0.25, 0.25, 0.7].map((a) => quad('front', a - 0.1, a + 0.1, 0.02, 0.25, 'trim')),
      line(
        'side',
        [
          [-2.4, 0.9],
          [-3.1, 0.55],
        ],
        0.03,
        'trim',
      ),
    ]),
    ram([0.6, 1.5], [-0.35, 2.95], boomZ + 0.38),
    ram([0.6, 1.5], [-0.35, 2.95], boomZ - 0.38),
    ram([-0.4, 3.85], [-1.5, 3.95]),
    ram([-1.5, 3.55], [-2.3, 1.5], boomZ + 0.22),
  ];
}

function wheelLoader(): Part[] {
  const r = 0.78;
  const pin: V2 = [0.45, 0.75];
  return [
    ...wheels([1.7, 4.7], r, 1.28, 0.62),
    prism(rect(0.9, 0.7, 3.25, 1.5), 0.62, 'paint', { layer: LAYER.under }),
    prism(
      [
        [3.2, 0.85],
        [6.6, 0.85],
        [6.8, 1.2],
        [6.8, 2.15],
        [3.2, 2.25],
      ],
      0.88,
      'paint',
      {
        decals: [
          ...[0.3, 0.45, 0.6].flatMap((k) => [
            line(
              'rear',
              [
                [-0.7, 1.2 + k * 1.2],
                [0.7, 1.2 + k * 1.2],
              ],
              0.04,
              'trim',
            ),
          ]),
          ...pair('rear', 0.8, 0.95, 1.5, 1.75, 'tail'),
          ...[4.5, 5.3, 6.1].map((x) =>
            line(
              'side',
              [
                [x, 1.3],
                [x, 2.0],
              ],
              0.05,
              'paintDark',
            ),
          ),
        ],
      },
    ),
    ...[1, -1].flatMap((k) => [
      prism(arcBand(1.7, r), 0.3, 'paint', { z: k * 1.0 }),
      prism(arcBand(4.7, r), 0.3, 'paint', { z: k * 1.0 }),
    ]),
    glassCab(
      [
        [2.9, 1.5],
        [4.1, 1.5],
        [4.2, 3.3],
        [3.0, 3.3],
      ],
      0.78,
    ),
    cylinder([6.1, 2.15, 0.4], [6.1, 2.8, 0.4], 0.09, 0.09, 'metal', { segments: 10 }),
    ...[1, -1].flatMap((k) => [
      prism(beam([3.2, 2.0], pin, 0.32, 0.28), 0.1, 'paint', { z: k * 0.55, layer: LAYER.top }),
      cylinder([2.6, 1.2, k * 0.5], [1.5, 1.75, k * 0.5], 0.11, 0.11, 'steel', { segments: 10, layer: LAYER.top }),
    ]),
    prism(beam([2.9, 2.25], [1.1, 1.4], 0.16), 0.12, 'paint', { layer: LAYER.top }),
    prism(
      [
        [0.65, 1.6],
        [0.35, 0.35],
        [0.1, 0.12],
        [-0.95, 0.12],
        [-0.6, 0.55],
        [-0.2, 1.3],
      ],
      1.42,
      'metal',
      {
        layer: LAYER.front,
        decals: [
          quad('top', -0.95, 0.95, -0.5, 0.3, 'trim'),
          side(rect(-0.95, 0.12, -0.2, 0.2), 'trim'),
          line(
            'side',
            [
              [0.25, 1.3],
              [-0.2, 0.25],
            ],
            0.03,
            'trim',
          ),
        ],
      },
    ),
  ];
}

/** A fender above a wheel, as a flat band following the tyre. */
function arcBand(x: number, r: number): V2[] {
  return [...arc(x, r, r + 0.08, 20, 160, 8), ...arc(x, r, r + 0.22, 160, 20, 8)];
}

function forklift(): Part[] {
  const post = (x: number, z: number): Part =>
    prism(rect(x, 1.05, x + 0.07, 2.12), 0.035, 'trim', { z, layer: LAYER.top });
  const fork = (z: number): Part[] => [
    prism(rect(-0.75, 0.06, 0.32, 0.12), 0.055, 'metal', { z, layer: LAYER.front }),
    prism(rect(0.25, 0.06, 0.32, 0.75), 0.055, 'metal', { z, layer: LAYER.front }),
  ];
  return [
    ...wheels([1.05], 0.32, 0.58, 0.24),
    ...wheels([2.55], 0.27, 0.55, 0.2),
    prism(
      [
        [0.7, 0.2],
        [2.9, 0.2],
        [2.9, 1.05],
        [0.7, 1.05],
      ],
      0.55,
      'paint',
      { decals: [...archesFor([1.05, 2.55], [0.32, 0.27])] },
    ),
    prism(
      [
        [2.55, 0.2],
        [3.05, 0.2],
        [3.25, 0.5],
        [3.25, 1.05],
        [3.05, 1.32],
        [2.55, 1.32],
      ],
      0.56,
      'paint',
      {
        decals: [
          ...pair('rear', 0.6, 0.9, 0.9, 1.05, 'tail'),
          line(
            'side',
            [
              [2.6, 0.3],
              [2.6, 1.25],
            ],
            0.015,
          ),
        ],
      },
    ),
    prism(rect(1.75, 1.05, 2.35, 1.2), 0.28, 'interior', { layer: LAYER.top }),
    prism(rect(2.15, 1.2, 2.3, 1.7), 0.26, 'interior', { layer: LAYER.top }),
    ...[0.5, -0.5].flatMap((z) => [post(1.0, z), post(2.45, z)]),
    prism(rect(0.95, 2.1, 2.55, 2.18), 0.54, 'trim', {
      layer: LAYER.top,
      decals: [0.3, 0.6, 0.9, 1.2].map((x) =>
        line(
          'top',
          [
            [-0.9, 0.95 + x],
            [0.9, 0.95 + x],
          ],
          0.03,
          'metal',
        ),
      ),
    }),
    ...[0.36, -0.36].map((z) => prism(rect(0.48, 0.12, 0.6, 2.3), 0.05, 'trim', { z, layer: LAYER.front })),
    prism(rect(0.48, 2.18, 0.6, 2.3), 0.4, 'trim', { layer: LAYER.front }),
    cylinder([0.62, 0.3, 0], [0.62, 2.0, 0], 0.05, 0.05, 'steel', { segments: 8, layer: LAYER.front }),
    prism(rect(0.32, 0.25, 0.42, 0.85), 0.48, 'trim', { layer: LAYER.front }),
    ...fork(0.28),
    ...fork(-0.28),
  ];
}

const archesFor = (xs: number[], rs: number[]): Decal[] =>
  xs.map((x, i) => side(arc(x, rs[i] ?? 0.3, (rs[i] ?? 0.3) * 1.12, 0, 180, 10), 'trim'));

export const MACHINES = {
  excavator,
  'wheel-loader': wheelLoader,
  forklift,
} satisfies Partial<Record<string, () => Part[]>>;
