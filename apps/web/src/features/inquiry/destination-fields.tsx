import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { countryIn, localizedName, type LanguageCode } from '@market/domain';
import { NoPortNotice } from './no-port-notice.tsx';
import type { Country, Port } from './terms-rules.ts';

interface DestinationFieldsProps {
  language: LanguageCode;
  countries: Country[];
  ports: Port[];
  countryNo: number | null;
  portNo: number | null;
  onCountry(countryNo: number | null): void;
  onPort(portNo: number | null): void;
  required?: boolean;
  /** Field messages, already in the page's language. */
  countryError?: string | undefined;
  portError?: string | undefined;
  /** The chosen country has no port (its ports were loaded and are none): offer a price request for these items. */
  noPorts: boolean;
  itemNos: number[];
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The destination country and port selects of the inquiry dialog and the purchase form (children of their grid). */
export function DestinationFields(props: DestinationFieldsProps) {
  const { t } = useTranslation('inquiry');
  const { language } = props;
  const country = countryIn(props.countries, { countryNo: props.countryNo });
  return (
    <>
      <TextField
        select
        required={props.required}
        label={t('terms.country')}
        value={props.countryNo ?? ''}
        onChange={(event) => props.onCountry(numberOrNull(event.target.value))}
        error={Boolean(props.countryError)}
        helperText={props.countryError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('terms.countryPlaceholder')}</option>
        {props.countries.map((country) => (
          <option key={country.countryNo} value={country.countryNo}>
            {localizedName(country, 'countryName', language)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        required={props.required}
        label={t('terms.port')}
        value={props.portNo ?? ''}
        disabled={props.countryNo === null}
        onChange={(event) => props.onPort(numberOrNull(event.target.value))}
        error={Boolean(props.portError)}
        helperText={props.portError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('terms.selectPort')}</option>
        {props.ports.map((port) => (
          <option key={port.portNo} value={port.portNo}>
            {localizedName(port, 'portName', language)}
          </option>
        ))}
      </TextField>
      {props.noPorts && country && (
        <NoPortNotice
          countryNo={country.countryNo}
          countryName={localizedName(country, 'countryName', language)}
          itemNos={props.itemNos}
        />
      )}
    </>
  );
}
