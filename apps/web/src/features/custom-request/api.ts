import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The buyer's custom car and price requests with staff's replies (GET /api/inquirys/car-custom-shop). */
export const useMyRequests = () =>
  useQuery({ queryKey: queryKeys.myRequests, queryFn: () => api.get('/inquirys/car-custom-shop') });
