import { CATEGORY } from './catalog.ts';

/**
 * The class a destination's law sorts a vehicle into (issue 28): import rules and landed-cost rates differ by it, not
 * by our two listing categories. The classes follow the customs tariff's headings: passenger cars (HS 8703), light
 * commercial vehicles (8704 up to about 5 t), trucks and tractor heads (8704, 8701), buses (8702), special-purpose
 * vehicles (8705: cranes, aerial lifts, concrete mixers, fire engines, ambulances fitted as such) and machinery
 * (8427, 8429: forklifts, excavators, loaders).
 */
export const VEHICLE_CLASSES = ['passenger', 'lightCommercial', 'truck', 'bus', 'specialPurpose', 'machinery'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** Car bodies (the catalog's product codes) that are goods vehicles rather than passenger cars. */
export const LIGHT_COMMERCIAL_BODIES: readonly string[] = ['van', 'pickup', 'light_truck'];
export const PASSENGER_BODIES: readonly string[] = [
  'sedan',
  'hatchback',
  'suv',
  'coupe',
  'convertible',
  'wagon',
  'minivan',
];

/** The special catalog's forms by class; a form not listed here has no known class. */
export const FORM_CLASSES: Readonly<Record<string, VehicleClass>> = {
  'cargo-truck': 'truck',
  'wing-body': 'truck',
  'dump-truck': 'truck',
  'tractor-head': 'truck',
  'tank-lorry': 'truck',
  refrigerated: 'truck',
  bus: 'bus',
  crane: 'specialPurpose',
  'aerial-lift': 'specialPurpose',
  'concrete-mixer': 'specialPurpose',
  'special-purpose': 'specialPurpose',
  excavator: 'machinery',
  'wheel-loader': 'machinery',
  forklift: 'machinery',
};

/** What the class is read from: a car's body (product code) or a special vehicle's form code. */
export interface VehicleClassFacts {
  category: number;
  productCode: string | null;
  formCode: string | null;
}

/**
 * The vehicle's class, or null when its listing does not say enough (a car without a body type, a special vehicle of
 * an unknown form): a rule then cannot be applied with certainty and the verdict is "check".
 */
export function vehicleClassOf(facts: VehicleClassFacts): VehicleClass | null {
  if (facts.category === CATEGORY.car) {
    if (facts.productCode === null) return null;
    if (LIGHT_COMMERCIAL_BODIES.includes(facts.productCode)) return 'lightCommercial';
    return PASSENGER_BODIES.includes(facts.productCode) ? 'passenger' : null;
  }
  if (facts.category === CATEGORY.special && facts.formCode !== null) return FORM_CLASSES[facts.formCode] ?? null;
  return null;
}
