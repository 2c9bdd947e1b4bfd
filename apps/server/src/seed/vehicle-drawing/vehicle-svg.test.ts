import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VEHICLE_SHAPES, VIEW_ANGLES } from './kinds.ts';
import { vehicleSvg } from './vehicle-svg.ts';

describe('vehicleSvg', () => {
  it.each(VEHICLE_SHAPES)('draws a %s from every angle as a rasterizable SVG in the body colour', async (shape) => {
    for (const angle of VIEW_ANGLES) {
      const svg = vehicleSvg(shape, '#2a6fb0', angle, 240, 160);
      expect(svg).toContain('#2a6fb0');
      expect(svg).not.toContain('<text');
      const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      const meta = await sharp(jpeg).metadata();
      expect([meta.width, meta.height]).toEqual([240, 160]);
    }
  });

  it('renders at the default 1200 x 800', async () => {
    const meta = await sharp(Buffer.from(vehicleSvg('sedan', '#c8102e', 'front-left'))).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
  });

  it('draws different shapes differently', () => {
    const svgs = VEHICLE_SHAPES.map((shape) => vehicleSvg(shape, '#808080', 'side'));
    expect(new Set(svgs).size).toBe(VEHICLE_SHAPES.length);
    expect(vehicleSvg('sedan', '#808080', 'front')).not.toBe(vehicleSvg('sedan', '#808080', 'rear'));
  });

  it('accepts short and upper-case hex colours and rejects anything else', () => {
    expect(vehicleSvg('suv', '#ABC', 'side')).toContain('#aabbcc');
    expect(() => vehicleSvg('suv', 'red', 'side')).toThrow(/hex colour/);
  });
});
