import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailResponseSchema, MASKED_PRICE, MASKED_VALUE, ROUTES, type ConditionSummary } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { detailResponse, names } from '../../testing/detail-response.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { ComparePage } from './compare-page.tsx';

/** Listing 7 a Sonata at $10,000, listing 8 a K5 at $12,000 with a verified condition record; masked for a visitor. */
function fakeApi(masked: boolean) {
  const verified: ConditionSummary = {
    inspection: true,
    history: true,
    inspectedOn: '2026-10-02',
    state: 'verified',
    verifiedAt: '2026-10-05T09:00:00Z',
    markedPanels: masked ? null : 2,
    framePanels: masked ? null : 0,
    accidentClaims: masked ? null : 1,
    rollback: masked ? null : false,
  };
  const answer = (itemNo: number, model: string, sellPrice: number, condition: ConditionSummary | null = null) =>
    detailResponse({
      item: {
        itemNo,
        ...names('model', model),
        masked,
        sellPrice: masked ? null : sellPrice,
        mileage: masked ? null : 80_000,
        condition,
      },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/pages/detail?itemNo=7') return apiAnswer(detailResponseSchema, answer(7, 'Sonata', 10_000));
      if (url === '/api/pages/detail?itemNo=8')
        return apiAnswer(detailResponseSchema, answer(8, 'K5', 12_000, verified));
      if (url === '/api/pages/detail?itemNo=9') return apiError('ITEM_NOT_FOUND');
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
}

const renderCompare = (items: string) =>
  renderRoutes([{ path: ROUTES.compare, element: <ComparePage /> }], [`${ROUTES.compare}?items=${items}`]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the compare page', () => {
  it('puts the listings of the link side by side, with the condition record in short where there is one', async () => {
    fakeApi(false);
    await renderCompare('7,8,9');
    const table = await screen.findByRole('table', { name: 'Compare listings' });
    expect(await within(table).findAllByRole('columnheader')).toHaveLength(2);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Price')).toContain('$10,000');
    expect(row('Price')).toContain('$12,000');
    expect(row('Inspection record')).toContain('No inspection record');
    expect(row('Inspection record')).toContain('Verified by staff · 2 panels repaired or replaced · 1 insurance claim');
    expect(screen.getByRole('alert').textContent).toContain('could not be shown');
  });

  it('shows a visitor the masks the detail page shows', async () => {
    fakeApi(true);
    await renderCompare('7,8');
    const table = await screen.findByRole('table', { name: 'Compare listings' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Price')).toContain(MASKED_PRICE);
    expect(row('Price with freight to the port')).toContain(MASKED_PRICE);
    expect(row('Mileage')).toContain(MASKED_VALUE);
    expect(row('Inspection record')).toContain('Verified by staff');
    expect(row('Inspection record')).not.toContain('Insurance claims');
  });
});
