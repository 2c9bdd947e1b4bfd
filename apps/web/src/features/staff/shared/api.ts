// Every call of the staff console, typed by the API's document (docs/decisions/0170). Every key starts with 'staff'
// (lib/query-keys.ts), so one invalidation refreshes the console.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdmissionBody,
  ArrivalOutcomeBody,
  LoadingSlot,
  BankAccountChangeBody,
  ContactBody,
  ContactGroupBody,
  EtaChangeBody,
  CurrencyRateBody,
  ExportControlBody,
  ImportRuleBody,
  ItemFlagBody,
  LandedCostRateBody,
  ShipmentDocumentKind,
  ShipmentStepBody,
  TransitTimeBody,
} from '@market/domain';
import { api, type ApiBody } from '../../../lib/api-client.ts';
import { queryKeys, type StaffListParams } from '../../../lib/query-keys.ts';

const STAFF = queryKeys.staff;

/** A list's filters as the address holds them (strings, checked by the server); empty ones are left out. */
function listQuery(params: StaffListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

export function useQueue(params: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staffQueue(params),
    queryFn: () => api.get('/staff/inquiries', { query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.staffInquiry(ilNo),
    queryFn: () => api.get('/staff/inquiries/{ilNo}', { path: { ilNo } }),
  });
}

export type InquiryStep =
  | { step: 'assign' }
  | { step: 'prepare' }
  | { step: 'answer'; body: ApiBody<'post', '/staff/inquiries/{ilNo}/answer'> }
  | { step: 'invoice'; body: ApiBody<'post', '/staff/inquiries/{ilNo}/invoice'> }
  | { step: 'deposit'; body: ApiBody<'post', '/staff/inquiries/{ilNo}/deposit'> };

function sendStep(ilNo: number, action: InquiryStep) {
  const path = { ilNo };
  switch (action.step) {
    case 'assign':
      return api.post('/staff/inquiries/{ilNo}/assign', { path, body: {} });
    case 'prepare':
      return api.post('/staff/inquiries/{ilNo}/prepare', { path });
    case 'answer':
      return api.post('/staff/inquiries/{ilNo}/answer', { path, body: action.body });
    case 'invoice':
      return api.post('/staff/inquiries/{ilNo}/invoice', { path, body: action.body });
    case 'deposit':
      return api.post('/staff/inquiries/{ilNo}/deposit', { path, body: action.body });
  }
}

export function useInquiryStep(ilNo: number) {
  const client = useQueryClient();
  const key = queryKeys.staffInquiry(ilNo);
  return useMutation({
    mutationFn: (action: InquiryStep) => sendStep(ilNo, action),
    onSuccess: (detail) => {
      client.setQueryData(key, detail);
      void client.invalidateQueries({ queryKey: STAFF, predicate: (q) => q.queryKey[1] !== key[1] });
    },
  });
}

export function useSellers(params: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staffSellers(params),
    queryFn: () => api.get('/staff/sellers', { query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: STAFF });
  return {
    admission: useMutation({
      mutationFn: ({ userNo, body }: { userNo: number; body: AdmissionBody }) =>
        api.post('/staff/sellers/{userNo}/admission', { path: { userNo }, body }),
      onSuccess: done,
    }),
    flags: useMutation({
      mutationFn: ({ userNo, flags }: { userNo: number; flags: ApiBody<'put', '/staff/sellers/{userNo}/flags'> }) =>
        api.put('/staff/sellers/{userNo}/flags', { path: { userNo }, body: flags }),
      onSuccess: done,
    }),
  };
}

export function useStaffItems(params: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staffItems(params),
    queryFn: () => api.get('/staff/items', { query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useItemFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemNo, body }: { itemNo: number; body: ItemFlagBody }) =>
      api.put('/staff/items/{itemNo}/flag', { path: { itemNo }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
}

export function useContacts() {
  return useQuery({ queryKey: queryKeys.staffContacts, queryFn: () => api.get('/staff/sales-contacts') });
}

async function saveContact({ siNo, body, picture }: { siNo?: number; body: ContactBody; picture?: File }) {
  const saved = siNo
    ? await api.put('/staff/sales-contacts/{siNo}', { path: { siNo }, body })
    : await api.post('/staff/sales-contacts', { body });
  if (picture) {
    const form = new FormData();
    form.set('file', picture);
    await api.put('/staff/sales-contacts/{siNo}/picture', { path: { siNo: saved.siNo }, body: form });
  }
  return saved;
}

export function useContactActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: queryKeys.staffContacts });
  const useAction = <T>(call: (input: T) => Promise<unknown>) => useMutation({ mutationFn: call, onSuccess: done });
  return {
    saveGroup: useAction(({ groupNo, body }: { groupNo?: number; body: ContactGroupBody }) =>
      groupNo
        ? api.put('/staff/sales-contact-groups/{groupNo}', { path: { groupNo }, body })
        : api.post('/staff/sales-contact-groups', { body }),
    ),
    deleteGroup: useAction((groupNo: number) =>
      api.delete('/staff/sales-contact-groups/{groupNo}', { path: { groupNo } }),
    ),
    orderGroups: useAction((order: number[]) => api.put('/staff/sales-contact-groups/order', { body: { order } })),
    orderContacts: useAction(({ groupNo, order }: { groupNo: number; order: number[] }) =>
      api.put('/staff/sales-contact-groups/{groupNo}/order', { path: { groupNo }, body: { order } }),
    ),
    saveContact: useAction(saveContact),
    deleteContact: useAction((siNo: number) => api.delete('/staff/sales-contacts/{siNo}', { path: { siNo } })),
  };
}

