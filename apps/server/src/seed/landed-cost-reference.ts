import { and, eq, lt, sql } from 'drizzle-orm';
import { landedCostRateBodySchema } from '@market/domain';
import { LANDED_COST_SHEETS, LANDED_COST_WRITTEN_ON } from './data/landed-cost-rates.ts';
import type { SeedStep } from './index.ts';
import { landedCostRates } from '../db/schema/index.ts';

const sheets = () => LANDED_COST_SHEETS.map((sheet) => landedCostRateBodySchema.parse(sheet));

/** The landed cost rates of the seeded countries, each "to verify" until staff confirm it (reference data: every mode). */
export const landedCostReferenceStep: SeedStep = {
  name: 'landed-cost-reference',
  run: (db) =>
    db
      .insert(landedCostRates)
      .values(sheets())
      .onConflictDoNothing()
      .then(() => undefined),
};

/**
 * The sheets by customs class of issue 28 (docs/decisions/0215) for databases seeded before: adds the new countries
 * and classes, and rewrites a sheet only while it is as an earlier seed wrote it (still to verify, checked before this
 * data was written), so a sheet staff verified or re-dated stays theirs.
 */
export const landedCostByClassStep: SeedStep = {
  name: 'landed-cost-reference-by-class',
  run: (db) =>
    db
      .insert(landedCostRates)
      .values(sheets())
      .onConflictDoUpdate({
        target: [landedCostRates.countryCode, landedCostRates.category],
        set: {
          valueMarginPct: sql`excluded.value_margin_pct`,
          lines: sql`excluded.lines`,
          note: sql`excluded.note`,
          engNote: sql`excluded.eng_note`,
          fraNote: sql`excluded.fra_note`,
          arNote: sql`excluded.ar_note`,
          ruNote: sql`excluded.ru_note`,
          esNote: sql`excluded.es_note`,
          sourceUrl: sql`excluded.source_url`,
          checkedOn: sql`excluded.checked_on`,
          updatedAt: sql`now()`,
        },
        setWhere: and(eq(landedCostRates.status, 'toVerify'), lt(landedCostRates.checkedOn, LANDED_COST_WRITTEN_ON)),
      })
      .then(() => undefined),
};
