import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, detailResponseSchema, formatUsd, type LanguageCode } from '@market/domain';
import { fakeApi, renderDialog, vessels } from '../features/inquiry/inquiry-test-fixture.tsx';
import { apiAnswer, apiError } from './api-fixture.ts';
import { detailResponse } from './detail-response.ts';
import { renderApp } from './render-app.tsx';
import { testUser } from './users.ts';

/**
 * Issue 35: every amount of the detail page and of the inquiry dialog is written by the one money formatter, in Arabic
 * and Russian too ("10,990$" beside "$3,847" was the bug). Every money-looking text must have the formatter's shape,
 * and the fixture's amounts must read as the formatter writes them. The lint rule of decision 0241 keeps other money
 * formatting out of the sources; this holds what the screens really show.
 */

/** Anything written as money: a dollar sign before or after digits. */
const MONEY = /−?\$\s*\d[\d,.]*|\d[\d,.]*\s*\$/g;
/** What formatUsd writes: "$12,500", "−$1,500", "$5.57". */
const FORMATTED = /^−?\$\d{1,3}(,\d{3})*(\.\d{2})?$/;

function expectOnlyFormattedMoney(container: HTMLElement) {
  const amounts = container.textContent!.match(MONEY) ?? [];
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount.trim()).toMatch(FORMATTED);
}

const LANGUAGES: [string, LanguageCode][] = [
  ['Arabic', 3],
  ['Russian', 4],
];

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('amounts written by the one money formatter', { timeout: 60_000 }, () => {
  it.each(LANGUAGES)('on the detail page in %s: the price, the struck price and the discount', async (_, language) => {
    const detail = detailResponse({ item: { sellPrice: 12_500, discountPrice: 10_990, partners: true } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/user/me') return apiAnswer(currentUserSchema, testUser());
        if (url.startsWith('/api/pages/detail')) return apiAnswer(detailResponseSchema, detail);
        return apiError('ROUTE_NOT_FOUND');
      }),
    );
    await renderApp(`/item/detail/car/${detail.item.itemNo}`, language);
    await waitFor(() => expect(document.body.textContent).toContain(formatUsd(10_990)), { timeout: 15_000 });
    expect(document.body.textContent).toContain(formatUsd(12_500));
    expectOnlyFormattedMoney(document.body);
  });

  it.each(LANGUAGES)("in the inquiry dialog's terms in %s: freight, total and price", async (_, language) => {
    fakeApi({ hasDefault: true, answer: vessels });
    const dialog = await renderDialog(undefined, language);
    await waitFor(() => expect(dialog.textContent).toContain(formatUsd(11_200)));
    expect(dialog.textContent).toContain(formatUsd(1_200));
    expect(dialog.textContent).toContain(formatUsd(10_000));
    expectOnlyFormattedMoney(dialog);
  });
});
