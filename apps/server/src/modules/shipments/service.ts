import {
  canMoveShipment,
  etaChangeable,
  INQUIRY_STATE,
  loadingStepAllowed,
  shipmentStepFault,
  shipmentStepName,
  shipmentStepNumber,
  type CurrentUser,
  type EtaChangeBody,
  type LoadingSlot,
  type SealedSet,
  type Shipment,
  type ShipmentDocumentKind,
  type ShipmentStepBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { documentToStore, type Upload } from '../../platform/uploads.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createHandoverRepo } from './handover-repo.ts';
import { shipmentNoticeMessages, type ShipmentNotice, type ShipmentNoticeTexts } from './notices.ts';
import { createShipmentRepo, type ShipmentRepo } from './repo.ts';

/** The sealed set as the public invoice check shows it (no files, decision 0256), or null while it is not sealed. */
export async function sealedLoadingSet(db: Db, ilNo: number): Promise<SealedSet | null> {
  const repo = createHandoverRepo(db);
  const sealedAt = await repo.sealedAt(ilNo);
  if (!sealedAt) return null;
  const files = (await repo.loadingFiles(ilNo)).map(({ contentType: _type, slot, uploadedAt, ...file }) => ({
    ...file,
    slot: slot as LoadingSlot,
    uploadedAt: uploadedAt.toISOString(),
  }));
  return { sealedAt: sealedAt.toISOString(), files };
}

const conflict = () => new AppError('CONFLICT', { messageKey: 'shipmentStepConflict' });

/** What a step keeps on the shipment besides its event: the ETA, the kind of B/L, the courier and tracking number. */
function kept(body: ShipmentStepBody) {
  switch (body.step) {
    case 'booked':
      return body.eta ? { eta: body.eta } : {};
    case 'departed':
      return { eta: body.eta };
    case 'billOfLading':
      return { blKind: body.blKind };
    case 'documentsSent':
      return { courier: body.courier, trackingNumber: body.trackingNumber };
    default:
      return {};
  }
}

/**
 * The shipment of a paid inquiry (docs/decisions/0145): staff steps as compare-and-set, each audited and told to the
 * buyer in the same transaction (the messages go out after it commits), ETA changes with a reason, and documents.
 */
export function createShipmentService(
  db: Db,
  storage: FileStorage,
  messages: MessageQueue,
  texts: ShipmentNoticeTexts,
  repo: ShipmentRepo = createShipmentRepo(db),
  handover = createHandoverRepo(db),
) {
  const committed = async <T>(work: (tx: Db) => Promise<T>) => {
    const result = await inTransaction(db, work);
    await messages.deliver();
    return result;
  };
  const notify = async (tx: Db, ilNo: number, notice: ShipmentNotice) => {
    const contact = await repo.buyerContact(tx, ilNo);
    if (contact) await messages.add(tx, shipmentNoticeMessages(texts, ilNo, contact, notice));
  };
  /** The inquiry's shipment as staff may change it: 404 when there is no inquiry, 409 before the deposit. */
  const paid = async (tx: Db, ilNo: number) => {
    const where = await repo.where(ilNo, undefined, tx);
    if (!where) throw new AppError('NOT_FOUND');
    if (where.state !== INQUIRY_STATE.depositConfirmed) throw conflict();
    return where;
  };

  return {
    /** The timeline, current ETA, courier and documents; with `buyerNo`, 404 unless the inquiry is that buyer's. */
    async view(ilNo: number, buyerNo?: number): Promise<Shipment> {
      const where = await repo.where(ilNo, buyerNo);
      if (!where) throw new AppError('NOT_FOUND');
      const [events, documents] = await Promise.all([repo.events(ilNo), repo.documents(ilNo)]);
      return {
        ilNo,
        step: where.step,
        eta: where.eta,
        courier: where.courier,
        trackingNumber: where.trackingNumber,
        events: events.map((event) => ({
          kind: event.kind as 'step' | 'eta',
          step: event.step === null ? null : (shipmentStepName(event.step) ?? null),
          on: event.on,
          details: event.details as Record<string, unknown>,
          reason: event.reason,
          at: event.createdAt.toISOString(),
        })),
        documents: documents.map((document) => ({
          ...document,
          kind: document.kind as ShipmentDocumentKind,
          uploadedAt: document.uploadedAt.toISOString(),
        })),
      };
    },

    /** Moves the shipment to the step after the current one, with that step's fields; 409 when it is elsewhere. */
    takeStep: (staff: CurrentUser, ilNo: number, body: ShipmentStepBody) =>
      committed(async (tx) => {
        const before = await paid(tx, ilNo);
        if (!canMoveShipment(before.step, body.step)) throw conflict();
        // The car is loaded only with its sealed loading set (docs/decisions/0255).
        if (body.step === 'loaded' && !loadingStepAllowed((await handover.sealedAt(ilNo, tx))?.toISOString() ?? null))
          throw new AppError('CONFLICT', { messageKey: 'loadingSetNotSealed' });
        const fault = shipmentStepFault(body, { documents: await repo.documentKinds(tx, ilNo), blKind: before.blKind });
        if (fault) throw new AppError('VALIDATION', { fields: { [fault.field]: fault.message } });
        const to = shipmentStepNumber(body.step);
        if (!(await repo.move(tx, ilNo, before.step, to, kept(body)))) throw conflict();
        const { step: _step, on, ...details } = body;
        await repo.addEvent(tx, { ilNo, kind: 'step', step: to, on, details, actorNo: staff.userNo });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'shipment.step',
          entity: 'shipment',
          entityId: ilNo,
          before: { step: before.step },
          after: { ...body, stepNumber: to },
        });
        await notify(tx, ilNo, { kind: 'step', body });
      }),

    /** A new ETA before the car arrives, with the reason the buyer is told. */
    changeEta: (staff: CurrentUser, ilNo: number, body: EtaChangeBody) =>
      committed(async (tx) => {
        const where = await paid(tx, ilNo);
        if (!etaChangeable(where.step)) throw conflict();
        const before = await repo.changeEta(tx, ilNo, where.step, body.eta);
        if (!before) throw conflict();
        await repo.addEvent(tx, {
          ilNo,
          kind: 'eta',
          on: body.eta,
          details: { eta: body.eta, previous: before.eta },
          reason: body.reason,
          actorNo: staff.userNo,
        });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'shipment.eta',
          entity: 'shipment',
          entityId: ilNo,
          reason: body.reason,
          before: { eta: before.eta },
          after: { eta: body.eta },
        });
        await notify(tx, ilNo, { kind: 'eta', eta: body.eta, reason: body.reason });
      }),

    /** Stores a document of a paid inquiry's shipment (any time before release); nothing is kept when it fails. */
    async addDocument(staff: CurrentUser, ilNo: number, kind: ShipmentDocumentKind, file: Upload) {
      const { stored, contentType } = await documentToStore(file, `shipments/${ilNo}`);
      await storeAll(storage, [stored], () =>
        committed(async (tx) => {
          const where = await paid(tx, ilNo);
          if (where.step >= shipmentStepNumber('released')) throw conflict();
          const [row] = await repo.addDocuments(tx, [
            { ilNo, kind, fileKey: stored.key, fileName: file.name, contentType },
          ]);
          await recordAudit(tx, {
            actorNo: staff.userNo,
            action: 'shipment.document',
            entity: 'shipment',
            entityId: ilNo,
            before: null,
            after: { docNo: row!.docNo, kind, fileName: file.name },
          });
        }),
      );
    },

    /** Where each of the buyer's booked cars is, for their inquiry list. */
    places: (buyerNo: number) => repo.placesOf(buyerNo),

    /** A document's file; with `buyerNo`, 404 unless it belongs to that buyer's inquiry. */
    async document(docNo: number, buyerNo?: number) {
      const document = await repo.document(docNo, buyerNo);
      const file = document && (await storage.read(document.fileKey));
      if (!document || !file) throw new AppError('NOT_FOUND');
      return { ...document, file };
    },
  };
}
