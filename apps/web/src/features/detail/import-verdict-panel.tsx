import { Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { countryIn, localizedName, type DetailResponse, type LanguageCode } from '@market/domain';
import { Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { lazyNamed } from '../../lib/lazy.ts';

const CountryVerdict = lazyNamed(() => import('./country-verdict.tsx'), 'CountryVerdict');

/** Beside the price: may this vehicle enter the buyer's country (or the one they pick), and what may it cost there? */
export function ImportVerdictPanel({ detail, language }: { detail: DetailResponse; language: LanguageCode }) {
  const { t } = useTranslation();
  const own = countryIn(detail.countryList, { countryCode: detail.countryCode });
  const [countryCode, setCountryCode] = useState(own ? detail.countryCode : '');
  const country = countryIn(detail.countryList, { countryCode });
  return (
    <section className="import-verdict-panel" aria-label={t('importVerdict.country')}>
      <div className="import-verdict-panel__country">
        <PlainSelect label={t('importVerdict.country')} value={countryCode} onChange={setCountryCode} wide>
          <option value="">-</option>
          {detail.countryList.map((entry) => (
            <option key={entry.countryCode} value={entry.countryCode}>
              {localizedName(entry, 'countryName', language)}
            </option>
          ))}
        </PlainSelect>
      </div>
      {country && (
        <Suspense fallback={<Placeholder variant="rounded" height={72} label={t('importVerdict.loading')} />}>
          <CountryVerdict
            itemNo={detail.item.itemNo}
            countryCode={country.countryCode}
            countryName={localizedName(country, 'countryName', language)}
            language={language}
          />
        </Suspense>
      )}
    </section>
  );
}
