import { z } from 'zod';
import { emailField, FIELD_MESSAGES, nameField, phoneField, requiredText, TEXT_MAX } from './validation.ts';

/** The spec's Consignee. flag 1 marks the default (at most one per user). */
export const consigneeSchema = z.object({
  uciNo: z.number().int(),
  flag: z.union([z.literal(0), z.literal(1)]),
  userName: z.string(),
  userPhone: z.string(),
  userEmail: z.string(),
  userConsigneeName: z.string(),
  userConsigneeAddress: z.string(),
  userDocumentAddress: z.string(),
  requirement: z.string(),
});
export type Consignee = z.infer<typeof consigneeSchema>;

/** The six fields a buyer types for a consignee, in the order the forms show them, with their input types. */
export const CONSIGNEE_FIELD_TYPES = {
  userName: 'text',
  userPhone: 'tel',
  userEmail: 'email',
  userConsigneeName: 'text',
  userConsigneeAddress: 'text',
  userDocumentAddress: 'text',
} as const;
export type ConsigneeField = keyof typeof CONSIGNEE_FIELD_TYPES;
export const CONSIGNEE_FIELDS = Object.keys(CONSIGNEE_FIELD_TYPES) as ConsigneeField[];
export type ConsigneeValues = Record<ConsigneeField, string>;
export const EMPTY_CONSIGNEE: ConsigneeValues = {
  userName: '',
  userPhone: '',
  userEmail: '',
  userConsigneeName: '',
  userConsigneeAddress: '',
  userDocumentAddress: '',
};

/**
 * An edit of a consignee form: with 'same address' ticked the consignee address is copied to the document address;
 * editing the document address to something else unticks it.
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

/** One consignee as a form edits it: every field required, with the name and email rules. */
export const consigneeInputSchema = z.object({
  /** Absent for a new consignee. */
  uciNo: z.number().int().positive().optional(),
  flag: z.union([z.literal(0), z.literal(1)]).default(0),
  userName: nameField,
  userPhone: phoneField,
  userEmail: emailField,
  userConsigneeName: requiredText(200),
  userConsigneeAddress: requiredText(),
  userDocumentAddress: requiredText(),
  requirement: z.string().trim().max(TEXT_MAX, FIELD_MESSAGES.invalid).default(''),
});
export type ConsigneeInput = z.input<typeof consigneeInputSchema>;

/** A saved consignee's flag: the default one (at most one per user) is 1. */
export const CONSIGNEE_FLAG = { saved: 0, default: 1 } as const;

export const MAX_CONSIGNEES = 20;

/** PUT /api/user/consignee: the user's whole list, as it should be after the call. */
export const consigneeListBodySchema = z.object({
  userNo: z.number().int().optional(),
  consigneeList: z
    .array(consigneeInputSchema)
    .max(MAX_CONSIGNEES, FIELD_MESSAGES.invalid)
    .refine((list) => list.filter((c) => c.flag === CONSIGNEE_FLAG.default).length <= 1, FIELD_MESSAGES.invalid),
});

/** The default-consignee lookup: count is 1 when a default exists (its fields follow), else 0. */
export const defaultConsigneeSchema = z.object({ count: z.number().int() }).extend(consigneeSchema.partial().shape);
export type DefaultConsignee = z.infer<typeof defaultConsigneeSchema>;
