import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountChangeBody } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useBankAccounts() {
  return useQuery({ queryKey: queryKeys.staffBankAccounts, queryFn: () => api.get('/staff/bank-accounts') });
}

/** A proposal, or a decision on one: every answer is the accounts and changes as they now are. */
export type BankAccountAction =
  { kind: 'propose'; body: BankAccountChangeBody } | { kind: 'approve' | 'reject'; changeNo: number };

export function useBankAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: BankAccountAction) =>
      action.kind === 'propose'
        ? api.post('/staff/bank-accounts/changes', { body: action.body })
        : action.kind === 'approve'
          ? api.post('/staff/bank-accounts/changes/{changeNo}/approve', {
              path: { changeNo: action.changeNo },
              body: {},
            })
          : api.post('/staff/bank-accounts/changes/{changeNo}/reject', {
              path: { changeNo: action.changeNo },
              body: {},
            }),
    onSuccess: (view) => client.setQueryData(queryKeys.staffBankAccounts, view),
  });
}
