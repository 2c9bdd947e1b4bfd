import { cylinder, LAYER, prism } from './geometry.ts';
import type { Decal, Part, V2 } from './geometry.ts';
import { along, arches, beam, circle, line, pair, quad, rect, rotate, side, wheels, windows } from './kit.ts';

/** A cab-over truck: cab, bumper, mirrors, frame and axles. Bodies are put on the frame from `deckX`. */
interface TruckSpec {
  len: number;
  hw: number;
  cabLen: number;
  cabH: number;
  r: number;
  axles: number[];
  /** Index of the first axle with twin tyres. */
  twinFrom?: number;
  /** Extra parts on the cab (roof fairing, light bar), built from the cab's top height. */
  roof?: (top: number) => Part[];
}

interface Truck {
  parts: Part[];
  deckX: number;
  frameTop: number;
  cabTop: number;
}

function truck(s: TruckSpec): Truck {
  const { len, hw, cabLen: cl, cabH: h, r } = s;
  const yb = r * 0.95;
  const top = yb + h;
  const cab: V2[] = [
    [0, yb],
    [0, yb + 0.55 * h],
    [0.04, yb + 0.62 * h],
    [0.2, top],
    [cl, top],
    [cl, yb],
  ];
  const frontAxle = s.axles[0] ?? 1;
  const cabDecals: Decal[] = [
    ...windows(cab, 0.09, [[-1, cl * 0.62]], yb + 0.58 * h),
    ...arches(cab, [frontAxle], r),
    line(
      'side',
      [
        [cl * 0.66, yb + 0.08],
        [cl * 0.66, top - 0.06],
      ],
      0.014,
    ),
    line(
      'side',
      [
        [0.14, yb + 0.08],
        [0.14, yb + 0.55 * h],
      ],
      0.014,
    ),
    side(rect(0.02, yb + 0.12, 0.12, yb + 0.24), 'amber'),
    quad('front', -0.9, 0.9, yb + 0.63 * h, top - 0.06, 'glass'),
    ...pair('front', 0.62, 0.92, yb + 0.06, yb + 0.2, 'head'),
    quad('front', -0.5, 0.5, yb + 0.24, yb + 0.5 * h, 'trim'),
    ...[0.3, 0.38, 0.46].map((k) =>
      line(
        'front',
        [
          [-0.46, yb + k * h],
          [0.46, yb + k * h],
        ],
        0.025,
        'metal',
      ),
    ),
  ];
  const frameY = r * 0.8;
  const frameTop = frameY + 0.3;
  const twin = s.twinFrom ?? 1;
  const parts: Part[] = [
    prism(cab, hw, 'paint', { decals: cabDecals }),
    prism(rect(-0.08, yb - 0.55 * r, 0.32, yb + 0.04), hw, 'metal', {
      decals: [quad('front', -0.25, 0.25, yb - 0.45 * r, yb - 0.15 * r, 'plate')],
    }),
    prism(rect(cl - 0.4, frameY, len - 0.06, frameTop), hw * 0.42, 'trim', { layer: LAYER.under }),
    prism(rect(len - 0.18, frameY - 0.12, len, frameY + 0.12), hw * 0.96, 'trim', {
      layer: LAYER.under,
      decals: [...pair('rear', 0.62, 0.94, frameY - 0.08, frameY + 0.08, 'tail')],
    }),
    ...wheels(s.axles.slice(0, twin), r, hw - 0.04, 0.34),
    ...wheels(s.axles.slice(twin), r, hw - 0.04, 0.62),
    ...s.axles
      .slice(twin)
      .map((x) => prism(rect(x - r * 1.15, 2 * r + 0.06, x + r * 1.15, 2 * r + 0.13), hw - 0.02, 'trim', { layer: 0 })),
    ...[1, -1].flatMap((k) => [
      prism(rect(0.06, yb + 0.45 * h, 0.16, yb + 0.85 * h), 0.05, 'trim', { z: k * (hw + 0.2), layer: LAYER.top }),
      prism(rect(0.1, yb + 0.8 * h, 0.13, yb + 0.83 * h), 0.11, 'metal', { z: k * (hw + 0.08), layer: LAYER.top }),
    ]),
    ...(s.roof?.(top) ?? []),
  ];
  const gap = (s.axles[1] ?? len) - frontAxle;
  if (gap > 2.6) {
    const x0 = cl + 0.15;
    parts.push(
      cylinder([x0, r * 0.95, hw - 0.32], [x0 + Math.min(1.1, gap - 2), r * 0.95, hw - 0.32], 0.24, 0.24, 'steel', {
        segments: 16,
      }),
    );
  }
  return { parts, deckX: cl + 0.15, frameTop, cabTop: top };
}

