import {
  inquiryBodySchema,
  MAX_CONSIGNEES,
  type Consignee,
  type ConsigneeInput,
  type UserDetail,
} from '@market/domain';

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

/**
 * The new consignee as the account knows it: the buyer's name, phone and email; a company account's name and address
 * (a buyer's own name) as consignee; a buyer's account has no address, so the addresses stay for the buyer to fill in.
 */
export function accountConsignee(
  account: Pick<UserDetail, 'name' | 'phone' | 'email' | 'companyName' | 'companyAddress'>,
): ConsigneeValues {
  const address = account.companyAddress ?? '';
  return {
    userName: account.name,
    userPhone: account.phone,
    userEmail: account.email,
    userConsigneeName: account.companyName ?? account.name,
    userConsigneeAddress: address,
    userDocumentAddress: address,
  };
}

/**
 * The saved list with a consignee typed on the new tab kept for next time: added at the end, as the default when there
 * is none yet. 'same' when it is already saved (nothing to do), 'full' when the list has no room.
 */
export function listWithNew(
  list: readonly Consignee[],
  values: ConsigneeValues,
  requirement: string,
): ConsigneeInput[] | 'same' | 'full' {
  const same = (consignee: Consignee) =>
    CONSIGNEE_FIELDS.every((field) => consignee[field].trim() === values[field].trim());
  if (list.some(same)) return 'same';
  if (list.length >= MAX_CONSIGNEES) return 'full';
  const flag = list.some((consignee) => consignee.flag === 1) ? 0 : 1;
  return [...list, { ...values, requirement, flag }];
}
