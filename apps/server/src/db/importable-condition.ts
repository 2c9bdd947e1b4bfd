import { sql, type SQL } from 'drizzle-orm';
import { expectedArrival } from '@market/domain';
import { countries, fuels, importRules, items } from './schema/index.ts';

/**
 * The search filter "importable to <country>" (issue 18, docs/decisions/0113): the listings the country's rule does
 * not refuse, which is `importVerdict` in packages/domain written as SQL so the database can filter a whole search
 * (modules/import-rules/importable-condition.test.ts holds the two to the same answers). A "check" verdict is not a refusal:
 * a listing the rule cannot judge, and every listing of a country without a rule, stays in.
 */
export function importableCondition(countryNo: number, now = new Date()): SQL {
  const arrival = expectedArrival(now);
  return sql`NOT EXISTS (
    SELECT 1 FROM ${importRules} r JOIN ${countries} c ON c.country_code = r.country_code
    WHERE c.country_no = ${countryNo} AND (
      ${items.category} = ANY(r.banned_categories)
      OR (SELECT f.code FROM ${fuels} f WHERE f.fuel_no = ${items.fuelNo}) = ANY(r.banned_fuels)
      OR (r.salvage_banned AND ${items.salvage})
      OR (NOT (${items.category} = ANY(r.exempt_categories) OR coalesce(${items.weight} >= r.exempt_min_weight_kg, false)) AND (
        (r.max_age_years IS NOT NULL AND CASE WHEN r.age_basis = 'year'
          THEN make_date(${items.year} + r.max_age_years, 1, 1)
          ELSE (${items.initialRegister} + make_interval(years => r.max_age_years))::date END <= ${arrival}::date)
        OR (r.steering IS NOT NULL AND (r.steering = 'right') <> (${items.handle} = 1))
      ))
    ))`;
}
