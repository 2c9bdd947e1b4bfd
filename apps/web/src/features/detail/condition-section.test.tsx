import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conditionViewSchema,
  currentUserSchema,
  detailResponseSchema,
  EMPTY_HISTORY,
  type ConditionView,
} from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { detailResponse } from '../../testing/detail-response.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { testUser } from '../../testing/users.ts';

const VIEW: ConditionView = {
  itemNo: 7,
  masked: false,
  state: 'verified',
  verifiedAt: '2026-10-05T03:00:00.000Z',
  verifiedBy: null,
  updatedAt: '2026-10-04T03:00:00.000Z',
  inspection: {
    inspectedOn: '2026-10-01',
    inspector: 'Korea Automobile Inspection',
    odometerKm: 72_300,
    frameDamage: false,
    flood: false,
    fire: false,
    tuning: false,
    panels: [
      { panel: 'frontDoorLeft', mark: 'painted' },
      { panel: 'insidePanelRight', mark: 'welded' },
    ],
    systems: [{ system: 'engine', state: 'minorLeak' }],
  },
  history: {
    ...EMPTY_HISTORY,
    ownClaims: 1,
    ownClaimsWon: 1_500_000,
    mileage: [
      { readOn: '2021-05-01', km: 90_000, source: 'Inspection', rollback: false },
      { readOn: '2023-05-01', km: 60_000, source: 'Inspection', rollback: true },
    ],
  },
  documents: [
    {
      docNo: 3,
      kind: 'inspection',
      fileName: 'record.pdf',
      contentType: 'application/pdf',
      uploadedAt: '2026-10-02T00:00:00.000Z',
    },
  ],
};
const SUMMARY = {
  inspection: true,
  history: true,
  inspectedOn: '2026-10-01',
  state: 'verified' as const,
  verifiedAt: VIEW.verifiedAt,
  markedPanels: 2,
  framePanels: 1,
  accidentClaims: 1,
  rollback: true,
};

function fakeApi(masked: boolean) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/user/me') return masked ? apiError('UNAUTHORIZED') : apiAnswer(currentUserSchema, testUser());
    if (url.startsWith('/api/pages/detail')) {
      const condition = masked
        ? { ...SUMMARY, markedPanels: null, framePanels: null, accidentClaims: null, rollback: null }
        : SUMMARY;
      return apiAnswer(detailResponseSchema, detailResponse({ item: { masked, condition } }));
    }
    if (url === '/api/items/condition?itemNo=7') return apiAnswer(conditionViewSchema, VIEW);
    return apiError('ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the condition section of the detail page', { timeout: 30_000 }, () => {
  it('draws the diagram with words for each marked panel, the tables, the rollback and the verified mark', async () => {
    fakeApi(false);
    await renderApp('/item/detail/car/7');
    const section = await screen.findByRole('region', { name: 'Condition' }, { timeout: 15_000 });
    const diagram = await within(section).findByRole('group', { name: /2 marked panels/ }, { timeout: 15_000 });
    expect(within(diagram).getByRole('img', { name: 'Front left door: Painted' })).toBeTruthy();
    expect(within(diagram).getByRole('img', { name: 'Right inside panel: Welded' })).toBeTruthy();
    expect(within(section).getByText(/Verified by staff on/)).toBeTruthy();
    expect(within(section).getByRole('row', { name: /Engine Minor leak/ })).toBeTruthy();
    expect(within(section).getByText('Possible rollback: lower than an earlier reading')).toBeTruthy();
    expect(within(section).getByRole('row', { name: /Own damage claims 1 claim \(1,500,000 KRW\)/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Inspection record: record.pdf' }).getAttribute('href')).toBe(
      '/api/items/7/condition/documents/3',
    );
  });

  it('reads right to left in Arabic, in Arabic', async () => {
    fakeApi(false);
    await renderApp('/item/detail/car/7', 3);
    expect(document.documentElement.dir).toBe('rtl');
    const section = await screen.findByRole('region', { name: 'الحالة' }, { timeout: 15_000 });
    expect(
      await within(section).findByRole('img', { name: 'الباب الأمامي الأيسر: مطلي' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('shows a visitor the state only, asks them to log in, and never fetches the record', async () => {
    const fetch = fakeApi(true);
    await renderApp('/item/detail/car/7');
    const section = await screen.findByRole('region', { name: 'Condition' }, { timeout: 15_000 });
    expect(await within(section).findByText('Verified by staff on', { exact: false })).toBeTruthy();
    expect(within(section).getByText('Vehicle details are provided at login')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/items/condition'))).toBe(false);
  });
});
