import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CONSIGNEE_FLAG, type Consignee, type consigneeInputSchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { consignees } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

export type ConsigneeInput = z.output<typeof consigneeInputSchema>;

const columns = {
  uciNo: consignees.uciNo,
  flag: consignees.flag,
  userName: consignees.userName,
  userPhone: consignees.userPhone,
  userEmail: consignees.userEmail,
  userConsigneeName: consignees.userConsigneeName,
  userConsigneeAddress: consignees.userConsigneeAddress,
  userDocumentAddress: consignees.userDocumentAddress,
  requirement: consignees.requirement,
};

/** The first key of the per-user advisory lock taken by a save (the second is the userNo). */
const CONSIGNEE_LOCK = 0x636f6e73;

function fieldsOf(input: ConsigneeInput) {
  const { uciNo: _uciNo, flag: _flag, ...fields } = input;
  return fields;
}

/** Every query is filtered by the owner's userNo: another user's consignee simply does not exist (404). */
export function createConsigneesRepo(db: Db) {
  return {
    /** The user's consignees, the default first. */
    async list(userNo: number): Promise<Consignee[]> {
      const rows = await db
        .select(columns)
        .from(consignees)
        .where(eq(consignees.userNo, userNo))
        .orderBy(desc(consignees.flag), asc(consignees.uciNo));
      return rows.map((row) => ({
        ...row,
        flag: row.flag === CONSIGNEE_FLAG.default ? CONSIGNEE_FLAG.default : CONSIGNEE_FLAG.saved,
      }));
    },

    /**
     * Makes the user's list what the request says, in one transaction. Saves of one user wait for each other (a lock
     * on the user's number): two at once would both insert a default and break the one-default index.
     */
    async replace(userNo: number, list: ConsigneeInput[]): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONSIGNEE_LOCK}, ${userNo})`);
        const kept = list.flatMap((c) => (c.uciNo === undefined ? [] : [c.uciNo]));
        if (kept.length > 0) {
          const owned = await tx
            .select({ uciNo: consignees.uciNo })
            .from(consignees)
            .where(and(eq(consignees.userNo, userNo), inArray(consignees.uciNo, kept)));
          if (owned.length !== new Set(kept).size) throw new AppError('NOT_FOUND');
        }
        await tx
          .delete(consignees)
          .where(and(eq(consignees.userNo, userNo), kept.length > 0 ? notInArray(consignees.uciNo, kept) : undefined));
        // Clear the default first, so the partial unique index never sees two.
        await tx.update(consignees).set({ flag: CONSIGNEE_FLAG.saved }).where(eq(consignees.userNo, userNo));
        for (const item of list) {
          if (item.uciNo === undefined) {
            await tx.insert(consignees).values({ ...fieldsOf(item), userNo, flag: item.flag });
          } else {
            await tx
              .update(consignees)
              .set({ ...fieldsOf(item), flag: item.flag })
              .where(and(eq(consignees.userNo, userNo), eq(consignees.uciNo, item.uciNo)));
          }
        }
      });
    },
  };
}
