import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomsAssessment, Shipment, ShipmentPlace } from '@market/domain';
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

const assessmentKey = (ilNo: number) => ['my-inquiries', 'customs-assessment', ilNo];

/** The buyer's customs assessment of an inquiry (whether the car has arrived, the file, the recorded amount). */
export function useCustomsAssessment(ilNo: number) {
  return useQuery({
    queryKey: assessmentKey(ilNo),
    queryFn: () => http<CustomsAssessment>(`/inquirys/customs-assessment?ilNo=${ilNo}`),
    retry: false,
  });
}

export function useUploadAssessment(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http<CustomsAssessment>(`/inquirys/customs-assessment?ilNo=${ilNo}`, { method: 'POST', body: form });
    },
    onSuccess: (assessment) => client.setQueryData(assessmentKey(ilNo), assessment),
  });
}

export const assessmentFileUrl = (ilNo: number) => `/api/inquirys/customs-assessment/file?ilNo=${ilNo}`;
