import { useQuery } from '@tanstack/react-query';
import { currencyOfCountry, isRateFresh, type PublicRate } from '@market/domain';
import { api } from './api-client.ts';
import { useBrowserValue } from './browser-value.ts';
import { AFTER_HYDRATION } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useCurrentUser } from './session.ts';

/**
 * The currency of indicative prices (issue 32, docs/decisions/0266): the one the reader chose, kept in this browser;
 * else the logged-in buyer's country's; else that of the browser's language region. Invoices stay in US dollars.
 */
const STORAGE_KEY = 'market.currency';
/** Chosen when the reader wants US dollars alone. */
export const NO_CURRENCY = 'none';

const listeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function chooseCurrency(currency: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // A browser that keeps nothing: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The region of the browser's language ("ru-RU" -> "RU"), for a visitor who has chosen nothing. */
function browserRegion(): string | null {
  if (typeof navigator === 'undefined') return null;
  const match = /-([A-Z]{2})\b/.exec(navigator.language ?? '');
  return match?.[1] ?? null;
}

/**
 * The currency to show beside US dollar prices, or null for none. The server render and the first render in the
 * browser read null, so a visitor's page stays the same for everyone (decision 0226) and hydrates without a mismatch.
 */
export function useIndicativeCurrency(): string | null {
  const user = useCurrentUser();
  const choice = useBrowserValue(subscribe, readChoice, NO_CURRENCY);
  if (choice === NO_CURRENCY) return null;
  if (choice) return choice;
  const fromCountry = currencyOfCountry(user?.countryCode ?? browserRegion());
  return fromCountry === 'USD' ? null : fromCountry;
}

/** The rates that may be shown (at most 7 days old), read once and shared by every price on the page. */
export function useCurrencyRates(): PublicRate[] {
  const { data } = useQuery({
    queryKey: queryKeys.currencyRates,
    queryFn: () => api.get('/currency-rates'),
    staleTime: 5 * 60_000,
    // An indication only: without the rates the page simply shows US dollars.
    retry: false,
    meta: AFTER_HYDRATION,
  });
  const now = new Date();
  return (data?.rates ?? []).filter((rate) => isRateFresh(rate.ratedOn, now));
}

/** The rate of the currency shown, or null when there is none or it is too old. */
export function useIndicativeRate(): PublicRate | null {
  const currency = useIndicativeCurrency();
  const rates = useCurrencyRates();
  return (currency && rates.find((rate) => rate.currency === currency)) || null;
}
