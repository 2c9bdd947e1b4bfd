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

export function eventPrice(sellPrice: number): number {
  return Math.max(0, sellPrice - EVENT_DISCOUNT);
}

/** Total of the inquiry's price table: the item's price plus the freight, or null (ASK) when freight is unknown. */
export function totalPrice(sellPrice: number, freight: number | null): number | null {
  return freight === null ? null : sellPrice + freight;
}
