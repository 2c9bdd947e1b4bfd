import { asc } from 'drizzle-orm';
import type { Db } from './client.ts';
import { names } from './names.ts';
import { countries, optionEntries, underStatusEntries, workingStatusEntries } from './schema/index.ts';

/** Reference lists that several modules' answers carry (the catalog's lookups, the detail page's reference data). */

/** Every country with its code and localized name, in English name order. */
export async function allCountries(db: Db) {
  return db
    .select({
      countryNo: countries.countryNo,
      countryCode: countries.countryCode,
      ...names(countries, 'countryName'),
    })
    .from(countries)
    .orderBy(asc(countries.engCountryName));
}

/** The option, under-status and working-status lists with their localized names. */
export async function optionLists(db: Db) {
  const [options, under, working] = await Promise.all([
    db
      .select({
        optionNo: optionEntries.optionNo,
        optionGroup: optionEntries.optionGroup,
        ...names(optionEntries, 'optionName'),
      })
      .from(optionEntries)
      .orderBy(asc(optionEntries.optionGroup), asc(optionEntries.sort)),
    db
      .select({ underNo: underStatusEntries.underNo, ...names(underStatusEntries, 'underName') })
      .from(underStatusEntries)
      .orderBy(asc(underStatusEntries.underNo)),
    db
      .select({ workingNo: workingStatusEntries.workingNo, ...names(workingStatusEntries, 'workingName') })
      .from(workingStatusEntries)
      .orderBy(asc(workingStatusEntries.workingNo)),
  ]);
  return { options, under, working };
}
