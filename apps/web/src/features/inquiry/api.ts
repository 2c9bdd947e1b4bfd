import { useMutation, useQuery } from '@tanstack/react-query';
import type { Consignee, ConsigneeInput, DefaultConsignee, InquiryBody, UserDetail } from '@market/domain';
import { http } from '../../lib/http.ts';
import type { Country, Port, VesselOffer } from './terms-rules.ts';

/** Lookups fail quietly, as the spec says: the dropdown stays empty and the failure is logged. */
async function quietly<T>(path: string, empty: T): Promise<T> {
  try {
    return await http<T>(path);
  } catch (error) {
    console.error(`Lookup ${path} failed`, error);
    return empty;
  }
}

/** Countries: the detail response already carries them; asked for only when it does not. */
export function useCountries(initial: Country[]) {
  return useQuery({
    queryKey: ['inquiry', 'countries'],
    queryFn: () => quietly<Country[]>('/inquirys/countries', []),
    initialData: initial.length > 0 ? initial : undefined,
    staleTime: Infinity,
  });
}

/** Ports of a country; the user's own country's ports come with the detail response. */
export function usePorts(countryNo: number | null, known: Port[]) {
  const fromDetail = known.filter((port) => port.countryNo === countryNo);
  return useQuery({
    queryKey: ['inquiry', 'ports', countryNo],
    queryFn: () => quietly<Port[]>(`/inquirys/port?countryNo=${countryNo}`, []),
    enabled: countryNo !== null,
    initialData: fromDetail.length > 0 ? fromDetail : undefined,
    staleTime: 5 * 60_000,
  });
}

/** The vessel offers to a port, priced by the server for this item. */
export function useVessels(portNo: number | null, itemNo: number) {
  return useQuery({
    queryKey: ['inquiry', 'vessels', portNo, itemNo],
    queryFn: () => quietly<VesselOffer[]>(`/inquirys/vessel?portNo=${portNo}&itemNo=${itemNo}`, []),
    enabled: portNo !== null,
    staleTime: 60_000,
  });
}

export function useDefaultConsignee(enabled: boolean) {
  return useQuery({
    queryKey: ['inquiry', 'default-consignee'],
    queryFn: () => quietly<DefaultConsignee>('/user/consignee/default', { count: 0 }),
    enabled,
    staleTime: 0,
  });
}

/** The buyer's account, which fills in a new consignee; without it the form starts empty. */
export function useAccountDetail() {
  return useQuery({
    queryKey: ['inquiry', 'account'],
    queryFn: () => quietly<UserDetail | null>('/user/info', null),
    staleTime: 60_000,
  });
}

export function useConsignees(enabled: boolean) {
  return useQuery({
    queryKey: ['inquiry', 'consignees'],
    queryFn: () => quietly<Consignee[]>('/inquirys/user-consignee', []),
    enabled,
    staleTime: 0,
  });
}

export function useSaveInquiry() {
  return useMutation({
    mutationFn: (body: InquiryBody) =>
      http<{ ilNo: number }>('/inquirys/inquiry', { method: 'POST', body: JSON.stringify(body) }),
  });
}

/** The user's saved consignees, then the whole list put back with a change (the spec's PUT /user/consignee). */
export const consigneeCalls = {
  list: () => http<Consignee[]>('/user/consignee'),
  replace: (consigneeList: ConsigneeInput[]) =>
    http<Consignee[]>('/user/consignee', { method: 'PUT', body: JSON.stringify({ consigneeList }) }),
};
