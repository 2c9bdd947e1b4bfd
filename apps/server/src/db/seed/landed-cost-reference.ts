import { landedCostRateBodySchema } from '@market/domain';
import { LANDED_COST_SHEETS } from './data/landed-cost-rates.ts';
import type { SeedStep } from './index.ts';
import { landedCostRates } from '../schema/index.ts';

/** The landed cost rates of the seeded countries, each "to verify" until staff confirm it (reference data: every mode). */
export const landedCostReferenceStep: SeedStep = {
  name: 'landed-cost-reference',
  async run(db) {
    await db.insert(landedCostRates).values(LANDED_COST_SHEETS.map((sheet) => landedCostRateBodySchema.parse(sheet)));
  },
};
