import { describe, expect, it } from 'vitest';
import { CATEGORY } from './catalog.ts';
import { vehicleClassOf } from './vehicle-class.ts';

describe('vehicleClassOf', () => {
  it('sorts cars by body: passenger cars, and vans, pickups and light trucks as light commercial', () => {
    expect(vehicleClassOf({ category: CATEGORY.car, productCode: 'sedan', formCode: null })).toBe('passenger');
    expect(vehicleClassOf({ category: CATEGORY.car, productCode: 'pickup', formCode: null })).toBe('lightCommercial');
  });

  it('sorts special vehicles by form', () => {
    const special = (formCode: string) => vehicleClassOf({ category: CATEGORY.special, productCode: null, formCode });
    expect(special('dump-truck')).toBe('truck');
    expect(special('bus')).toBe('bus');
    expect(special('crane')).toBe('specialPurpose');
    expect(special('excavator')).toBe('machinery');
  });

  it('answers null when the listing does not say enough', () => {
    expect(vehicleClassOf({ category: CATEGORY.car, productCode: null, formCode: null })).toBeNull();
    expect(vehicleClassOf({ category: CATEGORY.special, productCode: null, formCode: 'hovercraft' })).toBeNull();
    expect(vehicleClassOf({ category: CATEGORY.special, productCode: null, formCode: null })).toBeNull();
  });
});
