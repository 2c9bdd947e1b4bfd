import { ITEM_FLAG } from './catalog.ts';
import { KOREAN_LANGUAGE, type LanguageCode } from './languages.ts';
import { localizedKeys, localizedName, type LocalizedKey } from './localized.ts';
import { USER_FLAGS } from './roles.ts';

/** The spec's masks for a visitor who must log in first. */
export const MASKED_PRICE = '$***,***';
export const MASKED_VALUE = '******';
/** Shown for a missing mileage, power, grade or first registration. */
export const MISSING_VALUE = '-';

/** Vehicle details are masked for visitors and for accounts that are not approved yet. */
export function mustMaskDetails(user: { admission: boolean } | null | undefined): boolean {
  return !user || !user.admission;
}

/** The listing fields sent as null, never as the real value, to whoever `mustMaskDetails` (the spec's masks). */
export const MASKED_DETAIL_FIELDS = [
  'sellPrice',
  'discountPrice',
  'mileage',
  'cc',
  'seats',
  'door',
  'handle',
  'initialRegister',
  'chassisNo',
  'weight',
  'length',
  'width',
  'height',
  'colorCode',
  'cbm',
  'lineCbm',
] as const;
/** The localized names masked with them: each in all six languages' keys. */
export const MASKED_DETAIL_NAMES = ['transmissionName', 'fuelName', 'driveName', 'colorName', 'locationName'] as const;

/** Every key of a listing that is masked: the fields and the six keys of each masked name. */
export function maskedDetailKeys(): string[] {
  return [...MASKED_DETAIL_FIELDS, ...MASKED_DETAIL_NAMES.flatMap((base) => localizedKeys(base))];
}

/** CB{itemNo}, IQ{ilNo}, and the reference number: CN{carInfoNo} for cars, TN{carInfoNo} for special vehicles. */
export const itemNumber = (itemNo: number) => `CB${itemNo}`;
export const inquiryNumber = (ilNo: number) => `IQ${ilNo}`;

/**
 * What the header's "stock or chassis number" box was given: a stock number ("CB123", "cb 123") or a chassis number
 * (17 letters or digits, as the item form requires), ignoring spaces and dashes; undefined for anything else.
 */
export function parseStockQuery(text: string): { itemNo: number } | { chassisNo: string } | undefined {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const stock = /^CB(\d{1,15})$/.exec(compact);
  if (stock) return Number(stock[1]) > 0 ? { itemNo: Number(stock[1]) } : undefined;
  return /^[A-Z0-9]{17}$/.test(compact) ? { chassisNo: compact } : undefined;
}
export const referenceNumber = (category: number, carInfoNo: number) => `${category === 1 ? 'CN' : 'TN'}${carInfoNo}`;

export type TitleParts = { year: number } & Partial<
  Record<LocalizedKey<'maker'> | LocalizedKey<'model'> | LocalizedKey<'detailModel'>, string | null>
>;

/**
 * The title: year, maker, then the detail model (or the model when there is none), each named as `localizedName`
 * names it in the language (maker and model in the language's own names, the detail model in English outside Korean).
 */
export function itemTitle(item: TitleParts, language: LanguageCode): string {
  return itemTitleRuns(item, language).join(' ');
}

/** The title's runs (year, maker, model), which a page isolates from each other: their scripts may differ. */
export function itemTitleRuns(item: TitleParts, language: LanguageCode): string[] {
  const detail = item.detailModel ? localizedName(item, 'detailModel', language) : '';
  const model = detail || localizedName(item, 'model', language);
  return [String(item.year), localizedName(item, 'maker', language), model].filter(Boolean);
}

/**
 * Who may send a purchase inquiry at all, wherever it starts (the detail page's button, the purchase form, a price
 * request): anyone but a seller, outside Korea and not in Korean; dealers (userFlag 2) always. The server holds it too.
 */
export function mayInquire(input: {
  userFlag: number | undefined;
  language: LanguageCode;
  countryCode: string;
}): boolean {
  const { userFlag, language, countryCode } = input;
  return (
    (userFlag !== USER_FLAGS.seller && language !== KOREAN_LANGUAGE && countryCode !== 'KR') ||
    userFlag === USER_FLAGS.dealer
  );
}

/** Who sees the inquiry button (and the sales contact block): who may inquire, on a listing that is for sale; dealers always. */
export function inquiryButtonVisible(input: {
  userFlag: number | undefined;
  language: LanguageCode;
  itemFlag: number;
  countryCode: string;
}): boolean {
  return (input.itemFlag === ITEM_FLAG.normal && mayInquire(input)) || input.userFlag === USER_FLAGS.dealer;
}

/** "1234567" as "1,234,567": the grouping of en-US, which every price and count shows in every language. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** The format of amounts with cents, made once (`toLocaleString` makes one per call). */
let centFormat: Intl.NumberFormat | undefined;

/**
 * Thousands separators, as the price hint and every price show them. Written out rather than asked of `Intl`: the
 * first number format of a page loads the locale's data, a third of a phone's blocking time when the detail page
 * was hydrated (2026-11-28), and `toLocaleString` made a format per call.
 */
export function formatNumber(value: number): string {
  return grouped(String(Math.round(value)));
}

/**
 * The one money formatter (issue 35): dollars with separators, the same in every language; an amount taken off (a
 * discount) with a minus sign before the dollar sign; `cents` for a rate per unit ("$5.57").
 */
export function formatUsd(value: number, { cents = false }: { cents?: boolean } = {}): string {
  const digits = (amount: number) =>
    cents
      ? (centFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
          amount,
        )
      : formatNumber(amount);
  return value < 0 ? `−$${digits(-value)}` : `$${digits(value)}`;
}

/**
 * An indicative amount in another currency, written as the reader's language writes it ("≈ 1 234 567 ₽"): whole
 * units, the currency's own symbol or code (docs/decisions/0266).
 */
export function formatCurrency(value: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return `≈ ${digits.format(value)}`;
}

/** A range of amounts ("$1,000 – $1,300"), or one amount when both ends agree. */
export function formatUsdRange(low: number, high: number): string {
  return low === high ? formatUsd(low) : `${formatUsd(low)} – ${formatUsd(high)}`;
}

/** Units of the spec: ' HP', ' Km', ' cc', ' Kg'; missing values show '-'. */
export function withUnit(value: number | null | undefined, unit: ' HP' | ' Km' | ' cc' | ' Kg'): string {
  return value === null || value === undefined ? MISSING_VALUE : `${formatNumber(value)}${unit}`;
}
