import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountChangeBody, BankAccountsView } from '@market/domain';
import { http } from '../../lib/http.ts';

const KEY = ['staff', 'bank-accounts'];
const post = (body?: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body ?? {}) });

export function useBankAccounts() {
  return useQuery({ queryKey: KEY, queryFn: () => http<BankAccountsView>('/staff/bank-accounts') });
}

/** A proposal, or a decision on one: every answer is the accounts and changes as they now are. */
export type BankAccountAction =
  { kind: 'propose'; body: BankAccountChangeBody } | { kind: 'approve' | 'reject'; changeNo: number };

export function useBankAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: BankAccountAction) =>
      action.kind === 'propose'
        ? http<BankAccountsView>('/staff/bank-accounts/changes', post(action.body))
        : http<BankAccountsView>(`/staff/bank-accounts/changes/${action.changeNo}/${action.kind}`, post()),
    onSuccess: (view) => client.setQueryData(KEY, view),
  });
}
