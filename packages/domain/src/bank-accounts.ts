import { z } from 'zod';
import { sealedSetSchema } from './vehicle-handover.ts';
import { INQUIRY_STATE, invoiceValid } from './inquiry.ts';

/**
 * Invoices a fraudster cannot fake (issue 19, docs/decisions/0150-0152): the beneficiary bank accounts staff keep,
 * changed only with a second staff member's approval, and the verification code every invoice carries.
 */

/** Base32 without the look-alikes 0/O and 1/I: a code read off paper or a phone screen is typed right. */
export const INVOICE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 12 characters of 32: 60 bits, so guessing one among a million invoices takes about 10^12 tries. */
export const INVOICE_CODE_LENGTH = 12;

const codePattern = new RegExp(`^[${INVOICE_CODE_ALPHABET}]{${INVOICE_CODE_LENGTH}}$`);

/** A code as a person may type it (lower case, spaces or dashes between groups) in its one stored spelling. */
export function normalizeVerificationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isVerificationCode(code: string): boolean {
  return codePattern.test(code);
}

/** A code from random bytes (the server gives crypto.randomBytes): each byte's last 5 bits pick a letter. */
export function verificationCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < INVOICE_CODE_LENGTH) throw new Error('not enough random bytes');
  return Array.from(bytes.subarray(0, INVOICE_CODE_LENGTH), (byte) => INVOICE_CODE_ALPHABET[byte % 32]).join('');
}

/** "ABCD EFGH JKLM": how a code is printed, in groups of four. */
export function formatVerificationCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A buyer's name as a stranger holding the code may see it: the first letter of each word, the rest starred
 * ("Maria Gonzalez" -> "M**** G*******"), enough to recognise one's own invoice and too little to learn a name.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const letters = Array.from(word);
      return letters.length <= 1 ? '*' : `${letters[0]}${'*'.repeat(letters.length - 1)}`;
    })
    .join(' ');
}

const text = (max: number) => z.string().trim().min(2).max(max);

/** The details of a beneficiary account, as staff enter them and as every invoice prints them. */
export const bankAccountFieldsSchema = z.object({
  beneficiary: text(120),
  bankName: text(120),
  bankAddress: z.string().trim().max(200).default(''),
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'field.swift'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9 -]{3,40}$/i, 'field.accountNumber'),
  currency: z.enum(['USD', 'EUR', 'KRW', 'JPY']).default('USD'),
});
export type BankAccountFields = z.infer<typeof bankAccountFieldsSchema>;

export const bankAccountSchema = bankAccountFieldsSchema.extend({
  accountNo: z.number(),
  active: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** One line naming the account (the invoice PDF, the staff console). */
export function formatBankAccount(account: BankAccountFields): string {
  return [
    account.beneficiary,
    `${account.bankName}${account.bankAddress ? `, ${account.bankAddress}` : ''} (SWIFT ${account.swift})`,
    `${account.currency} ${account.accountNumber}`,
  ].join(' · ');
}

/** A proposed change: a new account, new details for an active one, or an active one retired. */
export const bankAccountChangeBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add'),
    account: bankAccountFieldsSchema,
    reason: z.string().trim().max(300).default(''),
  }),
  z.object({
    kind: z.literal('edit'),
    accountNo: z.number().int().positive(),
    account: bankAccountFieldsSchema,
    reason: z.string().trim().max(300).default(''),
  }),
  z.object({
    kind: z.literal('retire'),
    accountNo: z.number().int().positive(),
    reason: z.string().trim().max(300).default(''),
  }),
]);
export type BankAccountChangeBody = z.infer<typeof bankAccountChangeBodySchema>;
export type BankAccountChangeKind = BankAccountChangeBody['kind'];

export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

export const bankAccountChangeSchema = z.object({
  changeNo: z.number(),
  kind: z.enum(['add', 'edit', 'retire']),
  accountNo: z.number().nullable(),
  account: bankAccountFieldsSchema.nullable(),
  /** The account's details before the change (edit and retire). */
  before: bankAccountFieldsSchema.nullable(),
  reason: z.string(),
  status: z.enum(BANK_CHANGE_STATUSES),
  proposedBy: z.string().nullable(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type BankAccountChange = z.infer<typeof bankAccountChangeSchema>;

export const bankAccountsViewSchema = z.object({
  accounts: z.array(bankAccountSchema),
  changes: z.array(bankAccountChangeSchema),
});
export type BankAccountsView = z.infer<typeof bankAccountsViewSchema>;

/**
 * Why a staff member may not decide a pending change, or null when they may. Two people: whoever proposed a change
 * may withdraw it (reject) but never approve it.
 */
export function bankChangeRefusal(
  change: { status: BankChangeStatus; proposedByNo: number | null },
  staffNo: number,
  decision: 'approve' | 'reject',
): 'notPending' | 'ownChange' | null {
  if (change.status !== 'pending') return 'notPending';
  if (decision === 'approve' && change.proposedByNo === staffNo) return 'ownChange';
  return null;
}

/** An invoice waits for payment in these states: its buyer is told when the bank details change. */
export const UNPAID_INVOICE_STATES: readonly number[] = [INQUIRY_STATE.invoiceIssuance, INQUIRY_STATE.invoiceConfirm];

/** The reminder mail goes this long before the deposit deadline. */
export const DEPOSIT_REMINDER_MS = 24 * 3_600_000;

/** What is left of the deposit deadline, for the buyer's countdown; all zero once it has passed. */
export function timeLeft(
  deadline: Date,
  now: Date,
): { days: number; hours: number; minutes: number; seconds: number; over: boolean } {
  const ms = Math.max(0, deadline.getTime() - now.getTime());
  const seconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    over: ms === 0,
  };
}

/**
 * What the verification page says of an invoice: open (pay before the deadline); receiptReceived (the buyer uploaded a
 * T/T receipt that staff have not confirmed yet: not "paid", since a rejected receipt sends the invoice back to open);
 * paid (staff confirmed the deposit); expired; superseded (a newer invoice replaced it, do not pay this one).
 */
export const INVOICE_CHECK_STATUSES = ['open', 'receiptReceived', 'paid', 'expired', 'superseded'] as const;
export type InvoiceCheckStatus = (typeof INVOICE_CHECK_STATUSES)[number];

/** The status of an invoice on the verification page, from its inquiry's state and whether it was replaced. */
export function invoiceCheckStatus(state: number, superseded: boolean): InvoiceCheckStatus {
  if (superseded) return 'superseded';
  if (state === INQUIRY_STATE.depositConfirmed) return 'paid';
  if (state === INQUIRY_STATE.paymentBeingConfirmed) return 'receiptReceived';
  return invoiceValid(state) ? 'open' : 'expired';
}

/** What the public verification page shows of an invoice: its figures, the buyer masked, and the one account to pay. */
export const invoiceVerificationSchema = z.object({
  code: z.string(),
  number: z.string(),
  amount: z.number(),
  currency: z.string(),
  issuedAt: z.string(),
  depositDeadline: z.string(),
  buyerName: z.string(),
  exporter: z.string(),
  status: z.enum(INVOICE_CHECK_STATUSES),
  account: bankAccountFieldsSchema.nullable(),
  /** The inquiry's sealed loading set: slots, hashes, sizes and times, never the files (decision 0256). */
  loadingSet: sealedSetSchema.nullable(),
});
export type InvoiceVerification = z.infer<typeof invoiceVerificationSchema>;
