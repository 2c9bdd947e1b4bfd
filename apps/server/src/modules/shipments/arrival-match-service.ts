import {
  arrivalWindowEnd,
  arrivalWindowOpen,
  INQUIRY_STATE,
  shipmentStepNumber,
  type ArrivalMatch,
  type ArrivalOutcome,
  type ArrivalOutcomeBody,
  type ArrivalReportBody,
  type ArrivalSlot,
  type CurrentUser,
  type DifferenceCategory,
  type LoadingSlot,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { handoverFileToStore } from './handover-file.ts';
import { createHandoverRepo, type HandoverRepo } from './handover-repo.ts';
import { createShipmentRepo, type ShipmentRepo } from './repo.ts';

/** How the seller is told of an outcome: the inquiries module's seller mails, queued in the transaction. */
export interface SellerTelling {
  queue(tx: Db, ilNo: number, notice: 'arrivalOutcome', details: { outcome: string; note: string }): Promise<void>;
  flush(): Promise<unknown>;
}

const ARRIVED = shipmentStepNumber('arrived');

/**
 * The arrival match (docs/decisions/0257): for ARRIVAL_WINDOW_DAYS after staff recorded "arrived", the inquiry's
 * buyer uploads the same pictures as at loading and reports differences once; staff compare both sides and record
 * an outcome once, which the seller is mailed and the buyer reads on the inquiry.
 */
export function createArrivalMatchService(
  db: Db,
  storage: FileStorage,
  seller: SellerTelling,
  now: () => Date = () => new Date(),
  repo: HandoverRepo = createHandoverRepo(db),
  shipments: ShipmentRepo = createShipmentRepo(db),
) {
  /** The buyer's own arrived inquiry within its window: 404 for another's, 409 before arrival or after the window. */
  const open = async (tx: Db, ilNo: number, buyerNo: number) => {
    const where = await shipments.where(ilNo, buyerNo, tx);
    if (!where) throw new AppError('NOT_FOUND');
    const arrivedAt = await repo.arrivedRecordedAt(ilNo, ARRIVED, tx);
    if (where.state !== INQUIRY_STATE.depositConfirmed || where.step < ARRIVED || !arrivedAt)
      throw new AppError('CONFLICT', { messageKey: 'arrivalNotYet' });
    if (!arrivalWindowOpen(arrivedAt, now())) throw new AppError('CONFLICT', { messageKey: 'arrivalWindowClosed' });
    if (await repo.report(ilNo, tx)) throw new AppError('CONFLICT', { messageKey: 'arrivalReportExists' });
  };

  return {
    /** The arrival side; with `buyerNo`, 404 unless the inquiry is that buyer's. */
    async view(ilNo: number, buyerNo?: number): Promise<ArrivalMatch> {
      if (!(await shipments.where(ilNo, buyerNo))) throw new AppError('NOT_FOUND');
      const [arrivedAt, files, report] = await Promise.all([
        repo.arrivedRecordedAt(ilNo, ARRIVED),
        repo.arrivalFiles(ilNo),
        repo.report(ilNo),
      ]);
      return {
        ilNo,
        windowEndsAt: arrivedAt ? arrivalWindowEnd(arrivedAt).toISOString() : null,
        files: files.map((row) => ({
          ...row,
          slot: row.slot as LoadingSlot,
          uploadedAt: row.uploadedAt.toISOString(),
        })),
        report: report
          ? {
              categories: report.categories as DifferenceCategory[],
              text: report.text,
              reportedAt: report.reportedAt.toISOString(),
              outcome: report.outcome as ArrivalOutcome | null,
              outcomeNote: report.outcomeNote,
              outcomeAt: report.outcomeAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    /** Stores one of the buyer's arrival pictures (replacing the slot's earlier one) while the window is open. */
    async upload(buyerNo: number, ilNo: number, slot: ArrivalSlot, file: Upload) {
      const prepared = await handoverFileToStore(file, `arrival/${ilNo}`);
      const replaced = await storeAll(storage, [prepared.stored], () =>
        inTransaction(db, async (tx) => {
          await open(tx, ilNo, buyerNo);
          return repo.putArrivalFile(tx, {
            ilNo,
            slot,
            fileKey: prepared.stored.key,
            contentType: prepared.contentType,
            sha256: prepared.sha256,
            size: prepared.size,
          });
        }),
      );
      if (replaced) await storage.remove(replaced).catch(() => undefined);
    },

    /** The buyer's one report of differences, after at least one arrival picture. */
    report: (buyerNo: number, ilNo: number, body: ArrivalReportBody) =>
      inTransaction(db, async (tx) => {
        await open(tx, ilNo, buyerNo);
        if ((await repo.arrivalFiles(ilNo, tx)).length === 0)
          throw new AppError('VALIDATION', { fields: { file: 'field.arrivalPictures' } });
        if (!(await repo.addReport(tx, { ilNo, ...body })))
          throw new AppError('CONFLICT', { messageKey: 'arrivalReportExists' });
      }),

    /** Staff's outcome, once per report; the seller is mailed in the same transaction and it goes out after it. */
    async recordOutcome(staff: CurrentUser, ilNo: number, body: ArrivalOutcomeBody) {
      await inTransaction(db, async (tx) => {
        if (!(await shipments.where(ilNo, undefined, tx))) throw new AppError('NOT_FOUND');
        if (!(await repo.recordOutcome(tx, ilNo, { ...body, by: staff.userNo })))
          throw new AppError('CONFLICT', { messageKey: 'arrivalOutcomeConflict' });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'shipment.arrivalOutcome',
          entity: 'shipment',
          entityId: ilNo,
          before: null,
          after: body,
        });
        await seller.queue(tx, ilNo, 'arrivalOutcome', body);
      });
      await seller.flush();
    },

    /** One arrival picture; with `buyerNo`, 404 unless the inquiry is that buyer's. */
    async file(ilNo: number, slot: ArrivalSlot, buyerNo?: number) {
      const row = (await shipments.where(ilNo, buyerNo)) && (await repo.arrivalFile(ilNo, slot));
      const file = row && (await storage.read(row.fileKey));
      if (!row || !file) throw new AppError('NOT_FOUND');
      return { fileName: `${slot}-arrival.webp`, contentType: row.contentType, file };
    },
  };
}
