import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INQUIRY_STATE as S, type InquirySummary } from '@market/domain';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { InquiryActions } from './inquiry-actions.tsx';

const invoice = {
  invoiceNo: 3,
  number: 'INV-2026-000007-1',
  amount: 12_500,
  bankAccount: 'Woori Bank',
  verificationCode: '23456789ABCD',
  depositDeadline: '2026-11-30T00:00:00.000Z',
  issuedAt: '2026-11-23T00:00:00.000Z',
  confirmedAt: null,
};

async function renderActions(state: number) {
  const inquiry = { ilNo: 7, state, invoice } as InquirySummary;
  await renderRoutes([
    { path: '/', element: <InquiryActions inquiry={inquiry} busy={false} onAction={() => {}} onUploaded={() => {}} /> },
  ]);
}

describe('the invoice of an inquiry in the list', () => {
  it('can be downloaded while it stands', async () => {
    await renderActions(S.invoiceConfirm);
    expect((await screen.findByRole('link', { name: 'Download invoice IQ7' })).getAttribute('href')).toBe(
      '/api/inquirys/invoice?ilNo=7',
    );
  });

  it('cannot be downloaded once expired, and the row says why', async () => {
    await renderActions(S.invoiceExpired);
    expect(await screen.findByText(/This invoice has expired\. Request a reissue/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download invoice IQ7' })).toBeNull();
    expect(screen.getByRole('button', { name: /IQ7/ })).toBeTruthy();
  });
});
