/** Item categories of the spec. */
export const CATEGORY = { car: 1, special: 2 } as const;
export type Category = (typeof CATEGORY)[keyof typeof CATEGORY];

/**
 * Item flags of the spec's section 4. Three of them are "deleted": 1 by the seller, 4 and 5 by staff, for a problem
 * with the listing or because the seller or the vehicle is blocked (decision 0074).
 */
export const ITEM_FLAG = {
  normal: 0,
  deleted: 1,
  reserved: 2,
  soldOut: 3,
  removedForListing: 4,
  removedForBlock: 5,
} as const;
export const DELETED_FLAGS = [ITEM_FLAG.deleted, ITEM_FLAG.removedForListing, ITEM_FLAG.removedForBlock] as const;
/** Flags under which a listing is shown at all (deleted ones never are). */
export const LISTED_FLAGS = [ITEM_FLAG.normal, ITEM_FLAG.reserved, ITEM_FLAG.soldOut] as const;

export function isDeletedFlag(flag: number): boolean {
  return (DELETED_FLAGS as readonly number[]).includes(flag);
}

/** Deleted by staff (1 is deleted by the seller): the seller sees the reason but cannot restore it (decision 0074). */
export const STAFF_DELETED_FLAGS = [ITEM_FLAG.removedForListing, ITEM_FLAG.removedForBlock] as const;
export function isStaffDeletedFlag(flag: number): boolean {
  return (STAFF_DELETED_FLAGS as readonly number[]).includes(flag);
}

/** Option groups of the car form, with the spec's placeholder counts. */
export const OPTION_GROUPS = { safe: 19, outside: 5, inside: 24 } as const;
export type OptionGroup = keyof typeof OPTION_GROUPS;
export const UNDER_STATUS_COUNT = 3;
export const WORKING_STATUS_COUNT = 8;
/** underNo 1 is graded 1-5 (0%, 25%, 50%, 75%, 100%); workingNo 8 may be 2 (not applicable). */
export const GRADED_UNDER_NO = 1;
export const UNDER_GRADES = [1, 2, 3, 4, 5] as const;
export const OPTIONAL_WORKING_NO = 8;
/** The flag of an underside entry other than the graded one. */
export const UNDER_FLAG = { none: 0, yes: 1 } as const;
/** The flag of an operation entry; only workingNo 8 may be not applicable. */
export const WORKING_FLAG = { notWorking: 0, working: 1, notApplicable: 2 } as const;

export const FIRST_MODEL_YEAR = 1990;

/** Model years a seller can choose, newest first: next year's models are already on sale late in the year. */
export function modelYears(now: Date = new Date()): number[] {
  const last = now.getUTCFullYear() + 1;
  return Array.from({ length: last - FIRST_MODEL_YEAR + 1 }, (_, i) => last - i);
}
