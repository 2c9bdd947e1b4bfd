import { describe, expect, it } from 'vitest';
import { countryIn } from './countries.ts';

const list = [
  { countryNo: 7, countryCode: 'CL', name: 'Chile' },
  { countryNo: 9, countryCode: 'KG', name: 'Kyrgyzstan' },
];

describe('countryIn', () => {
  it('finds a country by its ISO code or by the spec’s number, the same entry either way', () => {
    expect(countryIn(list, { countryCode: 'KG' })).toBe(list[1]);
    expect(countryIn(list, { countryNo: 9 })).toBe(list[1]);
  });

  it('finds nothing for an unknown or empty key', () => {
    expect(countryIn(list, { countryCode: 'ZZ' })).toBeUndefined();
    expect(countryIn(list, { countryNo: 8 })).toBeUndefined();
    expect(countryIn(list, { countryCode: null })).toBeUndefined();
    expect(countryIn(list, { countryNo: null })).toBeUndefined();
  });
});
