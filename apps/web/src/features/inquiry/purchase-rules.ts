import { ITEM_FLAG, MAX_INQUIRY_ITEMS, quotedPrice, type DetailResponse, type PriceBreakdown } from '@market/domain';
import { offerPrice, selectedVessel, type VesselOffer } from './terms-rules.ts';

/** The itemNos of `?items=12,34,56`: positive integers, each once, at most as many as one inquiry takes. */
export function parseItemNos(value: string | null): number[] {
  const seen = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    const trimmed = part.trim();
    if (!/^[0-9]+$/.test(trimmed)) continue;
    const itemNo = Number(trimmed);
    if (itemNo > 0) seen.add(itemNo);
  }
  return [...seen].slice(0, MAX_INQUIRY_ITEMS);
}

/** An item can be inquired about only when it is for sale (flag 0) and its price is visible to the buyer. */
export function isAvailable(detail: DetailResponse | undefined): detail is DetailResponse {
  return Boolean(detail && detail.item.flag === ITEM_FLAG.normal && !detail.item.masked);
}

export interface PurchaseLine {
  itemNo: number;
  vessel: VesselOffer;
  price: PriceBreakdown;
}

/**
 * One line of the order item list: the vessel chosen by hand for this item, else (until the destination changes)
 * the second entry of its list as the dialog does, else the placeholder; then the dialog's price rule.
 */
export function purchaseLine(
  detail: DetailResponse,
  choices: readonly VesselOffer[],
  chosen: number | undefined,
  preselectVessel: boolean,
): PurchaseLine {
  const vessel = selectedVessel({ countryNo: null, portNo: null, smvpNo: chosen ?? null, preselectVessel }, choices);
  return { itemNo: detail.item.itemNo, vessel, price: offerPrice(detail.item, vessel) };
}

/** The grand total: the sum of the line totals, or null (ASK) when any line's freight is quoted on request. */
export function grandTotal(lines: readonly PurchaseLine[]): number | null {
  let sum = 0;
  for (const line of lines) {
    if (line.price.totalPrice === null) return null;
    sum += line.price.totalPrice;
  }
  return sum;
}

/** The itemList of POST /api/inquirys/inquiry; the server recomputes every price. */
export function itemList(lines: readonly PurchaseLine[]) {
  return lines.map((line) => ({
    itemNo: line.itemNo,
    smvpNo: line.vessel.smvpNo,
    terms: line.vessel.terms,
    price: line.price.totalPrice ?? quotedPrice(line.price),
    askFlag: line.price.freightFee === null,
  }));
}
