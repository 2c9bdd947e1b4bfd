import { landedCostRateBodySchema, type LandedCostRateInput } from '@market/domain';
import { LANDED_COST_SHEETS, SOURCED_SHEETS } from './data/landed-cost-rates.ts';
import type { SeedStep } from './index.ts';
import type { Db } from '../client.ts';
import { landedCostRates } from '../schema/index.ts';

/** Adds sheets, leaving alone a country and class that has one (a staff edit is never overwritten). */
async function insertSheets(db: Db, sheets: LandedCostRateInput[]): Promise<void> {
  await db
    .insert(landedCostRates)
    .values(sheets.map((sheet) => landedCostRateBodySchema.parse(sheet)))
    .onConflictDoNothing();
}

/** The landed cost rates of the seeded countries, each "to verify" until staff confirm it (reference data: every mode). */
export const landedCostReferenceStep: SeedStep = {
  name: 'landed-cost-reference',
  run: (db) => insertSheets(db, LANDED_COST_SHEETS),
};

/** Ghana and Uganda, added after the first sheets: for databases seeded before them (docs/decisions/0143). */
export const landedCostSourcedStep: SeedStep = {
  name: 'landed-cost-reference-sourced',
  run: (db) => insertSheets(db, SOURCED_SHEETS),
};
