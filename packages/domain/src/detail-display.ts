import { CATEGORY, GRADED_UNDER_NO, ITEM_FLAG, WORKING_FLAG } from './catalog.ts';
import type { DetailItem, SalesContact } from './detail.ts';
import { formatUsd, MASKED_PRICE, MASKED_VALUE, MISSING_VALUE, withUnit } from './item-display.ts';
import type { LanguageCode } from './languages.ts';
import { localizedName } from './localized.ts';
import { cbm as cbmOf, discountedPrice, EVENT_DISCOUNT_ON, formatCbm } from './pricing.ts';

/** The floating right panel shows from this window width on (spec section 9). */
export const RIGHT_PANEL_MIN_WIDTH = 1500;

/** Panel modes of the spec ("Panel modes are register, update, view"). */
export type PanelMode = 'register' | 'update' | 'view';

export type PriceView =
  | { kind: 'masked'; text: string }
  | { kind: 'soldOut' }
  /** `amount`: the price shown, in US dollars (for the indicative amount beside it). */
  | { kind: 'price'; text: string; struck: string | null; amount: number };

type PriceItem = Pick<DetailItem, 'masked' | 'flag' | 'sellPrice' | 'discountPrice' | 'partners'>;

/**
 * What the price line shows: 'Sold out' for flag 3 (even to a visitor: it is no detail of the vehicle), the mask for
 * a visitor, and otherwise the price. A discounted price (Super Sale, or the event flag) shows beside the sell price
 * struck through; without a discount below the price nothing is struck through.
 */
export function priceView(item: PriceItem, eventDiscount = EVENT_DISCOUNT_ON): PriceView {
  if (item.flag === ITEM_FLAG.soldOut) return { kind: 'soldOut' };
  if (item.masked || item.sellPrice === null) return { kind: 'masked', text: MASKED_PRICE };
  const discount = discountedPrice({ ...item, sellPrice: item.sellPrice }, eventDiscount);
  if (discount === null)
    return { kind: 'price', text: formatUsd(item.sellPrice), struck: null, amount: item.sellPrice };
  return { kind: 'price', text: formatUsd(discount), struck: formatUsd(item.sellPrice), amount: discount };
}

/** The grade, or null when it is missing or '-' (then it is not shown at all). */
export function displayGrade(grade: string | null | undefined): string | null {
  const trimmed = grade?.trim();
  return !trimmed || trimmed === MISSING_VALUE ? null : trimmed;
}

export type SpecKey =
  | 'year'
  | 'detailModel'
  | 'product'
  | 'grade'
  | 'form'
  | 'formDetail'
  | 'capacity'
  | 'mileage'
  | 'fuel'
  | 'transmission'
  | 'cc'
  | 'power'
  | 'seats'
  | 'door'
  | 'steering'
  | 'drive'
  | 'color'
  | 'initialRegister'
  | 'location'
  | 'weight'
  | 'size'
  | 'cbm'
  | 'chassisNo';

export interface SpecRow {
  key: SpecKey;
  value: string;
  /** The value is a message key ('left', 'right') for the screen to translate. */
  translate?: boolean;
  /** A colour swatch beside the colour name. */
  swatch?: string | null;
}

const orMissing = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? MISSING_VALUE : String(value);

/**
 * The rows of the information section in the order shown, by the display rules of spec section 5: masked values
 * show '******', missing ones '-', units ' HP', ' Km', ' cc', ' Kg'; the grade only when it is not '-';
 * detail-model rows for cars only; form, form detail, capacity and power for special vehicles only. Seats, doors and
 * the steering side are rows of cars only: the special form does not ask for them.
 */
