import { inquiryBodySchema, type Consignee } from '@market/domain';

export const CONSIGNEE_FIELDS = [
  'userName',
  'userPhone',
  'userEmail',
  'userConsigneeName',
  'userConsigneeAddress',
  'userDocumentAddress',
] as const;
export type ConsigneeField = (typeof CONSIGNEE_FIELDS)[number];
export type ConsigneeValues = Record<ConsigneeField, string>;

export const EMPTY_CONSIGNEE: ConsigneeValues = {
  userName: '',
  userPhone: '',
  userEmail: '',
  userConsigneeName: '',
  userConsigneeAddress: '',
  userDocumentAddress: '',
};

/** The confirm step's rules: every consignee field required (name and email rules) and the requirement text. */
export const confirmSchema = inquiryBodySchema.pick({
  userName: true,
  userPhone: true,
  userEmail: true,
  userConsigneeName: true,
  userConsigneeAddress: true,
  userDocumentAddress: true,
  contents: true,
});

export function consigneeValues(consignee: Consignee): ConsigneeValues {
  return Object.fromEntries(CONSIGNEE_FIELDS.map((field) => [field, consignee[field]])) as ConsigneeValues;
}

/** Selecting a card marks it flag 1 and every other 0. */
export function selectConsignee(list: readonly Consignee[], uciNo: number): Consignee[] {
  return list.map((consignee) => ({ ...consignee, flag: consignee.uciNo === uciNo ? 1 : 0 }));
}

/** The consignee list as the list dialog opens it: on the new tab nothing is marked. */
export function listAsOpened(list: readonly Consignee[], tab: 0 | 1, chosen: number | null): Consignee[] {
  return list.map((consignee) => ({ ...consignee, flag: tab === 0 && consignee.uciNo === chosen ? 1 : 0 }));
}

/**
 * An edit of the new consignee form: with 'same address' ticked the consignee address is copied to the document
 * address; editing the document address to something else unticks it.
 */
export function editConsignee(
  values: ConsigneeValues,
  sameAddress: boolean,
  field: ConsigneeField,
  value: string,
): { values: ConsigneeValues; sameAddress: boolean } {
  const next = { ...values, [field]: value };
  if (field === 'userConsigneeAddress' && sameAddress) next.userDocumentAddress = value;
  const stillSame =
    field === 'userDocumentAddress' ? sameAddress && value === values.userConsigneeAddress : sameAddress;
  return { values: next, sameAddress: stillSame };
}
