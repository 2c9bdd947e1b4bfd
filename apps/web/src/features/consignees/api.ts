// My Page's consignees: every call of the feature, typed by the API's document (docs/decisions/0170).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsigneeInput } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The user's consignees, the default first (GET /api/user/consignee). */
export const useUserConsignees = (userNo: number) =>
  useQuery({
    queryKey: queryKeys.userConsignees,
    queryFn: () => api.get('/user/consignee', { query: { userNo } }),
  });

/** The whole list put back with a change (PUT /api/user/consignee); the answer is the new list. */
export function useReplaceConsignees(userNo: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consigneeList: ConsigneeInput[]) => api.put('/user/consignee', { body: { userNo, consigneeList } }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.userConsignees, next);
      onSaved();
    },
  });
}
