import { EXPORT_CONTROLS, EXPORT_CONTROLS_CHECKED_ON } from './data/export-controls.ts';
import type { SeedStep } from './index.ts';
import { localizedValues } from './localized-values.ts';
import { exportControls } from '../db/schema/index.ts';

/**
 * Korea's export controls, "to verify" until staff confirm them (reference data: every mode). A database seeded before
 * gets them too; a control staff made for the same country and class stays.
 */
export const exportControlsReferenceStep: SeedStep = {
  name: 'export-controls-reference',
  async run(db) {
    await db
      .insert(exportControls)
      .values(
        EXPORT_CONTROLS.map(({ note, ...fields }) => ({
          ...fields,
          ...localizedValues('note', note),
          checkedOn: EXPORT_CONTROLS_CHECKED_ON,
          status: 'toVerify',
        })),
      )
      .onConflictDoNothing();
  },
};
