import {
  exportVerdict,
  isDeletedFlag,
  localizedName,
  mustMaskDetails,
  vehicleClassOf,
  type CurrentUser,
  type ExportVehicle,
  type ExportVerdictAnswer,
  type LanguageCode,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { staffSheetService } from '../../platform/staff-sheet-service.ts';
import { knownCountry, type Country } from '../catalog/service.ts';
import { createExportControlsRepo, type ExportControlsRepo } from './repo.ts';

type VehicleRow = NonNullable<Awaited<ReturnType<ExportControlsRepo['vehicle']>>>;

/** The facts a control reads; the engine size is unknown to whoever may not see it (it is a masked field). */
const vehicleFacts = (row: VehicleRow, masked: boolean): ExportVehicle => ({
  vehicleClass: vehicleClassOf(row),
  cc: masked ? null : row.cc,
});

/** Newest refused inquiries the console lists. */
const REFUSALS_LISTED = 200;

/**
 * Korea's export controls (issue 28, docs/decisions/0220): the verdict on a listing for a destination, the check every
 * inquiry passes before it is saved (a refusal is recorded for staff and no inquiry is made), and the staff's sheet.
 */
export function createExportControlsService(db: Db, repo: ExportControlsRepo = createExportControlsRepo(db)) {
  const sheet = staffSheetService(db, {
    entity: 'exportControl',
    store: {
      row: repo.control,
      insert: repo.insertControl,
      update: repo.updateControl,
      remove: repo.deleteControl,
    },
    noOf: (control) => control.controlNo,
    // A control's country and class are fixed: another pair is another control.
    fixed: ['countryCode', 'vehicleClass'],
    unique: { constraint: 'export_controls_country_class', messageKey: 'exportControlExists' },
    check: async (tx, body) => void (await knownCountry(tx, body.countryCode)),
  });

  return {
    list: () => repo.controls(),
    refusals: () => repo.refusals(REFUSALS_LISTED),

    /** For the inquiry dialog's warning: hidden listings answer as the detail page does. */
    async verdict(itemNo: number, countryCode: string, user: CurrentUser): Promise<ExportVerdictAnswer> {
      const row = await repo.vehicle(db, itemNo);
      if (!row || isDeletedFlag(row.flag)) throw new AppError('ITEM_NOT_FOUND');
      const masked = mustMaskDetails(user);
      if (row.secret && masked) throw new AppError('ADMISSION_PENDING');
      await knownCountry(db, countryCode);
      const result = exportVerdict(await repo.controlsOf(db, countryCode), vehicleFacts(row, masked));
      if (result.verdict === 'clear') return { countryCode, result };
      const { vehicleClass, minEngineCc, sourceUrl, checkedOn, status } = result.control;
      return {
        countryCode,
        result: { ...result, control: { vehicleClass, minEngineCc, sourceUrl, checkedOn, status } },
      };
    },

    /**
     * Refuses an inquiry of `itemNos` to `country` that a control forbids or cannot clear, with the reason in the
     * buyer's language, after recording who tried, which listing, where to and why. Listings that do not exist are
     * left to the inquiry's own checks. The engine size is read in full: the server decides, whoever asks.
     */
    async assertExportable(user: CurrentUser, itemNos: number[], country: Country, language: LanguageCode) {
      const { countryCode } = country;
      const controls = await repo.controlsOf(db, countryCode);
      if (controls.length === 0) return;
      for (const itemNo of itemNos) {
        const row = await repo.vehicle(db, itemNo);
        if (!row || isDeletedFlag(row.flag) || (row.secret && mustMaskDetails(user))) continue;
        const facts = vehicleFacts(row, false);
        const result = exportVerdict(controls, facts);
        if (result.verdict === 'clear') continue;
        await repo.recordRefusal({ userNo: user.userNo, itemNo, countryCode, reason: result.reason, ...facts });
        const { minEngineCc } = result.control;
        throw new AppError('EXPORT_CONTROLLED', {
          messageKey:
            result.reason !== 'controlled'
              ? 'exportControlUnknown'
              : minEngineCc === null
                ? 'exportControlledClass'
                : 'exportControlledEngine',
          params: { country: localizedName(country, 'countryName', language), cc: minEngineCc ?? '' },
        });
      }
    },

    ...sheet,
  };
}
