import type { BodyType, Names, VesselType } from './types.ts';

export const BODY_TYPES: Record<BodyType, Names> = {
  sedan: { ko: '세단', en: 'Sedan', fr: 'Berline', ar: 'سيدان', ru: 'Седан', es: 'Sedán' },
  hatchback: { ko: '해치백', en: 'Hatchback', fr: 'Compacte à hayon', ar: 'هاتشباك', ru: 'Хэтчбек', es: 'Hatchback' },
  suv: { ko: 'SUV', en: 'SUV', fr: 'SUV', ar: 'سيارة رياضية متعددة الاستخدامات', ru: 'Внедорожник', es: 'SUV' },
  coupe: { ko: '쿠페', en: 'Coupe', fr: 'Coupé', ar: 'كوبيه', ru: 'Купе', es: 'Cupé' },
  convertible: {
    ko: '컨버터블',
    en: 'Convertible',
    fr: 'Cabriolet',
    ar: 'مكشوفة',
    ru: 'Кабриолет',
    es: 'Descapotable',
  },
  wagon: { ko: '왜건', en: 'Wagon', fr: 'Break', ar: 'ستيشن واغن', ru: 'Универсал', es: 'Familiar' },
  van: { ko: '승합차', en: 'Van', fr: 'Fourgon', ar: 'فان', ru: 'Фургон', es: 'Furgoneta' },
  minivan: { ko: '미니밴', en: 'Minivan', fr: 'Monospace', ar: 'ميني فان', ru: 'Минивэн', es: 'Monovolumen' },
  pickup: { ko: '픽업트럭', en: 'Pickup', fr: 'Pick-up', ar: 'بيك أب', ru: 'Пикап', es: 'Camioneta pickup' },
  light_truck: {
    ko: '소형 트럭',
    en: 'Light truck',
    fr: 'Camion léger',
    ar: 'شاحنة خفيفة',
    ru: 'Лёгкий грузовик',
    es: 'Camión ligero',
  },
};

export const VESSEL_TYPES: Record<VesselType, Names> = {
  roro: { ko: 'RoRo 선', en: 'RoRo', fr: 'Roulier (RoRo)', ar: 'سفينة رورو', ru: 'Ро-ро', es: 'RoRo' },
  container: { ko: '컨테이너', en: 'Container', fr: 'Conteneur', ar: 'حاوية', ru: 'Контейнер', es: 'Contenedor' },
  bulk: {
    ko: '벌크선',
    en: 'Bulk',
    fr: 'Vrac (cargo)',
    ar: 'بضائع سائبة',
    ru: 'Навалочное судно',
    es: 'Carga a granel',
  },
};

export const SHIPPING_TERMS: Record<'CFR' | 'CIF', Names> = {
  CFR: {
    ko: 'CFR (운임 포함 인도)',
    en: 'CFR (cost and freight)',
    fr: 'CFR (coût et fret)',
    ar: 'CFR (التكلفة والشحن)',
    ru: 'CFR (стоимость и фрахт)',
    es: 'CFR (costo y flete)',
  },
  CIF: {
    ko: 'CIF (운임·보험료 포함 인도)',
    en: 'CIF (cost, insurance and freight)',
    fr: 'CIF (coût, assurance et fret)',
    ar: 'CIF (التكلفة والتأمين والشحن)',
    ru: 'CIF (стоимость, страхование и фрахт)',
    es: 'CIF (costo, seguro y flete)',
  },
};

/** Commission by sell price in USD; the tiers cover every price the forms accept, 300 to 2,100,000,000. */
export const COMMISSION_TIERS = [
  { startPrice: 300, endPrice: 2_999, commission: 100 },
  { startPrice: 3_000, endPrice: 4_999, commission: 150 },
  { startPrice: 5_000, endPrice: 9_999, commission: 200 },
  { startPrice: 10_000, endPrice: 19_999, commission: 300 },
  { startPrice: 20_000, endPrice: 49_999, commission: 500 },
  { startPrice: 50_000, endPrice: 99_999, commission: 800 },
  { startPrice: 100_000, endPrice: 299_999, commission: 1_500 },
  { startPrice: 300_000, endPrice: 2_100_000_000, commission: 3_000 },
];

/** RoRo freight of a freight class (cfvtNo 1-8) relative to a mid-size sedan (class 2). */
export const RORO_CLASS_FACTOR = [0, 0.85, 1, 1.25, 1.45, 1.9, 3.2, 5, 6.5] as const;
/** Loading, lashing and documents of a container shipment, before the per-cbm rate. */
export const CONTAINER_BASE_USD = 350;
export const BULK_BASE_USD = 500;
/** Bulk carriers take only trucks, buses and machinery (classes 6-8). */
export const BULK_MIN_CLASS = 6;
/** Insurance of CIF offers, on top of the CFR price. */
export const CIF_SURCHARGE = 0.015;
