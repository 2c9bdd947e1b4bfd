import { catalogReferenceStep } from './catalog-reference.ts';
import { demoListingsStep } from './demo-listings.ts';
import type { SeedStep } from './index.ts';
import { usersDemoStep } from './users-demo.ts';

/** The seed steps run on the first start of an empty database, in order. */
export const SEED_STEPS: SeedStep[] = [usersDemoStep, catalogReferenceStep, demoListingsStep];
