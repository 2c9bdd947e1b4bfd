import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceVerificationSchema, type InvoiceVerification } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';

const ANSWER: InvoiceVerification = {
  code: '23456789ABCD',
  number: 'INV-2026-000012-1',
  amount: 12_500,
  currency: 'USD',
  issuedAt: '2026-11-23T01:00:00.000Z',
  depositDeadline: '2026-11-30T14:59:59.000Z',
  buyerName: 'M**** G*******',
  exporter: 'RH Group',
  status: 'open',
  account: {
    beneficiary: 'RH Group Co., Ltd.',
    bankName: 'Woori Bank',
    bankAddress: 'Seoul',
    swift: 'HVBKKRSE',
    accountNumber: '1005-803-123456',
    currency: 'USD',
  },
  loadingSet: null,
};
const SHA = 'a'.repeat(64);

/** The fake API: a visitor, and `answer` for the code checked. */
function stubVerify(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/verify/') ? answer() : apiError('UNAUTHORIZED'))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the invoice verification page', { timeout: 60_000 }, () => {
  it('shows the figures, the masked buyer, the one account and the warning', async () => {
    stubVerify(() => apiAnswer(invoiceVerificationSchema, ANSWER));
    await renderApp('/verify/23456789ABCD');
    expect(await screen.findByText('INV-2026-000012-1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('$12,500')).toBeTruthy();
    expect(screen.getByText('M**** G*******')).toBeTruthy();
    const account = screen.getByRole('region', { name: 'The one account to pay' });
    expect(account.textContent).toContain('HVBKKRSE');
    expect(account.textContent).toContain('USD 1005-803-123456');
    expect(screen.getByRole('note').textContent).toBe(
      'We never change bank details by e-mail. Pay only to the account shown on the verification page.',
    );
  });

  it('lists the sealed loading set with its hashes in Arabic, right to left, and links no picture', async () => {
    const loadingSet = {
      sealedAt: '2026-11-21T08:00:00.000Z',
      files: [
        { slot: 'rear' as const, sha256: 'b'.repeat(64), size: 2048, uploadedAt: '2026-11-21T07:40:00.000Z' },
        { slot: 'front' as const, sha256: SHA, size: 1024, uploadedAt: '2026-11-21T07:30:00.000Z' },
      ],
    };
    stubVerify(() => apiAnswer(invoiceVerificationSchema, { ...ANSWER, status: 'paid', loadingSet }));
    await renderApp('/verify/23456789ABCD', 3);
    const table = await screen.findByRole('table', { name: 'مجموعة التحميل المختومة' }, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'اللقطةSHA-256الحجم (بايت)وقت الالتقاط (UTC)',
      `الأمام${SHA}10242026-11-21 07:30`,
      `الخلف${'b'.repeat(64)}20482026-11-21 07:40`,
    ]);
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says "Paid" only once staff confirmed the payment; a receipt being checked is not paid', async () => {
    stubVerify(() => apiAnswer(invoiceVerificationSchema, { ...ANSWER, status: 'receiptReceived' }));
    await renderApp('/verify/23456789ABCD', 4);
    expect(await screen.findByText('Квитанция получена, проверяется', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Оплачен/);
  });

  it('says plainly, in the reader language, that no invoice has an unknown code', async () => {
    stubVerify(() =>
      apiError('NOT_FOUND', 'لا توجد فاتورة بهذا الرمز. لا تدفع هذه الفاتورة: تحقّق من الرمز واتصل بنا مباشرة.'),
    );
    await renderApp('/verify/ZZZZZZZZZZZZ', 3);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('رمز غير معروف');
    expect(alert.textContent).toContain('لا توجد فاتورة بهذا الرمز');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
