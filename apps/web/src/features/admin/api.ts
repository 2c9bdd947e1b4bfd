import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type {
  ActivityEntry,
  AdmissionBody,
  ContactBody,
  ContactGroupBody,
  ImportRule,
  ImportRuleBody,
  ItemFlagBody,
  StaffContactGroup,
  StaffInquiryDetail,
  StaffItemList,
  StaffQueue,
  StaffRequest,
  StaffRequestList,
  StaffSeller,
} from '@market/domain';
import { http } from '../../lib/http.ts';

/** Calls of the staff console; every key starts with 'staff' so one invalidation refreshes the console. */
const STAFF = 'staff';

interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export function useQueue(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: [STAFF, 'inquiries', params],
    queryFn: () => http<StaffQueue>(`/staff/inquiries${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(ilNo: number) {
  return useQuery({
    queryKey: [STAFF, 'inquiry', ilNo],
    queryFn: () => http<StaffInquiryDetail>(`/staff/inquiries/${ilNo}`),
  });
}

export type InquiryStep =
  | { step: 'assign' }
  | { step: 'prepare' }
  | { step: 'answer'; body: { finalPrice: number; terms: string; remarks: string } }
  | { step: 'invoice'; body: { amount?: number; bankAccountNo?: number; depositDeadline?: string } }
  | { step: 'deposit'; body: { decision: 'confirm' } | { decision: 'reject'; reason: string } };

export function useInquiryStep(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: InquiryStep) =>
      http<StaffInquiryDetail>(
        `/staff/inquiries/${ilNo}/${action.step}`,
        json('POST', 'body' in action ? action.body : {}),
      ),
    onSuccess: (detail) => {
      client.setQueryData([STAFF, 'inquiry', ilNo], detail);
      void client.invalidateQueries({ queryKey: [STAFF], predicate: (q) => q.queryKey[1] !== 'inquiry' });
    },
  });
}

export function useSellers(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: [STAFF, 'sellers', params],
    queryFn: () => http<Paged<StaffSeller>>(`/staff/sellers${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSellerActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: [STAFF] });
  return {
    admission: useMutation({
      mutationFn: ({ userNo, body }: { userNo: number; body: AdmissionBody }) =>
        http<StaffSeller>(`/staff/sellers/${userNo}/admission`, json('POST', body)),
      onSuccess: done,
    }),
    flags: useMutation({
      mutationFn: ({ userNo, flags }: { userNo: number; flags: { partners?: boolean; secret?: boolean } }) =>
        http<StaffSeller>(`/staff/sellers/${userNo}/flags`, json('PUT', flags)),
      onSuccess: done,
    }),
  };
}

export function useStaffItems(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: [STAFF, 'items', params],
    queryFn: () => http<StaffItemList>(`/staff/items${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useItemFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemNo, body }: { itemNo: number; body: ItemFlagBody }) =>
      http<{ flag: number; version: number }>(`/staff/items/${itemNo}/flag`, json('PUT', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF] }),
  });
}

export function useContacts() {
  return useQuery({
    queryKey: [STAFF, 'contacts'],
    queryFn: () => http<StaffContactGroup[]>('/staff/sales-contacts'),
  });
}

export function useContactActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: [STAFF, 'contacts'] });
  const useAction = <T>(call: (input: T) => Promise<unknown>) => useMutation({ mutationFn: call, onSuccess: done });
  return {
    saveGroup: useAction(({ groupNo, body }: { groupNo?: number; body: ContactGroupBody }) =>
      http(
        groupNo ? `/staff/sales-contact-groups/${groupNo}` : '/staff/sales-contact-groups',
        json(groupNo ? 'PUT' : 'POST', body),
      ),
    ),
    deleteGroup: useAction((groupNo: number) => http(`/staff/sales-contact-groups/${groupNo}`, { method: 'DELETE' })),
    orderGroups: useAction((order: number[]) => http('/staff/sales-contact-groups/order', json('PUT', { order }))),
    orderContacts: useAction(({ groupNo, order }: { groupNo: number; order: number[] }) =>
      http(`/staff/sales-contact-groups/${groupNo}/order`, json('PUT', { order })),
    ),
    saveContact: useAction(async ({ siNo, body, picture }: { siNo?: number; body: ContactBody; picture?: File }) => {
      const saved = await http<{ siNo: number }>(
        siNo ? `/staff/sales-contacts/${siNo}` : '/staff/sales-contacts',
        json(siNo ? 'PUT' : 'POST', body),
      );
      if (picture) {
        const form = new FormData();
        form.set('file', picture);
        await http(`/staff/sales-contacts/${saved.siNo}/picture`, { method: 'PUT', body: form });
      }
      return saved;
    }),
    deleteContact: useAction((siNo: number) => http(`/staff/sales-contacts/${siNo}`, { method: 'DELETE' })),
  };
}

export function useActivity(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: [STAFF, 'activity', params],
    queryFn: () => http<Paged<ActivityEntry>>(`/staff/activity${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: [STAFF, 'requests', params],
    queryFn: () => http<StaffRequestList>(`/staff/requests${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useRequestReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ccsNo, reply }: { ccsNo: number; reply: string }) =>
      http<StaffRequest>(`/staff/requests/${ccsNo}/reply`, json('POST', { reply })),
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF] }),
  });
}

/** A request's picture for staff (index from 0). */
export const requestImageUrl = (ccsNo: number, index: number, mini = false) =>
  `/api/staff/requests/${ccsNo}/images/${index}${mini ? '?mini=true' : ''}`;

export function useImportRules() {
  return useQuery({ queryKey: [STAFF, 'import-rules'], queryFn: () => http<ImportRule[]>('/staff/import-rules') });
}

export function useImportRuleActions() {
  const client = useQueryClient();
  // A rule changes the verdicts the pages show: both are asked again.
  const done = async () => {
    await client.invalidateQueries({ queryKey: [STAFF, 'import-rules'] });
    await client.invalidateQueries({ queryKey: ['import-verdict'] });
  };
  return {
    save: useMutation({
      mutationFn: ({ ruleNo, body }: { ruleNo?: number; body: ImportRuleBody }) =>
        http<ImportRule>(
          ruleNo ? `/staff/import-rules/${ruleNo}` : '/staff/import-rules',
          json(ruleNo ? 'PUT' : 'POST', body),
        ),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (ruleNo: number) => http(`/staff/import-rules/${ruleNo}`, { method: 'DELETE' }),
      onSuccess: done,
    }),
  };
}
