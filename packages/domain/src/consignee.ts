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

export const MAX_CONSIGNEES = 20;

/** PUT /api/user/consignee: the user's whole list, as it should be after the call. */
export const consigneeListBodySchema = z.object({
  userNo: z.number().int().optional(),
  consigneeList: z
    .array(consigneeInputSchema)
    .max(MAX_CONSIGNEES, FIELD_MESSAGES.invalid)
    .refine((list) => list.filter((c) => c.flag === 1).length <= 1, FIELD_MESSAGES.invalid),
});

/** The default-consignee lookup: count is 1 when a default exists (its fields follow), else 0. */
export const defaultConsigneeSchema = z.object({ count: z.number().int() }).extend(consigneeSchema.partial().shape);
export type DefaultConsignee = z.infer<typeof defaultConsigneeSchema>;
