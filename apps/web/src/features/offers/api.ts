import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerOfferAnswer, OfferBody, SellerOfferAnswer } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** After any step every view of offers reads again (the buyer's, the seller's). */
function useRefreshOffers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.myOffers }),
      queryClient.invalidateQueries({ queryKey: queryKeys.sellerOffers }),
    ]);
}

export function useMakeOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (body: OfferBody) => api.post('/offers', { body }),
    onSuccess: refresh,
  });
}

export function useAnswerAsBuyer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ offerNo, action }: { offerNo: number } & BuyerOfferAnswer) =>
      api.post('/offers/{offerNo}/answer', { path: { offerNo }, body: { action } }),
    onSuccess: refresh,
  });
}

export function useMyOffers() {
  return useQuery({ queryKey: queryKeys.myOffers, queryFn: () => api.get('/offers') });
}

export function useSellerOffers() {
  return useQuery({ queryKey: queryKeys.sellerOffers, queryFn: () => api.get('/seller/offers') });
}

export function useAnswerAsSeller() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ offerNo, ...body }: { offerNo: number } & SellerOfferAnswer) =>
      api.post('/seller/offers/{offerNo}/answer', { path: { offerNo }, body }),
    onSuccess: refresh,
  });
}
