import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { staffSheetService } from '../../platform/staff-sheet-service.ts';
import { createTransitTimesRepo, type TransitTimesRepo } from './repo.ts';

/**
 * The staff's transit-time table (issue 28, docs/decisions/0240): the import verdict's arrival is today plus the days
 * of the listing's loading port, the chosen destination port and vessel; a change is audited and applies at once.
 */
export function createTransitTimesService(db: Db, repo: TransitTimesRepo = createTransitTimesRepo(db)) {
  return {
    list: () => repo.rows(),
    ...staffSheetService(db, {
      entity: 'transitTime',
      store: repo,
      noOf: (row) => row.transitNo,
      // A row's route is fixed: another loading port, port or vessel is another row.
      fixed: ['loadingPort', 'locode', 'vessel'],
      unique: { constraint: 'transit_times_route', messageKey: 'transitTimeExists' },
      check: async (tx, body) => {
        if ((await repo.portNoOf(tx, body.locode)) === undefined) {
          throw new AppError('VALIDATION', { fields: { locode: 'field.unknownValue' } });
        }
      },
    }),
  };
}