export function specRows(item: DetailItem, language: LanguageCode): SpecRow[] {
  const car = item.category === CATEGORY.car;
  const name = (base: Parameters<typeof localizedName>[1]) =>
    orMissing(localizedName(item as unknown as Record<string, string | null>, base, language));
  const masked = (value: string): string => (item.masked ? MASKED_VALUE : value);
  const size =
    item.length !== null && item.width !== null && item.height !== null
      ? `${item.length} x ${item.width} x ${item.height} mm`
      : MISSING_VALUE;
  const volume =
    item.cbm ?? (item.length && item.width && item.height ? cbmOf(item.length, item.width, item.height) : 0);
  const grade = displayGrade(item.grade);
  const rows: (SpecRow | false)[] = [
    { key: 'year', value: String(item.year) },
    car && { key: 'detailModel', value: name('detailModel') },
    car && { key: 'product', value: name('productName') },
    grade !== null && { key: 'grade', value: grade },
    !car && { key: 'form', value: name('formName') },
    !car && { key: 'formDetail', value: name('formDetailName') },
    !car && { key: 'capacity', value: name('capacityName') },
    { key: 'mileage', value: masked(withUnit(item.mileage, ' Km')) },
    { key: 'fuel', value: masked(name('fuelName')) },
    { key: 'transmission', value: masked(name('transmissionName')) },
    { key: 'cc', value: masked(withUnit(item.cc, ' cc')) },
    !car && { key: 'power', value: withUnit(item.power, ' HP') },
    car && { key: 'seats', value: masked(orMissing(item.seats)) },
    car && { key: 'door', value: masked(orMissing(item.door)) },
    car &&
      (item.masked || item.handle === null
        ? { key: 'steering', value: masked(MISSING_VALUE) }
        : { key: 'steering', value: item.handle ? 'right' : 'left', translate: true }),
    { key: 'drive', value: masked(name('driveName')) },
    { key: 'color', value: masked(name('colorName')), swatch: item.masked ? null : item.colorCode },
    { key: 'initialRegister', value: masked(orMissing(item.initialRegister?.slice(0, 10))) },
    { key: 'location', value: masked(name('locationName')) },
    { key: 'weight', value: masked(withUnit(item.weight, ' Kg')) },
    { key: 'size', value: masked(size) },
    { key: 'cbm', value: masked(volume > 0 ? `${formatCbm(volume)} m³` : MISSING_VALUE) },
    { key: 'chassisNo', value: masked(orMissing(item.chassisNo)) },
  ];
  return rows.filter((row): row is SpecRow => row !== false);
}

/** The few specs beside the price, from the same rows. */
export const SUMMARY_SPECS: readonly SpecKey[] = ['year', 'mileage', 'fuel', 'transmission', 'cc', 'location'];

/** Central American countries: the group that contains them is the spec's "Central" group. */
export const CENTRAL_AMERICA = ['BZ', 'CR', 'SV', 'GT', 'HN', 'NI', 'PA'] as const;

/**
 * The spec: "Group titles are shown only for Russian (the group containing Ukraine) and Spanish (the group containing
 * Central)". So a title shows only in Russian, on the group containing Ukraine, and in Spanish, on the group containing
 * Central America; every other language lists all contacts untitled.
 */
export function showsSalesGroupTitle(countryCodes: readonly string[], language: LanguageCode): boolean {
  if (language === 4) return countryCodes.includes('UA');
  if (language === 5) return countryCodes.some((code) => (CENTRAL_AMERICA as readonly string[]).includes(code));
  return false;
}

export interface SalesGroup {
  location: string;
  showTitle: boolean;
  contacts: SalesContact[];
}

/** Contacts grouped by location (in the order given), with the location named in the language. */
export function groupSalesContacts(list: readonly SalesContact[], language: LanguageCode): SalesGroup[] {
  const groups: SalesGroup[] = [];
  for (const contact of list) {
    const location = localizedName(contact, 'siLocation', language);
    const group = groups.find((candidate) => candidate.location === location);
    if (group) group.contacts.push(contact);
    else
      groups.push({ location, showTitle: showsSalesGroupTitle(contact.countryCodes, language), contacts: [contact] });
  }
  return groups;
}

/** A WhatsApp chat with the contact, the message prefilled (https://faq.whatsapp.com/5913398998672934). */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** The value of a lower-body entry: underNo 1 is a level 1-5 shown as 0%..100%; the others yes (1) or none (0). */
export type UnderStatusValue = { kind: 'percent'; percent: number } | { kind: 'yes' } | { kind: 'none' };

export function underStatusValue(underNo: number, flag: number | null): UnderStatusValue | null {
  if (flag === null) return null;
  if (underNo === GRADED_UNDER_NO) return { kind: 'percent', percent: (Math.min(5, Math.max(1, flag)) - 1) * 25 };
  return flag ? { kind: 'yes' } : { kind: 'none' };
}

/** Operation entries: 1 working, 0 not working, 2 not applicable. */
export type WorkingStatusValue = 'working' | 'notWorking' | 'notApplicable';

export function workingStatusValue(flag: number | null): WorkingStatusValue | null {
  if (flag === null) return null;
  if (flag === WORKING_FLAG.notApplicable) return 'notApplicable';
  return flag === WORKING_FLAG.working ? 'working' : 'notWorking';
}
