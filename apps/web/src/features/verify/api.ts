import { useQuery } from '@tanstack/react-query';
import type { InvoiceVerification } from '@market/domain';
import { http } from '../../lib/http.ts';

/** The public check of an invoice by its code; a 404 (no such code) is an answer, not something to retry. */
export function useInvoiceVerification(code: string) {
  return useQuery({
    queryKey: ['verify', code],
    queryFn: () => http<InvoiceVerification>(`/verify/${encodeURIComponent(code)}`),
    retry: false,
  });
}
