import { describe, expect, it } from 'vitest';
import {
  bankAccountChangeBodySchema,
  bankChangeRefusal,
  formatBankAccount,
  formatVerificationCode,
  invoiceCheckStatus,
  INVOICE_CODE_ALPHABET,
  INVOICE_CODE_LENGTH,
  isVerificationCode,
  maskName,
  normalizeVerificationCode,
  timeLeft,
  verificationCodeFrom,
} from './bank-accounts.ts';
import { INQUIRY_STATE } from './inquiry.ts';

describe('invoice verification codes', () => {
  it('use 32 characters without the look-alikes 0, O, 1 and I', () => {
    expect(new Set(INVOICE_CODE_ALPHABET).size).toBe(32);
    expect(INVOICE_CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('take one letter per random byte, evenly (256 is a multiple of 32)', () => {
    const bytes = Uint8Array.from({ length: INVOICE_CODE_LENGTH }, (_, index) => index * 33);
    const code = verificationCodeFrom(bytes);
    expect(code).toHaveLength(12);
    expect(isVerificationCode(code)).toBe(true);
    expect(verificationCodeFrom(new Uint8Array(12))).toBe('222222222222');
    expect(verificationCodeFrom(new Uint8Array(12).fill(255))).toBe('ZZZZZZZZZZZZ');
    expect(() => verificationCodeFrom(new Uint8Array(11))).toThrow();
  });

  it('are read as typed: lower case, spaces and dashes between groups; anything else is no code', () => {
    expect(normalizeVerificationCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(isVerificationCode('ABCDEFGHJKMN')).toBe(true);
    for (const bad of ['ABCDEFGHJKM', 'ABCDEFGHJKMNP', 'ABCDEFGHJKM0', 'ABCDEFGHJKMI', 'abcdefghjkmn', ''])
      expect(isVerificationCode(bad), bad).toBe(false);
    expect(formatVerificationCode('ABCDEFGHJKMN')).toBe('ABCD EFGH JKMN');
  });
});

describe('maskName', () => {
  it('keeps the first letter of each word', () => {
    expect(maskName('Maria Gonzalez')).toBe('M**** G*******');
    expect(maskName('  Ali  ')).toBe('A**');
    expect(maskName('김 민수')).toBe('* 민*');
    expect(maskName('محمد علي')).toBe('م*** ع**');
  });
});

describe('bank account changes', () => {
  it('need a second person to approve; the proposer may only withdraw', () => {
    const pending = { status: 'pending' as const, proposedByNo: 7 };
    expect(bankChangeRefusal(pending, 7, 'approve')).toBe('ownChange');
    expect(bankChangeRefusal(pending, 8, 'approve')).toBeNull();
    expect(bankChangeRefusal(pending, 7, 'reject')).toBeNull();
    expect(bankChangeRefusal({ status: 'approved', proposedByNo: 7 }, 8, 'approve')).toBe('notPending');
    expect(bankChangeRefusal({ status: 'rejected', proposedByNo: 7 }, 8, 'reject')).toBe('notPending');
  });

  it('validate the SWIFT code and account number, and print the account on one line', () => {
    const body = bankAccountChangeBodySchema.parse({
      kind: 'add',
      account: { beneficiary: 'RH Group', bankName: 'Woori Bank', swift: 'hvbkkrse', accountNumber: '1005-803-1' },
    });
    expect(body.kind === 'add' && formatBankAccount(body.account)).toBe(
      'RH Group · Woori Bank (SWIFT HVBKKRSE) · USD 1005-803-1',
    );
    const bad = bankAccountChangeBodySchema.safeParse({
      kind: 'add',
      account: { beneficiary: 'RH Group', bankName: 'Woori Bank', swift: 'HVB', accountNumber: '<script>' },
    });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      'field.swift',
      'field.accountNumber',
    ]);
    expect(bankAccountChangeBodySchema.safeParse({ kind: 'retire' }).success).toBe(false);
  });
});

describe('timeLeft', () => {
  it('counts down to the deadline and stops at zero', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(timeLeft(new Date('2030-01-02T03:04:05Z'), now)).toEqual({
      days: 1,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
    expect(timeLeft(new Date('2029-12-31T00:00:00Z'), now)).toMatchObject({ days: 0, seconds: 0, over: true });
  });
});

describe('invoiceCheckStatus', () => {
  it('says paid only once staff confirmed the deposit; a receipt alone is being checked', () => {
    expect(invoiceCheckStatus(INQUIRY_STATE.invoiceConfirm, false)).toBe('open');
    expect(invoiceCheckStatus(INQUIRY_STATE.paymentBeingConfirmed, false)).toBe('receiptReceived');
    expect(invoiceCheckStatus(INQUIRY_STATE.depositConfirmed, false)).toBe('paid');
    expect(invoiceCheckStatus(INQUIRY_STATE.invoiceExpired, false)).toBe('expired');
    expect(invoiceCheckStatus(INQUIRY_STATE.depositConfirmed, true)).toBe('superseded');
  });
});
