import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail, InquirySummary, StatusBody } from '@market/domain';
import { http } from '../../lib/http.ts';

export type StatusAction = StatusBody['updateList'][number]['action'];
export interface InquiryList {
  list: InquirySummary[];
  counts: { total: number; toDo: number; proceed: number; complete: number };
}

const LIST_KEY = ['my-inquiries', 'list'] as const;
const DETAIL_KEY = ['my-inquiries', 'detail'] as const;

/** The list, or (hidden) the inquiries the buyer hid from it. */
export function useInquiryList(search: string, hidden = false) {
  const params = new URLSearchParams({ ...(search ? { search } : {}), ...(hidden ? { hidden: 'true' } : {}) });
  const query = params.size ? `?${params}` : '';
  return useQuery({
    queryKey: [...LIST_KEY, search, hidden],
    queryFn: () => http<InquiryList>(`/inquirys/list${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useInquiryDetail(ilNo: number) {
  return useQuery({
    queryKey: [...DETAIL_KEY, ilNo],
    queryFn: () => http<InquiryDetail>(`/inquirys/detail?ilNo=${ilNo}`),
    retry: false,
  });
}

/** PUT /api/inquirys/status: all or nothing; the answer is the new list. */
export function useStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateList: { ilNo: number; action: StatusAction }[]) =>
      http<InquiryList>('/inquirys/status', { method: 'PUT', body: JSON.stringify({ updateList }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-inquiries'] }),
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
      return http<InquiryDetail>('/inquirys/remittance-receipt', { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-inquiries'] }),
  });
}

/** The invoice PDF is served as an attachment: a plain link downloads it with the session cookie. */
export const invoiceUrl = (ilNo: number) => `/api/inquirys/invoice?ilNo=${ilNo}`;
