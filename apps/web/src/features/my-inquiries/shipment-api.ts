import { useQuery } from '@tanstack/react-query';
import type { Shipment, ShipmentPlace } from '@market/domain';
import { http } from '../../lib/http.ts';

/** The buyer's own shipment of a paid inquiry. */
export function useShipment(ilNo: number) {
  return useQuery({
    queryKey: ['my-inquiries', 'shipment', ilNo],
    queryFn: () => http<Shipment>(`/inquirys/shipment?ilNo=${ilNo}`),
    retry: false,
  });
}

/** Where each of the buyer's cars is (only inquiries whose shipment is booked). */
export function useShipmentPlaces() {
  return useQuery({
    queryKey: ['my-inquiries', 'shipment-places'],
    queryFn: () => http<ShipmentPlace[]>('/inquirys/shipment-places'),
  });
}

/** A document is served as an attachment: a plain link downloads it with the session cookie. */
export const shipmentDocumentUrl = (docNo: number) => `/api/inquirys/shipment-documents/${docNo}`;

/** A calendar day ("2026-12-30") in the reader's language, the same day in every time zone. */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
