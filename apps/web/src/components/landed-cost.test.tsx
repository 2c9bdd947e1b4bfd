import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatUsd,
  LANDED_COST_ACRONYMS,
  LANDED_COST_CHARGES,
  LANDED_COST_FACTORS,
  LANDED_COST_KINDS,
  LANGUAGE_TAGS,
  landedCostAnswerSchema,
  MASKED_PRICE,
  type LandedCostAnswer,
  type LanguageCode,
} from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n/i18n.ts';
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

function show(answer: LandedCostAnswer, language: LanguageCode = 1) {
  vi.stubGlobal(
    'fetch',
    // Parsed with the server's schema (shared code may not import testing/api-fixture.ts, decision 0130).
    vi.fn(async () => Response.json(landedCostAnswerSchema.parse(answer))),
  );
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <LandedCost itemNo={7} countryCode="KE" smvpNo={3} countryName="Kenya" language={language} />
      </QueryClientProvider>
    </Suspense>,
  );
  return screen.findByRole('region', { name: /Kenya/ });
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
    expect(region.textContent).toContain('Customs value: \u2066$10,000 – $13,000\u2069 (your C&F/CIF total');
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

describe('the words and amounts of a line (issue 35)', () => {
  it('has every text a line can show in all six languages: kinds, factors, named charges, acronyms described', async () => {
    const keys = [
      ...LANDED_COST_KINDS.map((kind) => `landedCost.kind.${kind}`),
      ...LANDED_COST_FACTORS.map((factor) => `landedCost.factor.${factor}`),
      ...LANDED_COST_CHARGES.map((charge) => `landedCost.charge.${charge}`),
      ...LANDED_COST_ACRONYMS.map((acronym) => `landedCost.acronym.${acronym}`),
      'landedCost.basis.perCc',
      'landedCost.basis.unknown',
      'landedCost.unknownAmount',
      'landedCost.incomplete',
    ];
    for (const tag of LANGUAGE_TAGS) {
      const messages = await loadNamespace(tag, 'common');
      for (const key of keys) expect(lookup(messages, key), `${tag}: ${key}`).toBeTruthy();
    }
  });

  it('names a charge in the language, prints an acronym as the authority writes it beside its description', async () => {
    await initI18n(4);
    const answer = kenya(false);
    const region = await show(
      {
        ...answer,
        estimate: {
          ...answer.estimate!,
          lines: [
            { ...line(100, 100), kind: 'levy', code: 'examinationFee' },
            { ...line(200, 200), kind: 'levy', code: 'NHIL' },
          ],
        },
      },
      4,
    );
    expect(within(region).getByRole('row', { name: /^Сбор за досмотр/ })).toBeTruthy();
    const nhil = within(region).getByRole('row', { name: /NHIL/ });
    expect(nhil.textContent).toContain('Сбор на национальное медицинское страхование');
    expect(region.textContent).not.toMatch(/Examination|levy|Surcharge|Exam fee/);
  });

  it('says which lines are not known and shows no total rather than part of a sum', async () => {
    await initI18n(1);
    const answer = kenya(false);
    const region = await show({
      ...answer,
      estimate: {
        ...answer.estimate!,
        lines: [
          line(2_500, 2_500),
          { ...line(null, null), kind: 'levy', code: 'recyclingFee', rateLowBp: null, rateHighBp: null, unknown: true },
        ],
        incomplete: true,
        totalLow: null,
        totalHigh: null,
      },
    });
    expect(within(region).queryByRole('row', { name: /Estimated total/ })).toBeNull();
    expect(within(region).getByRole('row', { name: /^Recycling fee/ }).textContent).toContain('not known');
    expect(within(region).getByRole('status').textContent).toBe(
      'No total: the rates of these charges are not known here: Recycling fee. Ask your clearing agent.',
    );
  });

  it('writes every amount with the one formatter, kept left to right in Arabic and Russian', async () => {
    for (const language of [3, 4] as const) {
      await initI18n(language);
      const region = await show(kenya(false), language);
      const text = region.textContent ?? '';
      const amounts = text.match(/[\d,]+\$|\$[\d,]+/g) ?? [];
      expect(amounts.length).toBeGreaterThan(0);
      // "10,990$" would be an amount written another way.
      for (const amount of amounts) expect(amount.startsWith('$'), amount).toBe(true);
      expect(text).toContain(`\u2066${formatUsd(10_000)} – ${formatUsd(13_000)}\u2069`);
      for (const cell of region.querySelectorAll('td bdi')) expect(cell.getAttribute('dir')).toBe('ltr');
      cleanup();
    }
  });
});
