import {
  assessedRange,
  errorsByCountry,
  estimateErrorPct,
  estimateLandedCost,
  landedCostVehicleOf,
  type CurrentUser,
  type CustomsAssessment,
  type CustomsAssessmentBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { documentToStore, type Upload } from '../../platform/uploads.ts';
import { createAssessmentRepo, type AssessmentRepo } from './assessment-repo.ts';
import { createLandedCostRepo, type LandedCostRepo } from './repo.ts';

type InquiryRow = NonNullable<Awaited<ReturnType<AssessmentRepo['inquiry']>>>;

const tooEarly = () => new AppError('CONFLICT', { messageKey: 'assessmentTooEarly' });

function present(row: InquiryRow): CustomsAssessment {
  return {
    ilNo: row.ilNo,
    countryCode: row.countryCode,
    arrived: row.arrived,
    fileName: row.fileName,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    actualAmount: row.actualAmount,
    recordedAt: row.recordedAt?.toISOString() ?? null,
    estimateLow: row.estimateLow,
    estimateHigh: row.estimateHigh,
    errorPct:
      row.actualAmount === null
        ? null
        : estimateErrorPct({ actual: row.actualAmount, estimateLow: row.estimateLow, estimateHigh: row.estimateHigh }),
  };
}

/**
 * Learning from the real figure (docs/decisions/0146): the buyer's customs assessment after arrival, the amount staff
 * read from it (audited) beside the estimate of the same inquiry, and the estimate's error per country.
 */
export function createAssessmentService(
  db: Db,
  storage: FileStorage,
  repo: AssessmentRepo = createAssessmentRepo(db),
  rates: LandedCostRepo = createLandedCostRepo(db),
) {
  /** The inquiry, 404 when it is not there (or, with `buyerNo`, not that buyer's). */
  const inquiry = async (ilNo: number, buyerNo?: number, tx: Db = db) => {
    const row = await repo.inquiry(ilNo, buyerNo, tx);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /**
   * The taxes the rates in force give for the inquiry's vehicles as quoted (price + freight), aged at the arrival day;
   * null when a vehicle's class has no rates in that country or a tax's rate is not known (half an estimate would
   * mislead).
   */
  const estimateOf = async (tx: Db, row: InquiryRow) => {
    const arrivalYear = Number((row.arrivedOn ?? new Date().toISOString()).slice(0, 4));
    let low = 0;
    let high = 0;
    for (const vehicle of await repo.vehicles(tx, row.ilNo)) {
      const sheet = await rates.rateOf(row.countryCode, vehicle.category, tx);
      if (!sheet) return { estimateLow: null, estimateHigh: null };
      const total = vehicle.itemPrice + (vehicle.freightFee ?? 0);
      const range = assessedRange(estimateLandedCost(sheet, landedCostVehicleOf(vehicle), total, arrivalYear));
      if (!range) return { estimateLow: null, estimateHigh: null };
      low += range.low;
      high += range.high;
    }
    return { estimateLow: low, estimateHigh: high };
  };

  return {
    /** The assessment of an inquiry; with `buyerNo`, 404 unless it is that buyer's. */
    view: async (ilNo: number, buyerNo?: number) => present(await inquiry(ilNo, buyerNo)),

    /** The buyer's file, once the car has arrived; one per inquiry (409 for a second); nothing kept when it fails. */
    async upload(buyerNo: number, ilNo: number, file: Upload) {
      const row = await inquiry(ilNo, buyerNo);
      if (!row.arrived) throw tooEarly();
      if (row.fileKey) throw new AppError('CONFLICT', { messageKey: 'assessmentExists' });
      const { stored, contentType } = await documentToStore(file, `assessments/${ilNo}`);
      await storeAll(storage, [stored], async () => {
        const kept = await repo.addFile(db, ilNo, { fileKey: stored.key, fileName: file.name, contentType });
        if (!kept) throw new AppError('CONFLICT', { messageKey: 'assessmentExists' });
      });
      return present(await inquiry(ilNo, buyerNo));
    },

    /** The file, for its buyer (`buyerNo`) or staff; 404 when there is none. */
    async file(ilNo: number, buyerNo?: number) {
      const row = await inquiry(ilNo, buyerNo);
      const file = row.fileKey && (await storage.read(row.fileKey));
      if (!file) throw new AppError('NOT_FOUND');
      return { fileName: row.fileName!, contentType: row.contentType!, file };
    },

    /** Staff record the assessment's amount after arrival, audited; the estimate is taken the first time only. */
    record: (staff: CurrentUser, ilNo: number, body: CustomsAssessmentBody) =>
      inTransaction(db, async (tx) => {
        const before = await inquiry(ilNo, undefined, tx);
        if (!before.arrived) throw tooEarly();
        const estimate =
          before.recordedAt === null
            ? await estimateOf(tx, before)
            : { estimateLow: before.estimateLow, estimateHigh: before.estimateHigh };
        await repo.record(tx, ilNo, { actualAmount: body.actualAmount, ...estimate, recordedBy: staff.userNo });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'customsAssessment.record',
          entity: 'customsAssessment',
          entityId: ilNo,
          before: { actualAmount: before.actualAmount },
          after: { actualAmount: body.actualAmount, ...estimate },
        });
        return present(await inquiry(ilNo, undefined, tx));
      }),

    /** The estimate's median error per destination country, from every recorded amount. */
    errors: async () => errorsByCountry(await repo.samples()),
  };
}
