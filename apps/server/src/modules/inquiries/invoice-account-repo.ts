import { sql, type SQL } from 'drizzle-orm';
import type { BankAccountFields } from '@market/domain';
import { invoices } from '../../db/schema/index.ts';

/**
 * The account an invoice names, as JSON (BankAccountFields) or null: its own account while it is active, else the
 * first active one (docs/decisions/0151). Every reader of an invoice (pages, the PDF, the verification page) takes its
 * account from here, so none can show an account that is off the active list.
 */
export const invoiceAccount: SQL<BankAccountFields | null> = sql<BankAccountFields | null>`(
  SELECT jsonb_build_object('beneficiary', b.beneficiary, 'bankName', b.bank_name, 'bankAddress', b.bank_address,
    'swift', b.swift, 'accountNumber', b.account_number, 'currency', b.currency)
  FROM bank_accounts b WHERE b.active
  ORDER BY b.account_no = ${invoices.bankAccountNo} DESC NULLS LAST, b.account_no LIMIT 1)`;