/** A box body from x0 to x1: side panel lines, rear doors. */
function boxBody(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  hw: number,
  extra: Decal[] = [],
  profile?: V2[],
): Part {
  const n = Math.max(2, Math.round((x1 - x0) / 1.3));
  return prism(profile ?? rect(x0, y0, x1, y1), hw, 'box', {
    decals: [
      ...Array.from({ length: n - 1 }, (_, i) => x0 + ((i + 1) * (x1 - x0)) / n).map((x) =>
        line(
          'side',
          [
            [x, y0 + 0.06],
            [x, y1 - 0.08],
          ],
          0.012,
          'steel',
        ),
      ),
      side(rect(x0, y0, x1, y0 + 0.12), 'metal'),
      line(
        'rear',
        [
          [0, y0 + 0.08],
          [0, y1 - 0.08],
        ],
        0.02,
      ),
      ...[-0.6, 0.6].map((a) =>
        line(
          'rear',
          [
            [a, y0 + 0.1],
            [a, y1 - 0.1],
          ],
          0.03,
          'metal',
        ),
      ),
      ...extra,
    ],
  });
}

/** An open deck with drop sides and a headboard. */
function deck(
  x0: number,
  x1: number,
  y0: number,
  gate: number,
  hw: number,
  top: number,
  role: 'steel' | 'paint',
): Part[] {
  return [
    prism(rect(x0, y0, x1, y0 + gate), hw, role, {
      decals: [
        quad('top', -0.93, 0.93, x0 + 0.06, x1 - 0.06, 'deck'),
        ...Array.from({ length: Math.round((x1 - x0) / 1.6) - 1 }, (_, i) => x0 + (i + 1) * 1.6).map((x) =>
          line(
            'side',
            [
              [x, y0 + 0.03],
              [x, y0 + gate - 0.03],
            ],
            0.02,
            'metal',
          ),
        ),
        line(
          'side',
          [
            [x0, y0 + gate * 0.5],
            [x1, y0 + gate * 0.5],
          ],
          0.015,
          'metal',
        ),
      ],
    }),
    prism(rect(x0 - 0.02, y0, x0 + 0.08, top), hw * 0.96, 'steel', {
      decals: [0.25, 0.5, 0.75].map((k) =>
        line(
          'rear',
          [
            [-0.95, y0 + k * (top - y0)],
            [0.95, y0 + k * (top - y0)],
          ],
          0.03,
          'metal',
        ),
      ),
    }),
  ];
}

const bigTruck = (len: number, axles: number[], roof?: TruckSpec['roof']): Truck =>
  truck({ len, hw: 1.22, cabLen: 2.0, cabH: 2.3, r: 0.52, axles, ...(roof ? { roof } : {}) });

function dumpTruck(): Part[] {
  const t = bigTruck(7.6, [1.25, 4.7, 6.0]);
  const y = t.frameTop + 0.04;
  const hinge: V2 = [7.5, y];
  const tilt = (pts: V2[]): V2[] => rotate(pts, hinge, -16);
  const x0 = t.deckX + 0.1;
  const tipper = tilt([
    [x0, y],
    [7.5, y],
    [7.6, y + 1.0],
    [x0 - 0.05, y + 1.0],
  ]);
  const ramTop = tilt([[x0 + 0.5, y]])[0] ?? hinge;
  return [
    ...t.parts,
    prism(tipper, 1.2, 'paint', {
      decals: [
        quad('top', -0.92, 0.92, x0 + 0.2, 7.3, 'paintDark'),
        ...[0.25, 0.5, 0.75].map((k) => {
          const [a, b] = tilt([
            [x0 + k * (7.5 - x0), y + 0.05],
            [x0 + k * (7.5 - x0), y + 0.95],
          ]);
          return line('side', [a ?? hinge, b ?? hinge], 0.07, 'paintDark');
        }),
        ...pair('rear', 0.3, 0.8, y + 0.15, y + 0.3, 'paintDark'),
      ],
    }),
    prism(tilt(rect(x0 - 0.55, y + 0.95, x0 + 0.1, y + 1.04)), 1.15, 'paint'),
    cylinder([x0 + 0.5, t.frameTop - 0.1, 0], [ramTop[0], ramTop[1], 0], 0.11, 0.11, 'steel', { segments: 12 }),
  ];
}

