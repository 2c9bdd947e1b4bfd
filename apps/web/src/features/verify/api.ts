import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The public check of an invoice by its code; a 404 (no such code) is an answer, not something to retry. */
export function useInvoiceVerification(code: string) {
  return useQuery({
    queryKey: queryKeys.verify(code),
    queryFn: () => api.get('/verify/{code}', { path: { code } }),
    retry: false,
  });
}
