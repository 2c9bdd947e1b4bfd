import { OFFER_VALID_HOURS } from '@market/domain';

/** The validity choices as the reader's language says them ("3 дня", "7 days"): CLDR plural forms through Intl. */
export function validityOptions(locale: string): { hours: number; label: string }[] {
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  return OFFER_VALID_HOURS.map((hours) => ({ hours, label: days.format(hours / 24) }));
}