function tractorHead(): Part[] {
  const t = truck({
    len: 6.3,
    hw: 1.22,
    cabLen: 2.2,
    cabH: 2.15,
    r: 0.52,
    axles: [1.25, 4.2, 5.5],
    roof: (top) => [
      prism(
        [
          [0.55, top],
          [2.2, top],
          [2.2, top + 0.6],
          [0.95, top + 0.6],
        ],
        1.12,
        'paint',
        { layer: LAYER.top },
      ),
    ],
  });
  const y = t.frameTop;
  return [
    ...t.parts,
    prism(rect(2.3, y, 3.3, y + 0.05), 1.0, 'metal'),
    cylinder([4.75, y, 0], [4.75, y + 0.2, 0], 0.72, 0.72, 'trim', {
      discs: [
        [0.68, 'metal'],
        [0.16, 'trim'],
      ],
    }),
    ...[1, -1].map((k) =>
      cylinder([2.32, y - 0.2, k * 1.0], [2.32, t.cabTop + 0.4, k * 1.0], 0.08, 0.08, 'steel', { segments: 12 }),
    ),
  ];
}

function tankLorry(): Part[] {
  const t = bigTruck(9.0, [1.25, 5.9, 7.2]);
  const cy = t.frameTop + 1.0;
  const [x0, x1] = [t.deckX + 0.15, 8.9];
  return [
    ...t.parts,
    cylinder([x0, cy, 0], [x1, cy, 0], 1.0, 1.0, 'steel', { segments: 32, discs: [[0.35, 'metal']] }),
    ...[x0 + 0.3, (x0 + x1) / 2, x1 - 0.4].map((x) =>
      cylinder([x, cy, 0], [x + 0.16, cy, 0], 1.04, 1.04, 'paint', { segments: 32, open: true }),
    ),
    ...[x0 + 1.3, x0 + 3.0, x0 + 4.7].map((x) =>
      cylinder([x, cy + 0.9, 0], [x, cy + 1.12, 0], 0.26, 0.26, 'metal', { segments: 14 }),
    ),
    prism(rect(x0 + 0.6, cy + 1.02, x1 - 0.6, cy + 1.08), 0.35, 'metal', { layer: LAYER.top }),
  ];
}

function mixer(): Part[] {
  const t = bigTruck(8.0, [1.25, 4.9, 6.2]);
  const y = t.frameTop;
  const front: [number, number, number] = [t.deckX + 0.5, y + 0.95, 0];
  const belly: [number, number, number] = [t.deckX + 2.6, y + 1.3, 0];
  const mouth: [number, number, number] = [7.6, y + 1.95, 0];
  return [
    ...t.parts,
    cylinder([t.deckX + 0.05, y + 0.4, 0], [t.deckX + 0.45, y + 0.4, 0], 0.38, 0.38, 'steel', { segments: 16 }),
    cylinder(front, belly, 0.62, 1.18, 'paint', { segments: 32 }),
    cylinder(belly, mouth, 1.18, 0.45, 'paint', { segments: 32, discs: [[0.36, 'trim']] }),
    cylinder([belly[0] - 0.1, belly[1], 0], [belly[0] + 0.1, belly[1] + 0.015, 0], 1.21, 1.21, 'box', {
      segments: 32,
      open: true,
    }),
    prism(beam([7.75, y + 1.5], [8.3, y + 0.8], 0.12), 0.3, 'metal'),
    prism(rect(5.7, y, 6.2, y + 1.2), 0.5, 'metal', { layer: LAYER.under }),
  ];
}

function reefer(): Part[] {
  const t = bigTruck(8.6, [1.25, 5.6]);
  const [x0, x1, y0, y1] = [t.deckX + 0.2, 8.6, t.frameTop + 0.05, t.frameTop + 2.6];
  const c = 0.14;
  const profile: V2[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1 - c],
    [x1 - c, y1],
    [x0 + c, y1],
    [x0, y1 - c],
  ];
  const fan = (a: number): Decal => ({
    on: 'front',
    role: 'trim',
    pts: circle(0, y1 - 0.5, 0.22, 16).map(([u, v]): V2 => [a + u / 0.8, v]),
  });
  return [
    ...t.parts,
    boxBody(
      x0,
      x1,
      y0,
      y1,
      1.26,
      [
        ...[-0.3, 0.3].map((a) =>
          line(
            'rear',
            [
              [a, y0 + 0.2],
              [a, y1 - 0.2],
            ],
            0.04,
            'metal',
          ),
        ),
      ],
      profile,
    ),
    prism(rect(x0 - 0.36, y1 - 0.9, x0 + 0.02, y1 - 0.12), 0.8, 'steel', { decals: [fan(-0.42), fan(0.42)] }),
  ];
}

