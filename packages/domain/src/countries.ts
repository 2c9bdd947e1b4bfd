/**
 * A destination country is named by its ISO 3166-1 code everywhere inside (rules, rates, controls, transit times, the
 * user's country); its number only where the spec's API carries one: `countryNo` of the port list and the country
 * list's entries, `selectCountry` of an inquiry (decision 0300). A key with a null value names no country.
 */
export type CountryKey = { countryCode: string | null } | { countryNo: number | null };

/** The one look-up of a country in a list of them, by its code or by the spec's number; undefined when absent. */
export function countryIn<T extends { countryNo: number; countryCode: string }>(
  list: readonly T[],
  key: CountryKey,
): T | undefined {
  return 'countryCode' in key
    ? list.find((country) => country.countryCode === key.countryCode)
    : list.find((country) => country.countryNo === key.countryNo);
}
