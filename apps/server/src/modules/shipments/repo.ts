import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShipmentDocumentKind } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { noticeContactColumns } from '../../db/notice-contact.ts';
import { inquiries, shipmentDocuments, shipmentEvents, shipments, users } from '../../db/schema/index.ts';

type ShipmentSet = Partial<Pick<typeof shipments.$inferInsert, 'eta' | 'blKind' | 'courier' | 'trackingNumber'>>;

/** The shipments' SQL: steps as compare-and-set, the timeline, the documents and the buyer's contact. */
export function createShipmentRepo(db: Db) {
  return {
    /** The inquiry's state, buyer and shipment (step 0 when not booked), or undefined when there is no such inquiry. */
    async where(ilNo: number, buyerNo?: number, executor: Db = db) {
      const [row] = await executor
        .select({
          state: inquiries.state,
          buyerNo: inquiries.userNo,
          step: sql<number>`coalesce(${shipments.step}, 0)::int`,
          eta: shipments.eta,
          blKind: shipments.blKind,
          courier: shipments.courier,
          trackingNumber: shipments.trackingNumber,
        })
        .from(inquiries)
        .leftJoin(shipments, eq(shipments.ilNo, inquiries.ilNo))
        .where(and(eq(inquiries.ilNo, ilNo), buyerNo === undefined ? undefined : eq(inquiries.userNo, buyerNo)));
      return row;
    },

    /**
     * Moves the shipment from step `from` to `to` only if it is still at `from` (booking creates it), so two staff
     * members cannot both take a step. Answers whether it moved.
     */
    async move(tx: Db, ilNo: number, from: number, to: number, set: ShipmentSet): Promise<boolean> {
      if (from === 0) {
        const created = await tx
          .insert(shipments)
          .values({ ilNo, step: to, ...set })
          .onConflictDoNothing()
          .returning({ ilNo: shipments.ilNo });
        return created.length > 0;
      }
      const moved = await tx
        .update(shipments)
        .set({ ...set, step: to, updatedAt: sql`now()` })
        .where(and(eq(shipments.ilNo, ilNo), eq(shipments.step, from)))
        .returning({ ilNo: shipments.ilNo });
      return moved.length > 0;
    },

    /** Sets a new ETA while the shipment is still at `step`; answers the ETA before, or undefined when it moved on. */
    async changeEta(tx: Db, ilNo: number, step: number, eta: string) {
      const [before] = await tx
        .select({ eta: shipments.eta })
        .from(shipments)
        .where(and(eq(shipments.ilNo, ilNo), eq(shipments.step, step)))
        .for('update');
      if (!before) return undefined;
      await tx
        .update(shipments)
        .set({ eta, updatedAt: sql`now()` })
        .where(eq(shipments.ilNo, ilNo));
      return before;
    },

    addEvent: (tx: Db, event: typeof shipmentEvents.$inferInsert) => tx.insert(shipmentEvents).values(event),

    addDocuments: (tx: Db, rows: (typeof shipmentDocuments.$inferInsert)[]) =>
      tx.insert(shipmentDocuments).values(rows).returning({ docNo: shipmentDocuments.docNo }),

    async documentKinds(tx: Db, ilNo: number): Promise<ShipmentDocumentKind[]> {
      const rows = await tx
        .select({ kind: shipmentDocuments.kind })
        .from(shipmentDocuments)
        .where(eq(shipmentDocuments.ilNo, ilNo));
      return rows.map((row) => row.kind as ShipmentDocumentKind);
    },

    events: (ilNo: number) =>
      db.select().from(shipmentEvents).where(eq(shipmentEvents.ilNo, ilNo)).orderBy(asc(shipmentEvents.eventNo)),

    documents: (ilNo: number) =>
      db
        .select({
          docNo: shipmentDocuments.docNo,
          kind: shipmentDocuments.kind,
          fileName: shipmentDocuments.fileName,
          uploadedAt: shipmentDocuments.uploadedAt,
        })
        .from(shipmentDocuments)
        .where(eq(shipmentDocuments.ilNo, ilNo))
        .orderBy(asc(shipmentDocuments.docNo)),

    /** One document; with `buyerNo`, only when it belongs to that buyer's inquiry. */
    async document(docNo: number, buyerNo?: number) {
      const [row] = await db
        .select({
          fileKey: shipmentDocuments.fileKey,
          fileName: shipmentDocuments.fileName,
          contentType: shipmentDocuments.contentType,
        })
        .from(shipmentDocuments)
        .innerJoin(inquiries, eq(inquiries.ilNo, shipmentDocuments.ilNo))
        .where(
          and(eq(shipmentDocuments.docNo, docNo), buyerNo === undefined ? undefined : eq(inquiries.userNo, buyerNo)),
        );
      return row;
    },

    /** Where each of the buyer's booked cars is: the shipment step and ETA per inquiry. */
    placesOf: (buyerNo: number) =>
      db
        .select({ ilNo: shipments.ilNo, step: shipments.step, eta: shipments.eta })
        .from(shipments)
        .innerJoin(inquiries, eq(inquiries.ilNo, shipments.ilNo))
        .where(eq(inquiries.userNo, buyerNo)),

    /** Whom the buyer's shipment notices go to, in which language. */
    async buyerContact(tx: Db, ilNo: number) {
      const [row] = await tx
        .select({
          ...noticeContactColumns,
        })
        .from(inquiries)
        .innerJoin(users, eq(users.userNo, inquiries.userNo))
        .where(eq(inquiries.ilNo, ilNo));
      return row;
    },
  };
}

export type ShipmentRepo = ReturnType<typeof createShipmentRepo>;
