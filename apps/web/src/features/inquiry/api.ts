// The inquiry dialog and the purchase page: every call of the feature, typed by the API's document
// (docs/decisions/0170).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConsigneeInput, InquiryBody } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { quietly } from '../../lib/catalog-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { Country, Port, VesselOffer } from './terms-rules.ts';

/** Countries: the detail response already carries them; asked for only when it does not. */
export function useCountries(initial: Country[]) {
  return useQuery({
    queryKey: queryKeys.inquiryCountries,
    queryFn: () => quietly('/inquirys/countries', () => api.get('/inquirys/countries'), []),
    initialData: initial.length > 0 ? initial : undefined,
    staleTime: Infinity,
  });
}

/** Ports of a country; the user's own country's ports come with the detail response. */
export function usePorts(countryNo: number | null, known: Port[]) {
  const fromDetail = known.filter((port) => port.countryNo === countryNo);
  return useQuery({
    queryKey: queryKeys.inquiryPorts(countryNo),
    queryFn: () => quietly('/inquirys/port', () => api.get('/inquirys/port', { query: { countryNo: countryNo! } }), []),
    enabled: countryNo !== null,
    initialData: fromDetail.length > 0 ? fromDetail : undefined,
    staleTime: 5 * 60_000,
  });
}

/** The vessel offers to a port, priced by the server for this item; empty (and logged) when the lookup fails. */
export const vesselOffers = (portNo: number, itemNo: number): Promise<VesselOffer[]> =>
  quietly('/inquirys/vessel', () => api.get('/inquirys/vessel', { query: { portNo, itemNo } }), []);

/** The vessel offers of the dialog's one item. */
export function useVessels(portNo: number | null, itemNo: number) {
  return useQuery({
    queryKey: queryKeys.vessels(portNo, itemNo),
    queryFn: () => vesselOffers(portNo!, itemNo),
    enabled: portNo !== null,
    staleTime: 60_000,
  });
}

/** One listing of the purchase page (GET /api/pages/detail). */
export const purchaseDetailQuery = (itemNo: number) => ({
  queryKey: queryKeys.purchaseDetail(itemNo),
  queryFn: () => api.get('/pages/detail', { query: { itemNo: String(itemNo) } }),
});

export function useDefaultConsignee(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.defaultConsignee,
    queryFn: () => quietly('/user/consignee/default', () => api.get('/user/consignee/default'), { count: 0 }),
    enabled,
    staleTime: 0,
  });
}

/** The buyer's account, which fills in a new consignee; without it the form starts empty. */
export function useAccountDetail() {
  return useQuery({
    queryKey: queryKeys.inquiryAccount,
    queryFn: () => quietly('/user/info', () => api.get('/user/info'), null),
    staleTime: 60_000,
  });
}

export function useConsignees(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inquiryConsignees,
    queryFn: () => quietly('/inquirys/user-consignee', () => api.get('/inquirys/user-consignee'), []),
    enabled,
    staleTime: 0,
  });
}

export function useSaveInquiry() {
  return useMutation({
    mutationFn: (body: InquiryBody) => api.post('/inquirys/inquiry', { body }),
  });
}

/** A quote request for a listing whose buyer's country has no port (POST /api/inquirys/quote-request). */
export const requestQuote = (body: { itemNo: number; selectCountry: number; contents: string }) =>
  api.post('/inquirys/quote-request', { body });

/** The user's saved consignees, then the whole list put back with a change (the spec's PUT /user/consignee). */
export const consigneeCalls = {
  list: () => api.get('/user/consignee'),
  replace: (consigneeList: ConsigneeInput[]) => api.put('/user/consignee', { body: { consigneeList } }),
};
