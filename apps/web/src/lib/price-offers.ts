import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasRole, offeredPrice, type Offer } from '@market/domain';
import { api } from './api-client.ts';
import { HttpError } from './http.ts';
import { AFTER_HYDRATION } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useCurrentUser } from './session.ts';

/**
 * The logged-in buyer's price offers on one listing, newest first (issue 32); nothing for anyone else. Shared by the
 * detail page's offer panel and the inquiry dialog, which quotes an accepted offer's price.
 */
export function useMyOffersOf(itemNo: number | undefined): Offer[] {
  const user = useCurrentUser();
  const buyer = !!user && hasRole(user, 'buyer');
  const { data } = useQuery({
    queryKey: queryKeys.myOffersOf(itemNo ?? 0),
    queryFn: () => api.get('/offers', { query: { itemNo } }),
    enabled: buyer && itemNo !== undefined,
    meta: AFTER_HYDRATION,
  });
  return buyer ? (data ?? []) : [];
}

function agreedIn(offers: readonly Offer[], itemNo: number): number | null {
  const now = new Date();
  for (const offer of offers) {
    const price = offer.itemNo === itemNo ? offeredPrice(offer, now) : null;
    if (price !== null) return price;
  }
  return null;
}

/** The buyer's agreed price for a listing now, from their accepted offer, or null. */
export function useAgreedPrice(itemNo: number | undefined): number | null {
  const offers = useMyOffersOf(itemNo);
  return itemNo === undefined ? null : agreedIn(offers, itemNo);
}

/** The agreed prices of all the buyer's listings (the purchase page of several vehicles). */
export function useAgreedPrices(): (itemNo: number) => number | null {
  const user = useCurrentUser();
  const buyer = !!user && hasRole(user, 'buyer');
  const { data } = useQuery({
    queryKey: queryKeys.myOffers,
    queryFn: () => api.get('/offers'),
    enabled: buyer,
    meta: AFTER_HYDRATION,
  });
  return (itemNo) => agreedIn(buyer ? (data ?? []) : [], itemNo);
}

/** The server's words for a refused step: the field's message, else the error's. */
export function problemOf(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof HttpError) return Object.values(error.body?.fields ?? {})[0] ?? error.message;
  return String(error);
}

/** A whole number of US dollars typed by a person ("9 500", "9,500", "$9500"), or null. */
export function parseDollars(text: string): number | null {
  const digits = text.replace(/[\s,.$\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** A listing's offer floor, for its seller and staff (never a buyer's: the server refuses them). */
export function useOfferFloor(itemNo: number) {
  return useQuery({
    queryKey: queryKeys.offerFloor(itemNo),
    queryFn: () => api.get('/seller/offer-floors/{itemNo}', { path: { itemNo } }),
  });
}

/** Sets or removes (null) a listing's floor; the seller's offers and the floor read again. */
export function useSetFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemNo, floor }: { itemNo: number; floor: number | null }) =>
      api.put('/seller/offer-floors/{itemNo}', { path: { itemNo }, body: { floor } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sellerOffers }),
  });
}
