import { IMPORT_RULES, IMPORT_RULES_CHECKED_ON } from './data/import-rules.ts';
import type { SeedStep } from './index.ts';
import { localizedValues } from './localized-values.ts';
import { importRules } from '../schema/index.ts';

/** The destinations' import rules, each "to verify" until staff confirm it (reference data: every mode). */
export const importRulesReferenceStep: SeedStep = {
  name: 'import-rules-reference',
  async run(db) {
    await db.insert(importRules).values(
      IMPORT_RULES.map(({ note, ...fields }) => ({
        ...fields,
        ...(note ? localizedValues('note', note) : {}),
        checkedOn: IMPORT_RULES_CHECKED_ON,
        status: 'toVerify',
      })),
    );
  },
};
