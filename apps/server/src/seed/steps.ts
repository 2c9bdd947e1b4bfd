import { bankAccountsDemoStep } from './bank-accounts-demo.ts';
import { catalogReferenceStep } from './catalog-reference.ts';
import { conditionDemoStep } from './condition-demo.ts';
import { demoListingsStep } from './demo-listings.ts';
import { exportControlsReferenceStep } from './export-controls-reference.ts';
import { importRulesByClassStep, transitTimesReferenceStep } from './import-rules-reference.ts';
import type { SeedStep } from './index.ts';
import { landedCostByClassStep, landedCostReferenceStep } from './landed-cost-reference.ts';
import { salesContactsDemoStep } from './sales-contacts-demo.ts';
import { usersDemoStep } from './users-demo.ts';

/**
 * What every database needs: the catalog, countries, ports and offers, option names, commission tiers, import rules,
 * transit times, landed cost rates and Korea's export controls.
 */
const REFERENCE_STEPS: SeedStep[] = [
  catalogReferenceStep,
  importRulesByClassStep,
  transitTimesReferenceStep,
  landedCostReferenceStep,
  landedCostByClassStep,
  exportControlsReferenceStep,
];

/** Demo accounts with a published password, their listings and invented sales contacts: only with DEMO_DATA=on. */
const DEMO_STEPS: SeedStep[] = [
  usersDemoStep,
  salesContactsDemoStep,
  demoListingsStep,
  bankAccountsDemoStep,
  conditionDemoStep,
];

/** The seed steps of a start, in order: the demo ones only when asked for. */
export function seedSteps(demoData: boolean): SeedStep[] {
  return demoData ? [...REFERENCE_STEPS, ...DEMO_STEPS] : REFERENCE_STEPS;
}
