import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY, FORM_CLASSES, LIGHT_COMMERCIAL_BODIES, PASSENGER_BODIES } from '@market/domain';

/**
 * `vehicleClassOf` (packages/domain) as SQL, built from the same tables of bodies and forms: the class of a listing
 * from its category, product code and form code, NULL when unknown.
 */
export function vehicleClassSql(category: SQL, productCode: SQL, formCode: SQL): SQL {
  const forms = Object.entries(FORM_CLASSES).map(([form, vehicleClass]) => sql`WHEN ${form} THEN ${vehicleClass}`);
  return sql`(CASE
    WHEN ${category} = ${CATEGORY.car} THEN CASE
      WHEN ${productCode} = ANY(${sql.param([...LIGHT_COMMERCIAL_BODIES])}::text[]) THEN 'lightCommercial'
      WHEN ${productCode} = ANY(${sql.param([...PASSENGER_BODIES])}::text[]) THEN 'passenger' END
    WHEN ${category} = ${CATEGORY.special} THEN CASE ${formCode} ${sql.join(forms, sql` `)} END
  END)`;
}
