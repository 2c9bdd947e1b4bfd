import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { accidentClaims, hasMileageRollback, type ConditionBody, type ConditionDocumentKind } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { itemConditionDocuments, itemConditions, items, users } from '../../db/schema/index.ts';

/** How many records waiting for staff the console lists at once (oldest edit first). */
const PENDING_LISTED = 100;

const recordColumns = {
  itemNo: itemConditions.itemNo,
  inspection: itemConditions.inspection,
  history: itemConditions.history,
  updatedAt: itemConditions.updatedAt,
  verifiedAt: itemConditions.verifiedAt,
  verifiedBy: users.userId,
};

/** The condition evidence's SQL: the record, its originals and the listing they belong to. */
export function createConditionRepo(db: Db) {
  return {
    /** The listing's owner, flag and secret switch, or undefined when there is no such listing. */
    async listing(itemNo: number, executor: Db = db) {
      const [row] = await executor
        .select({ itemNo: items.itemNo, sellerNo: items.sellerNo, flag: items.flag, secret: items.secret })
        .from(items)
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    /** Locks the listing if `sellerNo` owns it (any flag: a sold or deleted listing's record stays readable to them). */
    async lockOwn(tx: Db, itemNo: number, sellerNo: number) {
      const [row] = await tx
        .select({ itemNo: items.itemNo, flag: items.flag })
        .from(items)
        .where(and(eq(items.itemNo, itemNo), eq(items.sellerNo, sellerNo)))
        .for('update');
      return row;
    },

    async record(itemNo: number, executor: Db = db) {
      const [row] = await executor
        .select(recordColumns)
        .from(itemConditions)
        .leftJoin(users, eq(users.userNo, itemConditions.verifiedBy))
        .where(eq(itemConditions.itemNo, itemNo));
      return row;
    },

    /** Writes the seller's record (declared again: any verification is cleared), or removes it when both are null. */
    async save(tx: Db, itemNo: number, body: ConditionBody) {
      if (!body.inspection && !body.history) {
        await tx.delete(itemConditions).where(eq(itemConditions.itemNo, itemNo));
        return;
      }
      const values = {
        inspection: body.inspection,
        history: body.history,
        inspectedOn: body.inspection?.inspectedOn ?? null,
        accidentClaims: body.history ? accidentClaims(body.history) : null,
        rollback: body.history ? hasMileageRollback(body.history.mileage) : false,
        updatedAt: sql`now()`,
        verifiedAt: null,
        verifiedBy: null,
      };
      await tx
        .insert(itemConditions)
        .values({ itemNo, ...values })
        .onConflictDoUpdate({ target: itemConditions.itemNo, set: values });
    },

    /** Returns the record to "declared" (an original was added or removed after staff verified it). */
    async unverify(tx: Db, itemNo: number) {
      await tx
        .update(itemConditions)
        .set({ verifiedAt: null, verifiedBy: null, updatedAt: sql`now()` })
        .where(eq(itemConditions.itemNo, itemNo));
    },

    /**
     * Marks the record verified only if it is still the one staff read (its `updatedAt`): a seller's edit in between
     * is not verified unseen. Answers whether it was marked.
     */
    async verify(tx: Db, itemNo: number, seenUpdatedAt: Date, staffNo: number): Promise<boolean> {
      const marked = await tx
        .update(itemConditions)
        .set({ verifiedAt: sql`now()`, verifiedBy: staffNo })
        .where(
          and(
            eq(itemConditions.itemNo, itemNo),
            isNull(itemConditions.verifiedAt),
            sql`date_trunc('milliseconds', ${itemConditions.updatedAt}) = ${seenUpdatedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning({ itemNo: itemConditions.itemNo });
      return marked.length > 0;
    },

    documents(itemNo: number, executor: Db = db) {
      return executor
        .select({
          docNo: itemConditionDocuments.docNo,
          kind: itemConditionDocuments.kind,
          fileName: itemConditionDocuments.fileName,
          contentType: itemConditionDocuments.contentType,
          uploadedAt: itemConditionDocuments.uploadedAt,
        })
        .from(itemConditionDocuments)
        .where(eq(itemConditionDocuments.itemNo, itemNo))
        .orderBy(asc(itemConditionDocuments.docNo));
    },

    async document(docNo: number) {
      const [row] = await db
        .select({
          itemNo: itemConditionDocuments.itemNo,
          fileKey: itemConditionDocuments.fileKey,
          fileName: itemConditionDocuments.fileName,
          contentType: itemConditionDocuments.contentType,
        })
        .from(itemConditionDocuments)
        .where(eq(itemConditionDocuments.docNo, docNo));
      return row;
    },

    async addDocument(
      tx: Db,
      itemNo: number,
      file: { kind: ConditionDocumentKind; fileKey: string; fileName: string; contentType: string },
    ) {
      await tx.insert(itemConditionDocuments).values({ itemNo, ...file });
    },

    /** Removes the document if it belongs to the listing; answers its stored key, or undefined. */
    async removeDocument(tx: Db, itemNo: number, docNo: number): Promise<string | undefined> {
      const [row] = await tx
        .delete(itemConditionDocuments)
        .where(and(eq(itemConditionDocuments.docNo, docNo), eq(itemConditionDocuments.itemNo, itemNo)))
        .returning({ fileKey: itemConditionDocuments.fileKey });
      return row?.fileKey;
    },

    /** Records not verified yet, the oldest edit first, with how many originals each has. */
    pending() {
      return db
        .select({
          itemNo: itemConditions.itemNo,
          updatedAt: itemConditions.updatedAt,
          inspection: sql<boolean>`${itemConditions.inspection} IS NOT NULL`,
          history: sql<boolean>`${itemConditions.history} IS NOT NULL`,
          // Named in full: in a one-table select Drizzle writes its columns without the table.
          documents: sql<number>`(SELECT count(*) FROM item_condition_documents d
            WHERE d.item_no = item_conditions.item_no)::int`,
        })
        .from(itemConditions)
        .where(isNull(itemConditions.verifiedAt))
        .orderBy(asc(itemConditions.updatedAt), desc(itemConditions.itemNo))
        .limit(PENDING_LISTED);
    },
  };
}
export type ConditionRepo = ReturnType<typeof createConditionRepo>;
