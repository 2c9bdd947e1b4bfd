import {
  CONSIGNEE_FIELDS,
  inquiryBodySchema,
  type ConsigneeField,
  type ConsigneeValues,
  CONSIGNEE_FLAG,
  MAX_CONSIGNEES,
  type Consignee,
  type ConsigneeInput,
  type UserDetail,
} from '@market/domain';

const CONFIRM_FIELDS = {
  ...(Object.fromEntries(CONSIGNEE_FIELDS.map((field) => [field, true])) as Record<ConsigneeField, true>),
  contents: true,
} as const;

/** The confirm step's rules: every consignee field required (name and email rules) and the requirement text. */
export const confirmSchema = inquiryBodySchema.pick(CONFIRM_FIELDS);

/** The purchase page's: the confirm step's and its destination, chosen on the same page. */
export const purchaseConfirmSchema = inquiryBodySchema.pick({
  ...CONFIRM_FIELDS,
  selectCountry: true,
  selectPort: true,
});

/** What the consignee form checks: the consignee, the requirement, and on the purchase page the destination. */
export type ConsigneeFormValues = ConsigneeValues & {
  contents: string;
  selectCountry?: number | null;
  selectPort?: number | null;
};

export function consigneeValues(consignee: Consignee): ConsigneeValues {
  return Object.fromEntries(CONSIGNEE_FIELDS.map((field) => [field, consignee[field]])) as ConsigneeValues;
}

/** Selecting a card marks it the default and every other saved. */
export function selectConsignee(list: readonly Consignee[], uciNo: number): Consignee[] {
  return list.map((consignee) => ({
    ...consignee,
    flag: consignee.uciNo === uciNo ? CONSIGNEE_FLAG.default : CONSIGNEE_FLAG.saved,
  }));
}

/** The consignee list as the list dialog opens it: on the new tab nothing is marked. */
export function listAsOpened(list: readonly Consignee[], tab: 0 | 1, chosen: number | null): Consignee[] {
  return list.map((consignee) => ({
    ...consignee,
    flag: tab === 0 && consignee.uciNo === chosen ? CONSIGNEE_FLAG.default : CONSIGNEE_FLAG.saved,
  }));
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
  const flag = list.some((consignee) => consignee.flag === CONSIGNEE_FLAG.default)
    ? CONSIGNEE_FLAG.saved
    : CONSIGNEE_FLAG.default;
  return [...list, { ...values, requirement, flag }];
}