function wingBody(): Part[] {
  const t = bigTruck(9.6, [1.25, 6.0, 7.3]);
  const [x0, x1, y0, y1] = [t.deckX + 0.1, 9.6, t.frameTop + 0.05, t.frameTop + 2.65];
  const midX = (x0 + x1) / 2;
  return [
    ...t.parts,
    boxBody(x0, x1, y0, y1, 1.24, [
      line(
        'side',
        [
          [x0, y1 - 0.16],
          [x1, y1 - 0.16],
        ],
        0.035,
      ),
      side(rect(midX - 0.07, y0 + 0.1, midX + 0.07, y1 - 0.16), 'metal'),
      line(
        'top',
        [
          [0, x0],
          [0, x1],
        ],
        0.04,
      ),
      ...[-0.96, 0.96].map((a) =>
        line(
          'top',
          [
            [a, x0],
            [a, x1],
          ],
          0.02,
          'metal',
        ),
      ),
      line(
        'front',
        [
          [-0.96, y1 - 0.16],
          [0, y1 - 0.02],
          [0.96, y1 - 0.16],
        ],
        0.03,
        'metal',
      ),
      line(
        'rear',
        [
          [-0.96, y1 - 0.16],
          [0, y1 - 0.02],
          [0.96, y1 - 0.16],
        ],
        0.03,
        'metal',
      ),
    ]),
  ];
}

function specialPurpose(): Part[] {
  const t = truck({
    len: 8.2,
    hw: 1.22,
    cabLen: 2.5,
    cabH: 1.9,
    r: 0.5,
    axles: [1.35, 5.4],
    roof: (top) => [
      prism(rect(0.5, top, 1.6, top + 0.16), 0.78, 'tail', {
        layer: LAYER.top,
        decals: [
          ...pair('front', 0.55, 0.95, top + 0.03, top + 0.13, 'amber'),
          ...pair('rear', 0.55, 0.95, top + 0.03, top + 0.13, 'amber'),
        ],
      }),
    ],
  });
  const [x0, x1, y0, y1] = [t.deckX + 0.1, 8.2, t.frameTop - 0.25, t.cabTop + 0.1];
  const doors = [0, 1, 2].map((i) => x0 + 0.15 + i * ((x1 - x0 - 0.15) / 3));
  const w = (x1 - x0 - 0.15) / 3 - 0.15;
  return [
    ...t.parts,
    prism(rect(x0, y0, x1, y1), 1.22, 'paint', {
      decals: [
        ...doors.map((x) => side(rect(x, y0 + 0.4, x + w, y1 - 0.25), 'steel')),
        ...doors.flatMap((x) =>
          [0.2, 0.4, 0.6, 0.8].map((k) => {
            const yy = y0 + 0.4 + k * (y1 - 0.65 - y0);
            return line(
              'side',
              [
                [x + 0.03, yy],
                [x + w - 0.03, yy],
              ],
              0.012,
              'metal',
            );
          }),
        ),
        side(rect(x0, y0 + 0.12, x1, y0 + 0.28), 'box'),
        quad('rear', -0.8, 0.8, y0 + 0.4, y1 - 0.25, 'steel'),
        ...pair('rear', 0.86, 0.97, y1 - 0.5, y1 - 0.25, 'amber'),
      ],
    }),
    prism(rect(x0 + 0.3, y1 + 0.08, x1 - 0.3, y1 + 0.2), 0.48, 'steel', {
      layer: LAYER.top,
      decals: Array.from({ length: 14 }, (_, i) => x0 + 0.45 + i * ((x1 - x0 - 0.9) / 14)).map((x) =>
        quad('top', -0.85, 0.85, x + 0.05, x + ((x1 - x0 - 0.9) / 14) * 0.75, 'interior'),
      ),
    }),
  ];
}

