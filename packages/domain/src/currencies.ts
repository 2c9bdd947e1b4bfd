/**
 * Indicative prices in the buyer's currency (issue 32, docs/decisions/0266). Rates are data with their date and
 * source, kept by staff or fetched by a scheduled job; a rate older than RATE_MAX_AGE_DAYS is not shown. Invoices and
 * payments stay in US dollars: a converted amount is only ever an indication. What needs no schema is here, apart from
 * currency-rates.ts's zod schemas: every public page shows indicative prices and loads no zod (docs/decisions/0320).
 */
export const RATE_MAX_AGE_DAYS = 7;

const DAY_MS = 86_400_000;

/** How many whole days (UTC) lie between the calendar day `ratedOn` (YYYY-MM-DD) and `now`. */
export function rateAgeDays(ratedOn: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${ratedOn}T00:00:00Z`)) / DAY_MS);
}

/**
 * Whether a rate of `ratedOn` may still be shown at `now`: at most RATE_MAX_AGE_DAYS old, and not dated later than
 * tomorrow (a feed east of UTC may already write tomorrow's date; a later one is a mistake).
 */
export function isRateFresh(ratedOn: string, now: Date): boolean {
  const age = rateAgeDays(ratedOn, now);
  return age >= -1 && age <= RATE_MAX_AGE_DAYS;
}

/** The first day (YYYY-MM-DD) whose rates may still be shown at `now`. */
export function oldestFreshDay(now: Date): string {
  return new Date(now.getTime() - RATE_MAX_AGE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** An amount in US dollars in the other currency at `perUsd` units per dollar, to whole units (it is indicative). */
export function convertUsd(usd: number, perUsd: number): number {
  return Math.round(usd * perUsd);
}

const EURO = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
];
const CFA_WEST = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'];
const CFA_CENTRAL = ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'];
const DOLLARISED = ['US', 'EC', 'SV', 'PA', 'TL', 'FM', 'MH', 'PW', 'PR'];

/** ISO 4217 currency of a country (ISO 3166-1 alpha-2), for the destinations we ship to and the usual buyers. */
const COUNTRY_CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO.map((country) => [country, 'EUR'])),
  ...Object.fromEntries(CFA_WEST.map((country) => [country, 'XOF'])),
  ...Object.fromEntries(CFA_CENTRAL.map((country) => [country, 'XAF'])),
  ...Object.fromEntries(DOLLARISED.map((country) => [country, 'USD'])),
  AE: 'AED',
  AF: 'AFN',
  AL: 'ALL',
  AM: 'AMD',
  AO: 'AOA',
  AR: 'ARS',
  AU: 'AUD',
  AZ: 'AZN',
  BD: 'BDT',
  BG: 'BGN',
  BH: 'BHD',
  BO: 'BOB',
  BR: 'BRL',
  BY: 'BYN',
  CA: 'CAD',
  CD: 'CDF',
  CH: 'CHF',
  CL: 'CLP',
  CN: 'CNY',
  CO: 'COP',
  CR: 'CRC',
  CZ: 'CZK',
  DK: 'DKK',
  DO: 'DOP',
  DZ: 'DZD',
  EG: 'EGP',
  ET: 'ETB',
  FJ: 'FJD',
  GB: 'GBP',
  GE: 'GEL',
  GH: 'GHS',
  GM: 'GMD',
  GN: 'GNF',
  GT: 'GTQ',
  GY: 'GYD',
  HN: 'HNL',
  HU: 'HUF',
  ID: 'IDR',
  IL: 'ILS',
  IN: 'INR',
  IQ: 'IQD',
  IR: 'IRR',
  JM: 'JMD',
  JO: 'JOD',
  JP: 'JPY',
  KE: 'KES',
  KG: 'KGS',
  KH: 'KHR',
  KR: 'KRW',
  KW: 'KWD',
  KZ: 'KZT',
  LA: 'LAK',
  LB: 'LBP',
  LK: 'LKR',
  LR: 'LRD',
  LY: 'LYD',
  MA: 'MAD',
  MD: 'MDL',
  MG: 'MGA',
  MM: 'MMK',
  MN: 'MNT',
  MU: 'MUR',
  MW: 'MWK',
  MX: 'MXN',
  MY: 'MYR',
  MZ: 'MZN',
  NA: 'NAD',
  NG: 'NGN',
  NI: 'NIO',
  NO: 'NOK',
  NP: 'NPR',
  NZ: 'NZD',
  OM: 'OMR',
  PE: 'PEN',
  PG: 'PGK',
  PH: 'PHP',
  PK: 'PKR',
  PL: 'PLN',
  PY: 'PYG',
  QA: 'QAR',
  RO: 'RON',
  RS: 'RSD',
  RU: 'RUB',
  RW: 'RWF',
  SA: 'SAR',
  SD: 'SDG',
  SE: 'SEK',
  SG: 'SGD',
  SL: 'SLE',
  SO: 'SOS',
  SY: 'SYP',
  TH: 'THB',
  TJ: 'TJS',
  TM: 'TMT',
  TN: 'TND',
  TR: 'TRY',
  TT: 'TTD',
  TZ: 'TZS',
  UA: 'UAH',
  UG: 'UGX',
  UY: 'UYU',
  UZ: 'UZS',
  VE: 'VES',
  VN: 'VND',
  YE: 'YER',
  ZA: 'ZAR',
  ZM: 'ZMW',
  ZW: 'ZWG',
};

/** The currency a buyer from `countryCode` thinks in; null when we do not know it (then nothing is converted). */
export function currencyOfCountry(countryCode: string | null | undefined): string | null {
  return (countryCode && COUNTRY_CURRENCIES[countryCode.toUpperCase()]) || null;
}
