import { convertUsd, formatCurrency } from '@market/domain';
import { formatDay } from '../../lib/format.ts';
import {
  chooseCurrency,
  NO_CURRENCY,
  useCurrencyRates,
  useIndicativeCurrency,
  useIndicativeRate,
} from '../../lib/indicative-currency.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { PlainSelect } from './plain-field.tsx';

/**
 * An indicative amount beside a US dollar price, in the reader's currency (decision 0266): nothing until the browser
 * knows the currency and holds a rate at most 7 days old. `detailed` adds the rate's day and source and that invoices
 * and payments stay in US dollars.
 */
export function IndicativePrice({ usd, detailed = false }: { usd: number | null; detailed?: boolean }) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const rate = useIndicativeRate();
  if (usd === null || !rate) return null;
  const amount = formatCurrency(convertUsd(usd, rate.perUsd), rate.currency, tag);
  const basis = t('currency.basis', { date: formatDay(rate.ratedOn, tag), source: rate.source });
  return (
    <span className="indicative-price">
      <bdi dir="ltr" className="indicative-price__amount" title={detailed ? undefined : basis}>
        {amount}
      </bdi>
      {detailed && (
        <span className="indicative-price__basis">
          {' '}
          {basis} {t('currency.usdOnly')}
        </span>
      )}
    </span>
  );
}

/** The reader's choice of currency for indicative prices: those with a current rate, or US dollars alone. */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const currency = useIndicativeCurrency();
  const rates = useCurrencyRates();
  if (rates.length === 0) return null;
  const names = new Intl.DisplayNames([tag], { type: 'currency' });
  return (
    <PlainSelect label={t('currency.label')} value={currency ?? NO_CURRENCY} onChange={chooseCurrency}>
      <option value={NO_CURRENCY}>{t('currency.none')}</option>
      {rates.map((rate) => (
        <option key={rate.currency} value={rate.currency}>
          {`${names.of(rate.currency) ?? rate.currency} (${rate.currency})`}
        </option>
      ))}
    </PlainSelect>
  );
}