function crane(): Part[] {
  const t = truck({ len: 11.2, hw: 1.25, cabLen: 1.9, cabH: 1.55, r: 0.55, axles: [1.3, 2.85, 7.6, 9.1], twinFrom: 9 });
  const y = t.frameTop;
  const pivot: V2 = [9.6, y + 1.55];
  const deg = 160;
  const sec = (from: number, to: number, th: number, hw: number): Part =>
    prism(beam(along(pivot, deg, from), along(pivot, deg, to), th), hw, 'paint', {
      z: -0.25,
      decals: [line('side', [along(pivot, deg, from + 0.2), along(pivot, deg, to - 0.15)], 0.03, 'paintDark')],
    });
  const tip = along(pivot, deg, 12.4);
  const outrigger = (x: number): Part[] => [
    prism(rect(x - 0.22, 0.55, x + 0.22, 0.82), 2.35, 'paint', { layer: LAYER.under }),
    ...[1, -1].flatMap((k) => [
      cylinder([x, 0.82, k * 2.2], [x, 0.1, k * 2.2], 0.12, 0.12, 'steel', { segments: 12 }),
      cylinder([x, 0, k * 2.2], [x, 0.1, k * 2.2], 0.32, 0.32, 'trim', { segments: 16 }),
    ]),
  ];
  return [
    ...t.parts,
    prism(rect(t.deckX, y - 0.1, 11.1, y + 0.35), 1.25, 'paint', {
      decals: [
        ...arches(rect(t.deckX, y - 0.1, 11.1, y + 0.35), [2.85, 7.6, 9.1], 0.55),
        side(rect(4.3, y, 6.9, y + 0.25), 'metal'),
      ],
    }),
    ...outrigger(3.9),
    ...outrigger(10.6),
    cylinder([8.6, y, 0], [8.6, y + 0.3, 0], 1.0, 1.0, 'trim'),
    prism(rect(7.4, y + 0.3, 10.8, y + 1.2), 1.15, 'paint', {
      decals: [side(rect(10.0, y + 0.45, 10.7, y + 1.05), 'trim')],
    }),
    prism(
      [
        [7.3, y + 0.35],
        [8.6, y + 0.35],
        [8.6, y + 2.1],
        [7.55, y + 2.1],
        [7.3, y + 1.6],
      ],
      0.42,
      'paint',
      {
        z: 0.75,
        decals: [
          quad('front', -0.85, 0.85, y + 1.15, y + 2.0, 'glass'),
          ...windows(rect(7.4, y + 1.1, 8.5, y + 2.0), 0.05, [[7.3, 8.5]]),
        ],
      },
    ),
    sec(-1.2, 6.2, 0.8, 0.4),
    sec(5.8, 9.6, 0.62, 0.32),
    sec(9.2, 12.4, 0.48, 0.25),
    cylinder([8.9, y + 0.9, -0.25], [...along(pivot, deg, 3.6), -0.25], 0.17, 0.17, 'steel', { segments: 12 }),
    prism(rect(tip[0] - 0.02, tip[1] - 2.6, tip[0] + 0.02, tip[1]), 0.02, 'trim', { z: -0.25, layer: LAYER.top }),
    prism(rect(tip[0] - 0.22, tip[1] - 3.0, tip[0] + 0.22, tip[1] - 2.55), 0.18, 'amber', {
      z: -0.25,
      layer: LAYER.top,
    }),
  ];
}

function aerialLift(): Part[] {
  const t = truck({ len: 7.2, hw: 1.05, cabLen: 1.75, cabH: 1.7, r: 0.42, axles: [1.1, 4.8] });
  const y = t.frameTop;
  const pivot: V2 = [6.3, y + 0.95];
  const deg = 152;
  const tip = along(pivot, deg, 5.6);
  return [
    ...t.parts,
    prism(rect(t.deckX, y, 7.2, y + 0.55), 1.05, 'box', {
      decals: [1, 2, 3].map((i) =>
        line(
          'side',
          [
            [t.deckX + i * 1.3, y + 0.05],
            [t.deckX + i * 1.3, y + 0.5],
          ],
          0.015,
          'metal',
        ),
      ),
    }),
    cylinder([6.3, y + 0.55, 0], [6.3, y + 0.8, 0], 0.55, 0.55, 'metal'),
    prism(rect(5.9, y + 0.8, 6.7, y + 1.2), 0.4, 'paint'),
    prism(beam(along(pivot, deg, -0.3), along(pivot, deg, 3.4), 0.42), 0.22, 'steel'),
    prism(beam(along(pivot, deg, 3.1), tip, 0.3), 0.16, 'steel'),
    cylinder([5.6, y + 0.9, 0.3], [...along(pivot, deg, 1.6), 0.3], 0.09, 0.09, 'metal', { segments: 10 }),
    prism(rect(tip[0] - 1.05, tip[1] - 0.55, tip[0] + 0.05, tip[1] + 0.55), 0.5, 'amber', {
      layer: LAYER.top,
      decals: [
        quad('top', -0.85, 0.85, tip[0] - 0.95, tip[0] - 0.05, 'interior'),
        line(
          'side',
          [
            [tip[0] - 1.0, tip[1] + 0.1],
            [tip[0], tip[1] + 0.1],
          ],
          0.03,
          'trim',
        ),
      ],
    }),
    ...[1, -1].map((k) => prism(rect(6.75, 0.05, 7.05, y), 0.1, 'metal', { z: k * 1.1, layer: LAYER.under })),
  ];
}

