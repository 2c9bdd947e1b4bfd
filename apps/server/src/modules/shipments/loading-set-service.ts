import {
  INQUIRY_STATE,
  loadingSetChangeable,
  missingLoadingSlots,
  type CurrentUser,
  type LoadingSet,
  type LoadingSlot,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { handoverFileToStore } from './handover-file.ts';
import { createHandoverRepo, isSealedSetRefusal, type HandoverRepo } from './handover-repo.ts';
import { createShipmentRepo, type ShipmentRepo } from './repo.ts';

const sealed = () => new AppError('CONFLICT', { messageKey: 'loadingSetSealed' });

type FileRows = Awaited<ReturnType<HandoverRepo['loadingFiles']>>;
const filesOf = (rows: FileRows) =>
  rows.map((row) => ({ ...row, slot: row.slot as LoadingSlot, uploadedAt: row.uploadedAt.toISOString() }));

/**
 * The loading set of a paid inquiry (docs/decisions/0255): staff upload one file per slot while the shipment is
 * booked, then seal the complete set; a sealed set never changes (the server refuses, and a trigger in the database
 * refuses whatever gets past it). Each change is audited.
 */
export function createLoadingSetService(
  db: Db,
  storage: FileStorage,
  repo: HandoverRepo = createHandoverRepo(db),
  shipments: ShipmentRepo = createShipmentRepo(db),
) {
  /** The inquiry as staff may change its set: 404 without it, 409 when the set may not change any more. */
  const changeable = async (tx: Db, ilNo: number) => {
    const where = await shipments.where(ilNo, undefined, tx);
    if (!where) throw new AppError('NOT_FOUND');
    const sealedAt = await repo.sealedAt(ilNo, tx);
    if (sealedAt) throw sealed();
    if (where.state !== INQUIRY_STATE.depositConfirmed || !loadingSetChangeable({ sealedAt: null }, where.step))
      throw new AppError('CONFLICT', { messageKey: 'loadingSetNotOpen' });
  };
  const refusedWhenSealed = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isSealedSetRefusal(error)) throw sealed();
      throw error;
    }
  };

  return {
    /** The set with its hashes; with `buyerNo`, 404 unless the inquiry is that buyer's. */
    async view(ilNo: number, buyerNo?: number): Promise<LoadingSet> {
      if (!(await shipments.where(ilNo, buyerNo))) throw new AppError('NOT_FOUND');
      const [sealedAt, files] = await Promise.all([repo.sealedAt(ilNo), repo.loadingFiles(ilNo)]);
      return { ilNo, sealedAt: sealedAt?.toISOString() ?? null, files: filesOf(files) };
    },

    /** Stores one slot's file (replacing the one before, which is removed once the new one is committed). */
    async upload(staff: CurrentUser, ilNo: number, slot: LoadingSlot, file: Upload) {
      const prepared = await handoverFileToStore(file, `loading/${ilNo}`);
      const replaced = await storeAll(storage, [prepared.stored], () =>
        refusedWhenSealed(() =>
          inTransaction(db, async (tx) => {
            await changeable(tx, ilNo);
            const before = await repo.putLoadingFile(tx, {
              ilNo,
              slot,
              fileKey: prepared.stored.key,
              contentType: prepared.contentType,
              sha256: prepared.sha256,
              size: prepared.size,
              uploadedBy: staff.userNo,
            });
            await recordAudit(tx, {
              actorNo: staff.userNo,
              action: 'shipment.loadingFile',
              entity: 'shipment',
              entityId: ilNo,
              before: null,
              after: { slot, sha256: prepared.sha256, size: prepared.size },
            });
            return before;
          }),
        ),
      );
      if (replaced) await storage.remove(replaced).catch(() => undefined);
    },

    /** Seals the complete set; a slot still empty is named in the 409. */
    seal: (staff: CurrentUser, ilNo: number) =>
      refusedWhenSealed(() =>
        inTransaction(db, async (tx) => {
          await changeable(tx, ilNo);
          const missing = missingLoadingSlots((await repo.lockedSlots(tx, ilNo)).map((row) => row.slot));
          if (missing.length > 0)
            throw new AppError('CONFLICT', { messageKey: 'loadingSetIncomplete', params: { count: missing.length } });
          await repo.seal(tx, ilNo, staff.userNo);
          const files = await repo.loadingFiles(ilNo, tx);
          await recordAudit(tx, {
            actorNo: staff.userNo,
            action: 'shipment.loadingSeal',
            entity: 'shipment',
            entityId: ilNo,
            before: null,
            after: { files: files.map(({ slot, sha256 }) => ({ slot, sha256 })) },
          });
        }),
      ),

    /** A file of the set; with `buyerNo`, 404 unless the inquiry is that buyer's. */
    async file(ilNo: number, slot: LoadingSlot, buyerNo?: number) {
      const row = (await shipments.where(ilNo, buyerNo)) && (await repo.loadingFile(ilNo, slot));
      const file = row && (await storage.read(row.fileKey));
      if (!row || !file) throw new AppError('NOT_FOUND');
      return { fileName: `${slot}.${row.fileKey.split('.').pop()}`, contentType: row.contentType, file };
    },
  };
}
