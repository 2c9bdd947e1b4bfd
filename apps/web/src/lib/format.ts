// Dates as the reader's language writes them, on Intl: every page formats through these (issue 17).

/** What a missing date shows. */
export const NO_DATE = '–';

type When = string | Date | null | undefined;

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

const formats = new Map<string, Intl.DateTimeFormat>();
/** A formatter made once per locale and options: making one costs more than formatting many dates with it. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale} ${options.dateStyle} ${options.timeStyle} ${options.timeZone}`;
  let format = formats.get(id);
  if (!format) formats.set(id, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A day ("26 Nov 2026"; `long`: "26 November 2026") in the browser's time zone, or in `timeZone` (IANA) when given. */
export function formatDate(
  value: When,
  locale: string,
  { style = 'medium', timeZone }: { style?: 'medium' | 'long'; timeZone?: string } = {},
): string {
  if (!value) return NO_DATE;
  return dateFormat(locale, { dateStyle: style, timeZone }).format(asDate(value));
}

/** A date and time in the browser's time zone, or in `timeZone` (an IANA name) when given. */
export function formatDateTime(value: When, locale: string, timeZone?: string): string {
  if (!value) return NO_DATE;
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(asDate(value));
}

/** A calendar day ("2026-12-30", or the day of a UTC timestamp): the same day in every time zone. */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return NO_DATE;
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day;
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(instant));
}
