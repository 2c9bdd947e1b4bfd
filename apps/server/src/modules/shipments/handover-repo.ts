import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrivalFiles, arrivalReports, loadingFiles, loadingSeals, shipmentEvents } from '../../db/schema/index.ts';

const fileColumns = {
  slot: loadingFiles.slot,
  sha256: loadingFiles.sha256,
  size: loadingFiles.size,
  contentType: loadingFiles.contentType,
  uploadedAt: loadingFiles.uploadedAt,
};
const arrivalColumns = {
  slot: arrivalFiles.slot,
  sha256: arrivalFiles.sha256,
  size: arrivalFiles.size,
  contentType: arrivalFiles.contentType,
  uploadedAt: arrivalFiles.uploadedAt,
};

type FileRow = { ilNo: number; slot: string; fileKey: string; contentType: string; sha256: string; size: number };

/** True when a statement was refused by the database because the loading set is sealed (migration 0030). */
export function isSealedSetRefusal(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514' && (constraint === 'loading_set_sealed' || String(e).includes('sealed'))) return true;
  }
  return false;
}

/** The SQL of the loading set, its seal, the buyer's arrival pictures and report (docs/decisions/0255). */
export function createHandoverRepo(db: Db) {
  return {
    /** When the set was sealed, or null; `lock` waits for a concurrent upload of the set and blocks the next. */
    async sealedAt(ilNo: number, executor: Db = db): Promise<Date | null> {
      const [row] = await executor
        .select({ sealedAt: loadingSeals.sealedAt })
        .from(loadingSeals)
        .where(eq(loadingSeals.ilNo, ilNo));
      return row?.sealedAt ?? null;
    },

    loadingFiles: (ilNo: number, executor: Db = db) =>
      executor
        .select(fileColumns)
        .from(loadingFiles)
        .where(eq(loadingFiles.ilNo, ilNo))
        .orderBy(asc(loadingFiles.slot)),

    /** The set's files locked for the seal: an upload replacing one of them finishes first. */
    lockedSlots: (tx: Db, ilNo: number) =>
      tx.select({ slot: loadingFiles.slot }).from(loadingFiles).where(eq(loadingFiles.ilNo, ilNo)).for('update'),

    /** Stores a slot's file (replacing one not sealed); answers the key of the file it replaced, to remove it. */
    async putLoadingFile(tx: Db, row: FileRow & { uploadedBy: number }): Promise<string | undefined> {
      const [before] = await tx
        .select({ fileKey: loadingFiles.fileKey })
        .from(loadingFiles)
        .where(and(eq(loadingFiles.ilNo, row.ilNo), eq(loadingFiles.slot, row.slot)))
        .for('update');
      await tx
        .insert(loadingFiles)
        .values(row)
        .onConflictDoUpdate({
          target: [loadingFiles.ilNo, loadingFiles.slot],
          set: { ...row, uploadedAt: sql`now()` },
        });
      return before?.fileKey;
    },

    seal: (tx: Db, ilNo: number, sealedBy: number) => tx.insert(loadingSeals).values({ ilNo, sealedBy }),

    async loadingFile(ilNo: number, slot: string) {
      const [row] = await db
        .select({ fileKey: loadingFiles.fileKey, contentType: loadingFiles.contentType })
        .from(loadingFiles)
        .where(and(eq(loadingFiles.ilNo, ilNo), eq(loadingFiles.slot, slot)));
      return row;
    },

    /** When staff recorded the "arrived" step (the start of the buyer's window), or null before it. */
    async arrivedRecordedAt(ilNo: number, arrivedStep: number, executor: Db = db): Promise<Date | null> {
      const [row] = await executor
        .select({ at: shipmentEvents.createdAt })
        .from(shipmentEvents)
        .where(
          and(eq(shipmentEvents.ilNo, ilNo), eq(shipmentEvents.kind, 'step'), eq(shipmentEvents.step, arrivedStep)),
        )
        .orderBy(desc(shipmentEvents.eventNo))
        .limit(1);
      return row?.at ?? null;
    },

    arrivalFiles: (ilNo: number, executor: Db = db) =>
      executor
        .select(arrivalColumns)
        .from(arrivalFiles)
        .where(eq(arrivalFiles.ilNo, ilNo))
        .orderBy(asc(arrivalFiles.slot)),

    async putArrivalFile(tx: Db, row: FileRow): Promise<string | undefined> {
      const [before] = await tx
        .select({ fileKey: arrivalFiles.fileKey })
        .from(arrivalFiles)
        .where(and(eq(arrivalFiles.ilNo, row.ilNo), eq(arrivalFiles.slot, row.slot)))
        .for('update');
      await tx
        .insert(arrivalFiles)
        .values(row)
        .onConflictDoUpdate({
          target: [arrivalFiles.ilNo, arrivalFiles.slot],
          set: { ...row, uploadedAt: sql`now()` },
        });
      return before?.fileKey;
    },

    async arrivalFile(ilNo: number, slot: string) {
      const [row] = await db
        .select({ fileKey: arrivalFiles.fileKey, contentType: arrivalFiles.contentType })
        .from(arrivalFiles)
        .where(and(eq(arrivalFiles.ilNo, ilNo), eq(arrivalFiles.slot, slot)));
      return row;
    },

    async report(ilNo: number, executor: Db = db) {
      const [row] = await executor.select().from(arrivalReports).where(eq(arrivalReports.ilNo, ilNo));
      return row;
    },

    /** The buyer's one report; answers false when there is one already. */
    async addReport(tx: Db, row: { ilNo: number; categories: string[]; text: string }): Promise<boolean> {
      const added = await tx
        .insert(arrivalReports)
        .values(row)
        .onConflictDoNothing()
        .returning({ ilNo: arrivalReports.ilNo });
      return added.length > 0;
    },

    /** Records staff's outcome once; answers false when the report is missing or already has one. */
    async recordOutcome(tx: Db, ilNo: number, outcome: { outcome: string; note: string; by: number }) {
      const done = await tx
        .update(arrivalReports)
        .set({ outcome: outcome.outcome, outcomeNote: outcome.note, outcomeBy: outcome.by, outcomeAt: sql`now()` })
        .where(and(eq(arrivalReports.ilNo, ilNo), sql`${arrivalReports.outcome} IS NULL`))
        .returning({ ilNo: arrivalReports.ilNo });
      return done.length > 0;
    },
  };
}

export type HandoverRepo = ReturnType<typeof createHandoverRepo>;
