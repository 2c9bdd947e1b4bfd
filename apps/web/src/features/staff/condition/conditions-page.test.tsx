import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionViewSchema, pendingConditionSchema, type ConditionView } from '@market/domain';
import { z } from 'zod';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const DECLARED: ConditionView = {
  itemNo: 12,
  masked: false,
  state: 'declared',
  verifiedAt: null,
  verifiedBy: null,
  updatedAt: '2026-11-20T01:02:03.456Z',
  inspection: {
    inspectedOn: '2026-11-01',
    inspector: 'Busan Inspection',
    odometerKm: 40_000,
    frameDamage: false,
    flood: false,
    fire: false,
    tuning: false,
    panels: [{ panel: 'hood', mark: 'exchanged' }],
    systems: [],
  },
  history: null,
  documents: [
    {
      docNo: 5,
      kind: 'inspection',
      fileName: 'scan.jpg',
      contentType: 'image/webp',
      uploadedAt: '2026-11-20T00:00:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('condition records in the staff console', { timeout: 30_000 }, () => {
  it('lists what waits, opens one beside its originals and marks the version shown verified', async () => {
    const calls = stubStaffApi(({ url, method }) => {
      if (url === '/api/staff/conditions')
        return apiAnswer(z.array(pendingConditionSchema), [
          { itemNo: 12, updatedAt: DECLARED.updatedAt!, inspection: true, history: false, documents: 1 },
        ]);
      if (url === '/api/staff/conditions/12') return apiAnswer(conditionViewSchema, DECLARED);
      if (url === '/api/staff/conditions/12/verify' && method === 'PUT')
        return apiAnswer(conditionViewSchema, {
          ...DECLARED,
          state: 'verified',
          verifiedAt: '2026-11-21T00:00:00.000Z',
          verifiedBy: 'demo-staff',
        });
      return undefined;
    });
    const user = userEvent.setup();
    await renderApp('/admin/conditions');
    await user.click(await screen.findByRole('link', { name: 'Check CB12' }, { timeout: 15_000 }));
    const original = await screen.findByRole('link', { name: 'Inspection record: scan.jpg' }, { timeout: 15_000 });
    expect(original.getAttribute('href')).toBe('/api/items/12/condition/documents/5');
    expect(screen.getByText('Declared by the seller')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark verified' }));
    expect(await screen.findByText('Marked verified.')).toBeTruthy();
    expect(screen.getByText(/by demo-staff/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark verified' })).toBeNull();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ updatedAt: DECLARED.updatedAt });
    expect(within(document.body).getByRole('navigation', { name: 'Staff console sections' })).toBeTruthy();
  });
});
