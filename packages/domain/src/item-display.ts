import type { LanguageCode } from './languages.ts';
import { localizedName, type LocalizedKey } from './localized.ts';

/** The spec's masks for a visitor who must log in first. */
export const MASKED_PRICE = '$***,***';
export const MASKED_VALUE = '******';
/** Shown for a missing mileage, power, grade or first registration. */
export const MISSING_VALUE = '-';

/** Vehicle details are masked for visitors and for accounts that are not approved yet. */
export function mustMaskDetails(user: { admission: boolean } | null | undefined): boolean {
  return !user || !user.admission;
}

/** CB{itemNo}, IQ{ilNo}, and the reference number: CN{carInfoNo} for cars, TN{carInfoNo} for special vehicles. */
export const itemNumber = (itemNo: number) => `CB${itemNo}`;
export const inquiryNumber = (ilNo: number) => `IQ${ilNo}`;
export const referenceNumber = (category: number, carInfoNo: number) => `${category === 1 ? 'CN' : 'TN'}${carInfoNo}`;

export type TitleParts = { year: number } & Partial<
  Record<LocalizedKey<'maker'> | LocalizedKey<'model'> | LocalizedKey<'detailModel'>, string | null>
>;

/**
 * The title: year, maker, then the detail model (or the model when there is none). Korean shows the Korean names,
 * every other language the English ones, as the spec says of detail models.
 */
export function itemTitle(item: TitleParts, language: LanguageCode): string {
  const nameLanguage: LanguageCode = language === 0 ? 0 : 1;
  const detail = item.detailModel ? localizedName(item, 'detailModel', nameLanguage) : '';
  const model = detail || localizedName(item, 'model', nameLanguage);
  return [String(item.year), localizedName(item, 'maker', nameLanguage), model].filter(Boolean).join(' ');
}

/**
 * Who sees the inquiry button (and the sales contact block): anyone but a seller, outside Korea and not in Korean, on
 * a listing that is for sale; and dealers (userFlag 2) always.
 */
export function inquiryButtonVisible(input: {
  userFlag: number | undefined;
  language: LanguageCode;
  itemFlag: number;
  countryCode: string;
}): boolean {
  const { userFlag, language, itemFlag, countryCode } = input;
  return (userFlag !== 1 && language !== 0 && itemFlag === 0 && countryCode !== 'KR') || userFlag === 2;
}

/** Thousands separators, as the price hint and every price show them. */
export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatUsd(value: number): string {
  return `$${formatNumber(value)}`;
}

/** Units of the spec: ' HP', ' Km', ' cc', ' Kg'; missing values show '-'. */
export function withUnit(value: number | null | undefined, unit: ' HP' | ' Km' | ' cc' | ' Kg'): string {
  return value === null || value === undefined ? MISSING_VALUE : `${formatNumber(value)}${unit}`;
}
