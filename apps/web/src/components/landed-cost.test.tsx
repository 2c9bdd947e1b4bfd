import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landedCostAnswerSchema, MASKED_PRICE, type LandedCostAnswer } from '@market/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { LandedCost } from './landed-cost.tsx';

const rate = {
  valueMarginPct: 30,
  sourceUrl: 'https://www.kra.go.ke/',
  checkedOn: '2026-11-23',
  status: 'toVerify' as const,
  note: '',
  engNote: '',
  fraNote: '',
  arNote: '',
  ruNote: '',
  esNote: '',
};
const line = (low: number | null, high: number | null) => ({
  kind: 'excise' as const,
  code: '',
  sourceUrl: '',
  basis: 'customs' as const,
  plus: ['duty' as const],
  factors: ['engine' as const],
  rateLowBp: 2000,
  rateHighBp: 3500,
  perCcLow: null,
  perCcHigh: null,
  unknown: false,
  low,
  high,
});
const kenya = (masked: boolean): LandedCostAnswer => ({
  countryCode: 'KE',
  category: 1,
  vehicleClass: 'passenger',
  masked,
  freightIncluded: true,
  vehicleTotal: masked ? null : 10_000,
  rate,
  estimate: {
    customsValueLow: masked ? null : 10_000,
    customsValueHigh: masked ? null : 13_000,
    lines: [masked ? line(null, null) : line(2_500, 4_375)],
    incomplete: false,
    totalLow: masked ? null : 2_500,
    totalHigh: masked ? null : 4_375,
  },
});

function show(answer: LandedCostAnswer) {
  vi.stubGlobal(
    'fetch',
    // Parsed with the server's schema (shared code may not import testing/api-fixture.ts, decision 0130).
    vi.fn(async () => Response.json(landedCostAnswerSchema.parse(answer))),
  );
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <LandedCost itemNo={7} countryCode="KE" smvpNo={3} countryName="Kenya" language={1} />
      </QueryClientProvider>
    </Suspense>,
  );
  return screen.findByRole('region', { name: 'Estimated cost at home: Kenya' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the landed cost estimate', () => {
  it('shows each line with its basis and range, the total and "estimate, not a quote"', async () => {
    await initI18n(1);
    const region = await show(kenya(false));
    const excise = within(region).getByRole('row', { name: /^Excise duty/ });
    expect(excise.textContent).toContain('20% – 35% of customs value + Import duty · by engine size');
    expect(excise.textContent).toContain('$2,500 – $4,375');
    expect(region.textContent).toContain('Estimate, not a quote');
    expect(region.textContent).toContain('Customs value: $10,000 – $13,000 (your C&F/CIF total');
  });

  it('masks every amount where prices are masked, and keeps the rates', async () => {
    await initI18n(1);
    const region = await show(kenya(true));
    const excise = within(region).getByRole('row', { name: /^Excise duty/ });
    expect(excise.textContent).toContain(MASKED_PRICE);
    expect(excise.textContent).toContain('20% – 35%');
    expect(region.textContent).not.toContain('$2,500');
    expect(region.textContent).toContain('Log in to see the amounts.');
  });

  it('says when the country has no estimate yet', async () => {
    await initI18n(1);
    const region = await show({ ...kenya(false), rate: null, estimate: null });
    expect(region.textContent).toContain('No estimate for this country yet.');
  });
});
