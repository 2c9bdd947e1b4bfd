import { useQuery } from '@tanstack/react-query';
import { hasRole, offeredPrice, type Offer } from '@market/domain';
import { api } from './api-client.ts';
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
  });
  return (itemNo) => agreedIn(buyer ? (data ?? []) : [], itemNo);
}