export function useActivity(params: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staffActivity(params),
    queryFn: () => api.get('/staff/activity', { query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(params: StaffListParams) {
  return useQuery({
    queryKey: queryKeys.staffRequests(params),
    queryFn: () => api.get('/staff/requests', { query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ccsNo, reply }: { ccsNo: number; reply: string }) =>
      api.post('/staff/requests/{ccsNo}/reply', { path: { ccsNo }, body: { reply } }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
}

/** A request's picture for staff (index from 0). */
export const requestImageUrl = (ccsNo: number, index: number, mini = false) =>
  `/api/staff/requests/${ccsNo}/images/${index}${mini ? '?mini=true' : ''}`;

export function useImportRules() {
  return useQuery({ queryKey: queryKeys.staffImportRules, queryFn: () => api.get('/staff/import-rules') });
}

/**
 * Save (add without a number, edit with one) and remove of a staff sheet; on success the sheet and the answers it
 * changes on the pages (`affected`) are asked again.
 */
function useSheetActions<Body>(
  sheet: readonly string[],
  affected: readonly string[],
  send: { save(no: number | undefined, body: Body): Promise<unknown>; remove(no: number): Promise<unknown> },
) {
  const client = useQueryClient();
  const done = async () => {
    await client.invalidateQueries({ queryKey: sheet });
    await client.invalidateQueries({ queryKey: affected });
  };
  return {
    save: useMutation({
      mutationFn: ({ no, body }: { no?: number; body: Body }) => send.save(no, body),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: send.remove, onSuccess: done }),
  };
}

export function useImportRuleActions() {
  // A rule changes the verdicts the pages show.
  return useSheetActions<ImportRuleBody>(queryKeys.staffImportRules, queryKeys.importVerdicts, {
    save: (ruleNo, body) =>
      ruleNo
        ? api.put('/staff/import-rules/{ruleNo}', { path: { ruleNo }, body })
        : api.post('/staff/import-rules', { body }),
    remove: (ruleNo) => api.delete('/staff/import-rules/{ruleNo}', { path: { ruleNo } }),
  });
}

// Korea's export controls and the inquiries they refused (issue 28).

export function useExportControls() {
  return useQuery({ queryKey: queryKeys.staffExportControls, queryFn: () => api.get('/staff/export-controls') });
}

export function useExportRefusals() {
  return useQuery({
    queryKey: queryKeys.staffExportRefusals,
    queryFn: () => api.get('/staff/export-controls/refusals'),
  });
}

export function useExportControlActions() {
  // A control changes the warnings of the inquiry dialog.
  return useSheetActions<ExportControlBody>(queryKeys.staffExportControls, queryKeys.exportVerdicts, {
    save: (controlNo, body) =>
      controlNo
        ? api.put('/staff/export-controls/{controlNo}', { path: { controlNo }, body })
        : api.post('/staff/export-controls', { body }),
    remove: (controlNo) => api.delete('/staff/export-controls/{controlNo}', { path: { controlNo } }),
  });
}

// The transit-time table (issue 28): a row changes the arrival, so the verdicts the pages show.

export function useTransitTimes() {
  return useQuery({ queryKey: queryKeys.staffTransitTimes, queryFn: () => api.get('/staff/transit-times') });
}

export function useTransitTimeActions() {
  return useSheetActions<TransitTimeBody>(queryKeys.staffTransitTimes, queryKeys.importVerdicts, {
    save: (transitNo, body) =>
      transitNo
        ? api.put('/staff/transit-times/{transitNo}', { path: { transitNo }, body })
        : api.post('/staff/transit-times', { body }),
    remove: (transitNo) => api.delete('/staff/transit-times/{transitNo}', { path: { transitNo } }),
  });
}

// Bank accounts (four-eyes changes, decision on each proposal).

export function useBankAccounts() {
  return useQuery({ queryKey: queryKeys.staffBankAccounts, queryFn: () => api.get('/staff/bank-accounts') });
}

/** A proposal, or a decision on one: every answer is the accounts and changes as they now are. */
type BankAccountAction =
  { kind: 'propose'; body: BankAccountChangeBody } | { kind: 'approve' | 'reject'; changeNo: number };

function sendBankAccountAction(action: BankAccountAction) {
  if (action.kind === 'propose') return api.post('/staff/bank-accounts/changes', { body: action.body });
  const path = { changeNo: action.changeNo };
  return action.kind === 'approve'
    ? api.post('/staff/bank-accounts/changes/{changeNo}/approve', { path, body: {} })
    : api.post('/staff/bank-accounts/changes/{changeNo}/reject', { path, body: {} });
}

export function useBankAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendBankAccountAction,
    onSuccess: (view) => client.setQueryData(queryKeys.staffBankAccounts, view),
  });
}

// Landed-cost rate sheets, the estimates that failed, and the customs assessments recorded against them.

const RATES = queryKeys.staffLandedCostRates;
const ERRORS = queryKeys.staffLandedCostErrors;

export function useLandedCostRates() {
  return useQuery({ queryKey: RATES, queryFn: () => api.get('/staff/landed-cost-rates') });
}

export function useLandedCostErrors() {
  return useQuery({ queryKey: ERRORS, queryFn: () => api.get('/staff/landed-cost-errors') });
}

export function useLandedCostRateActions() {
  // A sheet changes the estimates the pages show.
  return useSheetActions<LandedCostRateBody>(RATES, queryKeys.landedCosts, {
    save: (rateNo, body) =>
      rateNo
        ? api.put('/staff/landed-cost-rates/{rateNo}', { path: { rateNo }, body })
        : api.post('/staff/landed-cost-rates', { body }),
    remove: (rateNo) => api.delete('/staff/landed-cost-rates/{rateNo}', { path: { rateNo } }),
  });
}

const assessmentKey = queryKeys.staffCustomsAssessment;

export function useStaffAssessment(ilNo: number) {
  return useQuery({
    queryKey: assessmentKey(ilNo),
    queryFn: () => api.get('/staff/customs-assessments/{ilNo}', { path: { ilNo } }),
  });
}

export function useRecordAssessment(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (actualAmount: number) =>
      api.put('/staff/customs-assessments/{ilNo}', { path: { ilNo }, body: { actualAmount } }),
    onSuccess: async (assessment) => {
      client.setQueryData(assessmentKey(ilNo), assessment);
      await client.invalidateQueries({ queryKey: ERRORS });
    },
  });
}

export const staffAssessmentFileUrl = (ilNo: number) => `/api/staff/customs-assessments/${ilNo}/file`;

// Shipments: steps, ETA changes and documents of an inquiry's shipment.

export function useStaffShipment(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.staffShipment(ilNo),
    queryFn: () => api.get('/staff/shipments/{ilNo}', { path: { ilNo } }),
  });
}

