import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicRates } from '@market/domain';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { CurrencySelect, IndicativePrice } from './indicative-price.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The API: a buyer in Russia (or a visitor), a fresh rouble rate and a tenge rate eight days old. */
function fakeApi(countryCode: string | null) {
  const rates: PublicRates = {
    rates: [
      { currency: 'RUB', perUsd: 90.5, ratedOn: daysAgo(1), source: 'Test bank' },
      { currency: 'KZT', perUsd: 500, ratedOn: daysAgo(8), source: 'Test bank' },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/currency-rates') return json(200, rates);
      if (url === '/api/user/me' && countryCode) {
        return json(200, { userNo: 1, userId: 'buyer', userFlag: 0, countryCode, name: 'Buyer', staff: false });
      }
      return json(401, { code: 'UNAUTHORIZED', message: 'Please log in.' });
    }),
  );
}

async function renderPrice(usd: number, language: 1 | 4 = 1) {
  await initI18n(language);
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <p data-testid="price">
          <IndicativePrice usd={usd} detailed />
        </p>
        <CurrencySelect />
      </QueryClientProvider>
    </Suspense>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the indicative price', () => {
  it("shows a buyer in Russia the amount in roubles with the rate's day and source, and that invoices are in dollars", async () => {
    fakeApi('RU');
    await renderPrice(10_000, 4);
    const price = screen.getByTestId('price');
    await waitFor(() => expect(price.textContent).toContain('≈ 905\u00a0000\u00a0₽'));
    expect(price.textContent).toContain('Ориентировочно, по курсу на');
    expect(price.textContent).toContain('(Test bank)');
    expect(price.textContent).toContain('Счета и платежи — в долларах США.');
  });

  it('offers only the rates that may be shown, and US dollars alone, kept for the next page', async () => {
    fakeApi(null);
    await renderPrice(10_000);
    const select = await screen.findByRole('combobox', { name: 'Also show prices in' });
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual(['none', 'RUB']);
    await userEvent.selectOptions(select, 'RUB');
    const price = screen.getByTestId('price');
    await waitFor(() => expect(price.textContent).toContain('≈ RUB\u00a0905,000'));
    await userEvent.selectOptions(select, 'none');
    expect(price.textContent).toBe('');
    expect(localStorage.getItem('market.currency')).toBe('none');
  });

  it('shows nothing for a currency whose rate is more than seven days old', async () => {
    fakeApi('KZ');
    await renderPrice(10_000);
    await screen.findByRole('combobox', { name: 'Also show prices in' });
    expect(screen.getByTestId('price').textContent).toBe('');
  });
});
