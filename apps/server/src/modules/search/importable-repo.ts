import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY, FORM_CLASSES, LIGHT_COMMERCIAL_BODIES, PASSENGER_BODIES, TRANSIT_DAYS } from '@market/domain';
import { countries, forms, fuels, importRules, items, ports, products, transitTimes } from '../../db/schema/index.ts';

/**
 * The search filter "importable to <country>" (issues 18 and 28, docs/decisions/0113 and 0210): the listings the
 * country's rule does not refuse, which is `importVerdict` in packages/domain written as SQL so the database can
 * filter a whole search (importable-repo.test.ts holds the two to the same answers). A
 * listing is refused when salvage is banned and it is salvage, or when every class limit its class and weight may
 * fall under refuses it; "check" is not a refusal. The arrival is today plus the longest transit to the country (the
 * filter has no port), or the default without a row: the verdict without a port uses the same.
 */
export function importableCondition(countryNo: number, now = new Date()): SQL {
  const today = now.toISOString().slice(0, 10);
  const arrival = sql`(${today}::date + coalesce((
    SELECT max(t.days) FROM ${transitTimes} t JOIN ${ports} p ON p.port_no = t.port_no WHERE p.country_no = ${countryNo}
  ), ${TRANSIT_DAYS})::int)`;
  const vehicleClass = vehicleClassSql(
    sql`${items.category}`,
    sql`(SELECT pr.code FROM ${products} pr WHERE pr.product_no = ${items.productNo})`,
    sql`(SELECT fo.code FROM ${forms} fo WHERE fo.form_no = ${items.formNo})`,
  );
  const fuel = sql`(SELECT f.code FROM ${fuels} f WHERE f.fuel_no = ${items.fuelNo})`;
  const maxAge = sql`(l->>'maxAgeYears')::int`;
  // The limit refuses for certain: the class is refused, or it is admitted and a known fact breaks a limit.
  const refuses = sql`(l->>'admitted' = 'no' OR (l->>'admitted' = 'yes' AND (
    l->'bannedFuels' ? ${fuel}
    OR (l->>'maxAgeYears' IS NOT NULL AND CASE l->>'ageBasis'
      WHEN 'year' THEN make_date(${items.year} + ${maxAge}, 1, 1)
      WHEN 'registrationYear' THEN make_date(extract(year FROM ${items.initialRegister})::int + ${maxAge}, 1, 1)
      ELSE (${items.initialRegister} + make_interval(years => ${maxAge}))::date END <= ${arrival})
    OR (l->>'steering' IS NOT NULL AND (l->>'steering' = 'right') <> (${items.handle} = 1))
  )))`;
  // The limits whose gross-weight band the listing may fall in: its stated weight is the least it weighs.
  const candidates = sql`FROM jsonb_array_elements(r.class_limits) l
    WHERE l->>'vehicleClass' = ${vehicleClass}
      AND (${items.weight} IS NULL OR l->>'maxWeightKg' IS NULL OR (l->>'maxWeightKg')::int >= ${items.weight})`;
  return sql`NOT EXISTS (
    SELECT 1 FROM ${importRules} r JOIN ${countries} c ON c.country_code = r.country_code
    WHERE c.country_no = ${countryNo} AND (
      (r.salvage_banned AND ${items.salvage})
      OR (EXISTS (SELECT 1 ${candidates}) AND NOT EXISTS (SELECT 1 ${candidates} AND NOT coalesce(${refuses}, false)))
    ))`;
}

/**
 * `vehicleClassOf` (packages/domain) as SQL, built from the same tables of bodies and forms: the class of a listing
 * from its category, product code and form code, NULL when unknown.
 */
function vehicleClassSql(category: SQL, productCode: SQL, formCode: SQL): SQL {
  const forms = Object.entries(FORM_CLASSES).map(([form, vehicleClass]) => sql`WHEN ${form} THEN ${vehicleClass}`);
  return sql`(CASE
    WHEN ${category} = ${CATEGORY.car} THEN CASE
      WHEN ${productCode} = ANY(${sql.param([...LIGHT_COMMERCIAL_BODIES])}::text[]) THEN 'lightCommercial'
      WHEN ${productCode} = ANY(${sql.param([...PASSENGER_BODIES])}::text[]) THEN 'passenger' END
    WHEN ${category} = ${CATEGORY.special} THEN CASE ${formCode} ${sql.join(forms, sql` `)} END
  END)`;
}
