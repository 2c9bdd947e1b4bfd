import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ko';
import 'dayjs/locale/ru';
import updateLocale from 'dayjs/plugin/updateLocale';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { latestFirstRegistration, type PanelMode } from '@market/domain';
import { ViewValue } from './fields.tsx';

dayjs.extend(updateLocale);
// The spec's date picker starts the week on Sunday (first day of week 0) in every language.
for (const locale of ['en', 'ko', 'fr', 'ar', 'ru', 'es']) dayjs.updateLocale(locale, { weekStart: 0 });

/** The spec's calendar: width 290, years from 100 years back; a first registration is never after today (issue 14). */
const CALENDAR_WIDTH = 290;
const CALENDAR_YEAR_SPAN = 100;

const ISO_DATE = 'YYYY-MM-DD';

/** First registration, picked from a calendar; the value is an ISO date (YYYY-MM-DD) or ''. */
export function FirstRegisterField({
  mode,
  value,
  onChange,
  error,
}: {
  mode: PanelMode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('item-form');
  const { tag } = useLanguage();
  const label = t('fields.initialRegister');
  if (mode === 'view') return <ViewValue label={label} value={<span dir="ltr">{value}</span>} />;
  const today = dayjs();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={tag}>
      <DatePicker
        label={label}
        value={value ? dayjs(value, ISO_DATE) : null}
        onChange={(next) => onChange(next && next.isValid() ? next.locale('en').format(ISO_DATE) : '')}
        minDate={today.subtract(CALENDAR_YEAR_SPAN, 'year').startOf('year')}
        maxDate={dayjs(latestFirstRegistration(), ISO_DATE)}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error, name: 'initialRegister' },
          layout: { sx: { '& .MuiDateCalendar-root, & .MuiPickersLayout-contentWrapper': { width: CALENDAR_WIDTH } } },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