/** A shipment change: the next step, a new ETA, or a document; the answer is the shipment as it now is. */
export type ShipmentChange =
  | { kind: 'step'; body: ShipmentStepBody }
  | { kind: 'eta'; body: EtaChangeBody }
  | { kind: 'document'; documentKind: ShipmentDocumentKind; file: File };

function sendShipmentChange(ilNo: number, change: ShipmentChange) {
  const path = { ilNo };
  if (change.kind === 'step') return api.post('/staff/shipments/{ilNo}/step', { path, body: change.body });
  if (change.kind === 'eta') return api.post('/staff/shipments/{ilNo}/eta', { path, body: change.body });
  const form = new FormData();
  form.append('kind', change.documentKind);
  form.append('file', change.file, change.file.name);
  return api.post('/staff/shipments/{ilNo}/documents', { path, body: form });
}

export function useShipmentChange(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ShipmentChange) => sendShipmentChange(ilNo, change),
    onSuccess: async (shipment) => {
      client.setQueryData(queryKeys.staffShipment(ilNo), shipment);
      // Arrival opens the customs assessment.
      await client.invalidateQueries({ queryKey: queryKeys.staffCustomsAssessment(ilNo) });
      await client.invalidateQueries({ queryKey: queryKeys.staffArrival(ilNo) });
    },
  });
}

