import { and, eq, inArray, sql } from 'drizzle-orm';
import { ITEM_FLAG, LISTED_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { itemOptions, items, itemStatuses } from '../../db/schema/index.ts';

export type ItemRow = typeof items.$inferInsert;
export interface StatusRow {
  kind: 'under' | 'working';
  entryNo: number;
  flag: number;
}
export interface PictureKeys {
  pictureMiniName: string;
  pictureWatermarkName: string;
  pictureOriginName: string;
}

/** The seller's own deleted listing stays visible to them, so it can be restored. */
export const SELLER_VISIBLE_FLAGS = [...LISTED_FLAGS, ITEM_FLAG.deleted];
export const ACTIVE_FLAGS = [...LISTED_FLAGS];

/** A gap between the reference numbers of demo and bulk listings and those of listings sellers register. */
const CAR_INFO_NO_OFFSET = 10_000_000;

/** A listing's own row and its option and condition rows: the saves and the management page's actions. */
export function createItemsRepo(db: Db) {
  return {
    /** Inserts a listing and gives it its reference number (carInfoNo), in the caller's transaction. */
    async insert(tx: Db, row: ItemRow) {
      const [inserted] = await tx.insert(items).values(row).returning({ itemNo: items.itemNo });
      const itemNo = inserted!.itemNo;
      const carInfoNo = CAR_INFO_NO_OFFSET + itemNo;
      await tx.update(items).set({ carInfoNo }).where(eq(items.itemNo, itemNo));
      return { itemNo, carInfoNo, version: 1 };
    },

    /**
     * A compare-and-set on the version: only the seller's own, not deleted item of that category, and only when
     * nobody saved it since `version`. Returns the new version, or undefined when nothing matched.
     */
    async updateForm(
      tx: Db,
      where: { itemNo: number; sellerNo: number; category: number; version: number },
      set: Partial<ItemRow>,
    ) {
      const [row] = await tx
        .update(items)
        .set({ ...set, version: sql`${items.version} + 1` })
        .where(
          and(
            eq(items.itemNo, where.itemNo),
            eq(items.sellerNo, where.sellerNo),
            eq(items.category, where.category),
            eq(items.version, where.version),
            inArray(items.flag, ACTIVE_FLAGS),
          ),
        )
        .returning({ version: items.version, carInfoNo: items.carInfoNo });
      return row;
    },

    async replaceOptions(tx: Db, itemNo: number, optionNos: number[]) {
      await tx.delete(itemOptions).where(eq(itemOptions.itemNo, itemNo));
      if (optionNos.length > 0) {
        await tx.insert(itemOptions).values(optionNos.map((optionNo) => ({ itemNo, optionNo })));
      }
    },

    async replaceStatuses(tx: Db, itemNo: number, statuses: StatusRow[]) {
      await tx.delete(itemStatuses).where(eq(itemStatuses.itemNo, itemNo));
      if (statuses.length > 0) await tx.insert(itemStatuses).values(statuses.map((s) => ({ itemNo, ...s })));
    },

    /** The seller's own item (flags 0, 2, 3 unless `withDeleted`), locked for the rest of the transaction. */
    async lockOwn(tx: Db, itemNo: number, sellerNo: number, withDeleted = false) {
      const [row] = await tx
        .select({
          itemNo: items.itemNo,
          category: items.category,
          flag: items.flag,
          sellPrice: items.sellPrice,
          secret: items.secret,
          partners: items.partners,
          version: items.version,
          movedToTopAt: items.movedToTopAt,
        })
        .from(items)
        .where(
          and(
            eq(items.itemNo, itemNo),
            eq(items.sellerNo, sellerNo),
            inArray(items.flag, withDeleted ? SELLER_VISIBLE_FLAGS : ACTIVE_FLAGS),
          ),
        )
        .for('update');
      return row;
    },

    /** The seller's own items of these numbers, staff-deleted ones included (the caller refuses to change those). */
    async lockOwnMany(tx: Db, itemNos: number[], sellerNo: number) {
      return tx
        .select({ itemNo: items.itemNo, flag: items.flag })
        .from(items)
        .where(and(inArray(items.itemNo, itemNos), eq(items.sellerNo, sellerNo)))
        .for('update');
    },

    /** The listing that holds a chassis number, whatever its flag. */
    async chassisHolder(chassisNo: string) {
      const [row] = await db
        .select({ itemNo: items.itemNo, sellerNo: items.sellerNo, flag: items.flag })
        .from(items)
        .where(eq(items.chassisNo, chassisNo));
      return row;
    },

    async setFlags(tx: Db, list: { itemNo: number; flag: number }[]) {
      for (const { itemNo, flag } of list) await tx.update(items).set({ flag }).where(eq(items.itemNo, itemNo));
    },

    async set(tx: Db, itemNo: number, set: Partial<ItemRow>, bumpVersion: boolean) {
      const [row] = await tx
        .update(items)
        .set(bumpVersion ? { ...set, version: sql`${items.version} + 1` } : set)
        .where(eq(items.itemNo, itemNo))
        .returning({
          itemNo: items.itemNo,
          sellPrice: items.sellPrice,
          commission: items.commission,
          discountPrice: items.discountPrice,
          version: items.version,
          updateDate: items.updateDate,
        });
      return row!;
    },

    async chassisInUse(chassisNo: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(items)
        .where(eq(items.chassisNo, chassisNo))
        .limit(1);
      return row !== undefined;
    },
  };
}
