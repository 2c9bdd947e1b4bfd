import { palette, normalizeHex } from './paint.ts';
import { SHAPE_MODELS } from './shapes.ts';
import { renderSvg } from './views.ts';

export const VEHICLE_SHAPES = [
  // cars (body types)
  'sedan',
  'hatchback',
  'suv',
  'coupe',
  'convertible',
  'wagon',
  'van',
  'minivan',
  'pickup',
  'light_truck',
  // special vehicles (forms)
  'cargo-truck',
  'wing-body',
  'dump-truck',
  'tractor-head',
  'tank-lorry',
  'bus',
  'crane',
  'aerial-lift',
  'excavator',
  'wheel-loader',
  'forklift',
  'concrete-mixer',
  'refrigerated-truck',
  'special-purpose',
] as const;
export type VehicleShape = (typeof VEHICLE_SHAPES)[number];

export const VIEW_ANGLES = ['front-left', 'side', 'rear', 'front'] as const;
export type ViewAngle = (typeof VIEW_ANGLES)[number];

/** An SVG picture (width x height px, 3:2) of the shape in the colour, seen from the angle. No text. */
export function vehicleSvg(
  shape: VehicleShape,
  colorHex: string,
  angle: ViewAngle,
  width = 1200,
  height = 800,
): string {
  return renderSvg(SHAPE_MODELS[shape](), angle, width, height, palette(normalizeHex(colorHex)));
}
