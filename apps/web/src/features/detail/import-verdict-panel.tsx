import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { countryIn, localizedName, type DetailResponse, type LanguageCode } from '@market/domain';
import { ImportVerdict } from '../../components/import-verdict.tsx';
import { LandedCost } from '../../components/landed-cost.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';

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
      <ImportVerdict
        itemNo={detail.item.itemNo}
        countryCode={country ? country.countryCode : null}
        countryName={country ? localizedName(country, 'countryName', language) : ''}
        language={language}
      />
      <LandedCost
        itemNo={detail.item.itemNo}
        countryCode={country ? country.countryCode : null}
        smvpNo={0}
        countryName={country ? localizedName(country, 'countryName', language) : ''}
        language={language}
      />
    </section>
  );
}
