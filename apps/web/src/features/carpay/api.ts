import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The buyer's inquiries in payment (GET /api/inquirys/carpay). */
export const useCarpayInquiries = () =>
  useQuery({ queryKey: queryKeys.carpay, queryFn: () => api.get('/inquirys/carpay') });
