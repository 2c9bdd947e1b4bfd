/** Price arithmetic of the spec, in whole US dollars. */

export interface CommissionTier {
  startPrice: number;
  endPrice: number;
  commission: number;
}

/** The commission of the tier where startPrice <= price <= endPrice, else 0. */
export function commissionFor(price: number, tiers: readonly CommissionTier[]): number {
  return tiers.find((tier) => tier.startPrice <= price && price <= tier.endPrice)?.commission ?? 0;
}

/** The seller's payout hint is shown from this price on. */
export const PAYOUT_HINT_FROM = 300;

export function sellerPayout(price: number, commission: number): number {
  return price - commission;
}

/** CBM = length x width x height in millimetres / 1e9, kept to 3 decimals. */
export function cbm(lengthMm: number, widthMm: number, heightMm: number): number {
  return Math.round((lengthMm * widthMm * heightMm) / 1e6) / 1000;
}

/** Shown to 3 decimals when positive; nothing otherwise. */
export function formatCbm(value: number): string {
  return value > 0 ? value.toFixed(3) : '';
}

export interface VesselRate {
  basePrice: number;
  pricePerCbm: number;
  askFlag: boolean;
}

/** A vessel offer's freight for one vehicle: base plus the per-cbm rate times its volume; null when quoted on request. */
export function freightPrice(rate: VesselRate, lineCbm: number): number | null {
  if (rate.askFlag) return null;
  return Math.round(rate.basePrice + rate.pricePerCbm * lineCbm);
}

/** The event discount display: sellPrice minus 200 while the flag is on. */
export const EVENT_DISCOUNT = 200;

/** The event-discount display flag of the spec: off unless someone turns it on. */
export const EVENT_DISCOUNT_ON = false;

export function eventPrice(sellPrice: number): number {
  return Math.max(0, sellPrice - EVENT_DISCOUNT);
}

/** What decides a listing's price: its sell price, its discount price and whether it is on Super Sale (partners). */
export interface ListingPrice {
  sellPrice: number;
  discountPrice: number | null;
  partners: boolean;
}

/** A Super Sale listing's discount price when it is below the sell price; null otherwise (there is no discount). */
export function superSalePrice(item: ListingPrice): number | null {
  return item.partners && item.discountPrice !== null && item.discountPrice < item.sellPrice
    ? item.discountPrice
    : null;
}

/**
 * The discounted price the listing's page shows and the buyer is quoted: the Super Sale price, else (event flag on)
 * sellPrice minus 200; null when the sell price stands.
 */
export function discountedPrice(item: ListingPrice, eventDiscount = EVENT_DISCOUNT_ON): number | null {
  return superSalePrice(item) ?? (eventDiscount ? eventPrice(item.sellPrice) : null);
}

/**
 * The spec's price breakdown of one vehicle to one destination (docs/decisions/0080): `price` is the sell price,
 * `discountPrice` the discounted price shown instead (or null), `additionalPrice` what the discount adds to the price
 * (discountPrice - price, so negative; 0 without a discount), `freightFee` the vessel offer's freight (null: ASK),
 * `totalPrice` = price + additionalPrice + freightFee (null while the freight is ASK), `terms` and `isTerms` the chosen
 * offer's terms, and `isSubInfo` whether the discount rows show under the struck-through price.
 */
export interface PriceBreakdown {
  price: number;
  discountPrice: number | null;
  additionalPrice: number;
  freightFee: number | null;
  totalPrice: number | null;
  terms: string;
  isTerms: boolean;
  isSubInfo: boolean;
}

/** The breakdown of a listing's price with a freight (null: ASK) and the offer's terms (null: no offer chosen). */
export function priceBreakdown(
  item: ListingPrice,
  offer: { freightFee: number | null; terms: string | null },
  eventDiscount = EVENT_DISCOUNT_ON,
): PriceBreakdown {
  const discount = discountedPrice(item, eventDiscount);
  const additionalPrice = discount === null ? 0 : discount - item.sellPrice;
  return {
    price: item.sellPrice,
    discountPrice: discount,
    additionalPrice,
    freightFee: offer.freightFee,
    totalPrice: offer.freightFee === null ? null : item.sellPrice + additionalPrice + offer.freightFee,
    terms: offer.terms ?? '',
    isTerms: offer.terms !== null,
    isSubInfo: discount !== null,
  };
}

/** What the buyer pays for the vehicle itself: the price the page shows. */
export function quotedPrice(breakdown: Pick<PriceBreakdown, 'price' | 'additionalPrice'>): number {
  return breakdown.price + breakdown.additionalPrice;
}
