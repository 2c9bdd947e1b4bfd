import type { Category, VesselType } from '@market/domain';

/** A name in each of the six languages (Korean plain, then the eng, fra, ar, ru, es variants of the spec). */
export interface Names {
  ko: string;
  en: string;
  fr: string;
  ar: string;
  ru: string;
  es: string;
}

/** Body types of cars; the spec's "product" that a detail model fills. */
export type BodyType =
  'sedan' | 'hatchback' | 'suv' | 'coupe' | 'convertible' | 'wagon' | 'van' | 'minivan' | 'pickup' | 'light_truck';

/**
 * Freight vehicle type (cfvtNo): the class a RoRo carrier prices by.
 * 1 compact car, 2 mid-size car, 3 large car or SUV, 4 large SUV, van or pickup, 5 minibus or light truck (<= 2.5 t),
 * 6 medium truck or bus (<= 8 m), 7 heavy truck, tractor or large bus, 8 construction machinery and cranes.
 */
export type FreightClass = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface CarDetailModel {
  /** Trim as sellers name it, e.g. "Sonata (DN8) 2.0 Gasoline Premium". Korean in Hangul where Koreans use it. */
  names: Names;
  fromYear: number;
  /** Inclusive; null when still on sale. */
  toYear: number | null;
  body: BodyType;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightKg: number;
  cc: number;
  fuel: string; // a FUELS code
  seats: number;
  doors: number;
  cfvtNo: FreightClass;
}

export interface CarModel {
  names: Names;
  detailModels: CarDetailModel[];
}

export interface CarMaker {
  /** Stable slug, e.g. "hyundai", "mercedes-benz". */
  code: string;
  /** The English name is what `engMaker` and the search URL use, e.g. "Hyundai", "Mercedes-Benz". */
  names: Names;
  origin: 'domestic' | 'import';
  models: CarModel[];
}

export interface SpecialMaker {
  code: string;
  names: Names;
}

export interface SpecialModel {
  maker: string; // a SpecialMaker code
  names: Names;
  cfvtNo: FreightClass;
  fromYear: number;
  toYear: number | null;
  /** Typical dimensions, for demo listings; sellers enter the exact size. */
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightKg: number;
  cc: number;
  powerHp: number;
}

export interface Capacity {
  code: string;
  names: Names; // e.g. "1 ton", "25 ton", "45-seat", "0.6 m³ bucket"
  models: SpecialModel[];
}

export interface FormDetail {
  code: string;
  names: Names;
  capacities: Capacity[];
}

export interface Form {
  code: string;
  names: Names;
  details: FormDetail[];
}

export interface Coded {
  code: string;
  names: Names;
}

export interface Drive extends Coded {
  /** The category whose vehicles have this drive, or null for both. */
  category: Category | null;
}

export interface Color extends Coded {
  /** CSS hex colour of the swatch; null for "other". */
  colorCode: string | null;
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  names: Names;
}

export type { VesselType };

export interface Port {
  country: string; // ISO 3166-1 alpha-2
  /** UN/LOCODE, e.g. "RUVVO". */
  locode: string;
  names: Names;
  /** Shipping modes offered from Korea to this port. */
  vessels: VesselType[];
  /** Realistic RoRo (or, for landlocked destinations, the through-freight) price in USD of a mid-size sedan. */
  sedanFreightUsd: number;
  /** Container freight in USD per cubic metre. */
  containerPerCbmUsd: number;
  /** True when prices are quoted on request only (the offers say ASK). */
  askOnly?: boolean;
}

interface SalesContact {
  name: string;
  /** Languages the contact speaks, as shown (e.g. "Русский, English"). */
  languages: string;
  /** International format for display, e.g. "+82 10-2345-6789". */
  phone: string;
  description?: Names;
}

export interface SalesContactGroup {
  names: Names;
  /** ISO codes of the countries this group serves (the Russian group contains UA, the Spanish one Central America). */
  countries: string[];
  contacts: SalesContact[];
}
