import { describe, expect, it } from 'vitest';
import { BANDS_PER_WIDE_BAND, PRICE_BAND } from '../../db/schema/index.ts';
import { priceBands } from './repo.ts';

/**
 * How a price range lies on the price bands (decision 0200): every band inside the range must be summed exactly
 * once (a wide band, a band added, less a band taken off), every band outside never, and every band a bound falls
 * inside must be a part with the prices of the range in it. Checked band by band over many ranges.
 */
const BANDS = 400;
const inRange = (band: number, range: { from?: number; to?: number }) =>
  (range.from === undefined || band >= range.from) && (range.to === undefined || band <= range.to);

/** Every way the bands of one range break the rule, as text (checked without expect: tens of thousands of bands). */
function mistakes(priceFrom: number | undefined, priceTo: number | undefined): string[] {
  const { wide, fine, parts } = priceBands(priceFrom, priceTo);
  const label = JSON.stringify({ priceFrom, priceTo });
  const found: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    const low = band * PRICE_BAND;
    const high = low + PRICE_BAND - 1;
    const whole = (priceFrom === undefined || low >= priceFrom) && (priceTo === undefined || high <= priceTo);
    const touched = (priceFrom === undefined || high >= priceFrom) && (priceTo === undefined || low <= priceTo);
    let summed = wide && inRange(Math.floor(band / BANDS_PER_WIDE_BAND), wide) ? 1 : 0;
    for (const range of fine) if (inRange(band, range)) summed += range.sign;
    const part = parts.find((candidate) => candidate.band === band);
    if (part?.covered) summed -= 1;
    if (summed !== (whole ? 1 : 0)) found.push(`${label} band ${band} summed ${summed} times`);
    if (!whole && touched) {
      const from = Math.max(priceFrom ?? 0, low);
      const to = Math.min(priceTo ?? Number.MAX_SAFE_INTEGER, high);
      const expected = { band, from, to, covered: part?.covered ?? false, share: (to - from + 1) / PRICE_BAND };
      if (JSON.stringify(part) !== JSON.stringify(expected))
        found.push(`${label} part ${band}: ${JSON.stringify(part)}, not ${JSON.stringify(expected)}`);
    } else if (part) found.push(`${label} band ${band} has a part`);
    // A band of a part is never read as a band added or taken off (its rows estimate the part).
    if (part && fine.some((range) => inRange(band, range))) found.push(`${label} part ${band} also summed`);
  }
  // At most one range of bands per end of the range, each at most half a wide band (plus one).
  if (fine.length > 2) found.push(`${label}: ${fine.length} fine ranges`);
  if (wide)
    for (const range of fine)
      if (range.to! - range.from! + 1 > BANDS_PER_WIDE_BAND / 2) found.push(`${label}: fine range too long`);
  return found;
}

describe('price bands of a range (decision 0200)', () => {
  it('sum every band inside the range once, none outside, and make parts of the bands the bounds fall inside', () => {
    const wideBand = PRICE_BAND * BANDS_PER_WIDE_BAND;
    const prices = [
      0,
      1,
      PRICE_BAND - 1,
      PRICE_BAND,
      PRICE_BAND + 1,
      1_234,
      wideBand - 1,
      wideBand,
      wideBand + 1,
      wideBand * 2 - 251,
      wideBand * 2 + 250,
      17_345,
      33_800,
      45_000,
      49_999,
    ];
    const found: string[] = [];
    for (const from of [undefined, ...prices])
      for (const to of [undefined, ...prices])
        if (from === undefined || to === undefined || from <= to) found.push(...mistakes(from, to));
    // Every bound within two wide bands, one price band at a time, against a few others.
    for (let from = 0; from <= wideBand * 2; from += PRICE_BAND / 5)
      for (const to of [from, from + 37, from + PRICE_BAND * 3, from + wideBand - 1, from + wideBand * 3 + 1])
        found.push(...mistakes(from, to));
    expect(found).toEqual([]);
  });
});