// The vehicle's condition after payment: the loading set and the arrival match (docs/decisions/0255, 0257).

export function useStaffLoadingSet(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.staffLoadingSet(ilNo),
    queryFn: () => api.get('/staff/shipments/{ilNo}/loading-set', { path: { ilNo } }),
  });
}

/** Uploads one slot's file, or seals the set; the answer is the set as it now is. */
export function useLoadingSetChange(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { slot: LoadingSlot; file: File } | { seal: true }) => {
      if ('seal' in change) return api.post('/staff/shipments/{ilNo}/loading-set/seal', { path: { ilNo } });
      const form = new FormData();
      form.append('file', change.file, change.file.name);
      return api.post('/staff/shipments/{ilNo}/loading-set/{slot}', { path: { ilNo, slot: change.slot }, body: form });
    },
    onSuccess: (set) => client.setQueryData(queryKeys.staffLoadingSet(ilNo), set),
  });
}

export const staffLoadingFileUrl = (ilNo: number) => (slot: string) =>
  `/api/staff/shipments/${ilNo}/loading-set/${slot}/file`;
export const staffArrivalFileUrl = (ilNo: number, slot: string) => `/api/staff/shipments/${ilNo}/arrival/${slot}/file`;

export function useStaffArrival(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.staffArrival(ilNo),
    queryFn: () => api.get('/staff/shipments/{ilNo}/arrival', { path: { ilNo } }),
  });
}

export function useArrivalOutcome(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArrivalOutcomeBody) =>
      api.put('/staff/shipments/{ilNo}/arrival-outcome', { path: { ilNo }, body }),
    onSuccess: (arrival) => client.setQueryData(queryKeys.staffArrival(ilNo), arrival),
  });
}

export function useStaffCurrencyRates() {
  return useQuery({ queryKey: queryKeys.staffCurrencyRates, queryFn: () => api.get('/staff/currency-rates') });
}

export function useCurrencyRateActions() {
  // A rate changes the indicative prices every page shows.
  return useSheetActions<CurrencyRateBody>(queryKeys.staffCurrencyRates, queryKeys.currencyRates, {
    save: (rateNo, body) =>
      rateNo
        ? api.put('/staff/currency-rates/{rateNo}', { path: { rateNo }, body })
        : api.post('/staff/currency-rates', { body }),
    remove: (rateNo) => api.delete('/staff/currency-rates/{rateNo}', { path: { rateNo } }),
  });
}