function bus(): Part[] {
  const len = 11;
  const body: V2[] = [
    [0.08, 0.3],
    [0, 0.5],
    [0, 2.85],
    [0.15, 3.1],
    [len - 0.12, 3.1],
    [len, 2.9],
    [len, 0.4],
    [len - 0.2, 0.3],
  ];
  const axles = [2.3, 8.4];
  const bays = Array.from({ length: 8 }, (_, i) => 2.2 + i * 1.06);
  return [
    prism(body, 1.25, 'paint', {
      decals: [
        side(rect(0, 0.3, len, 0.62), 'paintDark'),
        ...arches(body, axles, 0.5),
        ...bays.map((x): Decal => side(rect(x, 1.4, x + 0.96, 2.6), 'glass')),
        side(rect(0.15, 1.25, 1.05, 2.6), 'glass'),
        side(rect(1.12, 0.45, 2.0, 2.65), 'glass'),
        line(
          'side',
          [
            [1.56, 0.5],
            [1.56, 2.6],
          ],
          0.04,
        ),
        side(rect(1.12, 0.45, 2.0, 0.5), 'trim'),
        side(rect(0.2, 2.75, len - 0.3, 2.85), 'paintDark'),
        ...pair('front', 0.55, 0.92, 0.55, 0.78, 'head'),
        quad('front', -0.93, 0.93, 1.0, 2.55, 'glass'),
        line(
          'front',
          [
            [0, 1.05],
            [0, 2.5],
          ],
          0.05,
        ),
        quad('front', -0.8, 0.8, 2.62, 2.95, 'trim'),
        quad('front', -0.25, 0.25, 0.35, 0.5, 'plate'),
        quad('rear', -0.85, 0.85, 1.85, 2.6, 'glass'),
        ...pair('rear', 0.78, 0.96, 0.6, 1.5, 'tail'),
        quad('rear', -0.6, 0.6, 0.55, 1.3, 'paintDark'),
        quad('rear', -0.25, 0.25, 0.4, 0.52, 'plate'),
      ],
    }),
    prism(rect(4.0, 3.1, 7.0, 3.35), 0.9, 'steel', { layer: LAYER.top }),
    ...wheels([2.3], 0.5, 1.21, 0.32),
    ...wheels([8.4], 0.5, 1.21, 0.6),
    ...[1, -1].map((k) => prism(rect(-0.02, 2.3, 0.12, 2.8), 0.05, 'trim', { z: k * 1.4, layer: LAYER.top })),
  ];
}

function lightTruck(): Part[] {
  const t = truck({ len: 3.4, hw: 0.74, cabLen: 1.35, cabH: 1.42, r: 0.28, axles: [0.55, 2.6], twinFrom: 9 });
  return [...t.parts, ...deck(t.deckX, 3.4, t.frameTop + 0.05, 0.3, 0.74, t.cabTop - 0.05, 'paint')];
}

function cargoTruck(): Part[] {
  const t = bigTruck(9.6, [1.25, 6.0, 7.3]);
  return [...t.parts, ...deck(t.deckX, 9.6, t.frameTop + 0.05, 0.48, 1.24, t.cabTop - 0.1, 'steel')];
}

export const TRUCKS = {
  light_truck: lightTruck,
  'cargo-truck': cargoTruck,
  'wing-body': wingBody,
  'dump-truck': dumpTruck,
  'tractor-head': tractorHead,
  'tank-lorry': tankLorry,
  bus,
  crane,
  'aerial-lift': aerialLift,
  'concrete-mixer': mixer,
  'refrigerated-truck': reefer,
  'special-purpose': specialPurpose,
} satisfies Partial<Record<string, () => Part[]>>;
