import type { VehicleShape, ViewAngle } from './kinds.ts';
import { palette, normalizeHex } from './paint.ts';
import { SHAPE_MODELS } from './shapes.ts';
import { renderSvg } from './views.ts';

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
