// The buyer's inquiries: every call of the feature, typed by the API's document (docs/decisions/0170).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArrivalReportBody, ArrivalSlot, SellerRatingBody, StatusBody } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type StatusAction = StatusBody['updateList'][number]['action'];

/** The list, or (hidden) the inquiries the buyer hid from it. */
export function useInquiryList(search: string, hidden = false) {
  return useQuery({
    queryKey: queryKeys.myInquiryList(search, hidden),
    queryFn: () =>
      api.get('/inquirys/list', { query: { search: search || undefined, hidden: hidden ? 'true' : undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiryDetail(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myInquiry(ilNo),
    queryFn: () => api.get('/inquirys/detail', { query: { ilNo } }),
    retry: false,
  });
}

/** PUT /api/inquirys/status: all or nothing; the answer is the new list. */
export function useStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateList: { ilNo: number; action: StatusAction }[]) =>
      api.put('/inquirys/status', { body: { updateList } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myInquiries }),
  });
}

/** POST /api/inquirys/remittance-receipt: tilNo is the invoice number, the files go in `list`. */
export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceNo, files }: { invoiceNo: number; files: File[] }) => {
      const form = new FormData();
      form.append('tilNo', String(invoiceNo));
      for (const file of files) form.append('list', file, file.name);
      return api.post('/inquirys/remittance-receipt', { body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myInquiries }),
  });
}

/** The invoice PDF is served as an attachment: a plain link downloads it with the session cookie. */
export const invoiceUrl = (ilNo: number) => `/api/inquirys/invoice?ilNo=${ilNo}`;

/** The buyer's own shipment of a paid inquiry. */
export function useShipment(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myShipment(ilNo),
    queryFn: () => api.get('/inquirys/shipment', { query: { ilNo } }),
    retry: false,
  });
}

/** Where each of the buyer's cars is (only inquiries whose shipment is booked). */
export function useShipmentPlaces() {
  return useQuery({
    queryKey: queryKeys.myShipmentPlaces,
    queryFn: () => api.get('/inquirys/shipment-places'),
  });
}

/** A document is served as an attachment: a plain link downloads it with the session cookie. */
export const shipmentDocumentUrl = (docNo: number) => `/api/inquirys/shipment-documents/${docNo}`;

/** The buyer's customs assessment of an inquiry (whether the car has arrived, the file, the recorded amount). */
export function useCustomsAssessment(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myCustomsAssessment(ilNo),
    queryFn: () => api.get('/inquirys/customs-assessment', { query: { ilNo } }),
    retry: false,
  });
}

export function useUploadAssessment(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post('/inquirys/customs-assessment', { query: { ilNo }, body: form });
    },
    onSuccess: (assessment) => client.setQueryData(queryKeys.myCustomsAssessment(ilNo), assessment),
  });
}

export const assessmentFileUrl = (ilNo: number) => `/api/inquirys/customs-assessment/file?ilNo=${ilNo}`;

/** The loading set of the buyer's inquiry (shown once sealed) and a file of it. */
export function useLoadingSet(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myLoadingSet(ilNo),
    queryFn: () => api.get('/inquirys/loading-set', { query: { ilNo } }),
  });
}
export const loadingFileUrl = (ilNo: number) => (slot: string) =>
  `/api/inquirys/loading-set/file?ilNo=${ilNo}&slot=${slot}`;

/** The arrival side: the window, the buyer's pictures, the report and the outcome. */
export function useArrival(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myArrival(ilNo),
    queryFn: () => api.get('/inquirys/arrival', { query: { ilNo } }),
  });
}

export function useArrivalUpload(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: ArrivalSlot; file: File }) => {
      const form = new FormData();
      form.set('file', file);
      return api.post('/inquirys/arrival/file', { query: { ilNo, slot }, body: form });
    },
    onSuccess: (arrival) => client.setQueryData(queryKeys.myArrival(ilNo), arrival),
  });
}

export function useArrivalReport(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArrivalReportBody) => api.post('/inquirys/arrival/report', { query: { ilNo }, body }),
    onSuccess: (arrival) => client.setQueryData(queryKeys.myArrival(ilNo), arrival),
  });
}

/** The buyer's own rating of the inquiry's seller, and giving it once. */
export function useOwnRating(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.myRating(ilNo),
    queryFn: () => api.get('/inquirys/seller-rating', { query: { ilNo } }),
  });
}

export function useRateSeller(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerRatingBody) => api.post('/inquirys/seller-rating', { query: { ilNo }, body }),
    onSuccess: (rating) => client.setQueryData(queryKeys.myRating(ilNo), rating),
  });
}
