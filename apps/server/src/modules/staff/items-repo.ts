import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffItemQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { items, makers, models, pictures, users } from '../../db/schema/index.ts';

const cover = alias(pictures, 'cover');

/** The SQL of staff's item browsing and flag changes, any flag and any seller. */
export function createStaffItemsRepo(db: Db) {
  return {
    /** One page of items, any flag, newest change first: by CB or (part of a) chassis number, flag and seller. */
    async items(filter: StaffItemQuery) {
      const q = filter.q?.replace(/\s+/g, '');
      const number = q && /^(?:CB)?[0-9]{1,15}$/i.test(q) ? Number(q.replace(/^CB/i, '')) : undefined;
      const where = and(
        q
          ? or(
              number === undefined ? undefined : eq(items.itemNo, number),
              ilike(items.chassisNo, likeContains(q.toUpperCase())),
            )
          : undefined,
        filter.flag === undefined ? undefined : eq(items.flag, filter.flag),
        filter.sellerNo === undefined ? undefined : eq(items.sellerNo, filter.sellerNo),
        filter.seller
          ? or(
              ilike(users.userId, likeContains(filter.seller)),
              ilike(users.name, likeContains(filter.seller)),
              ilike(users.companyName, likeContains(filter.seller)),
            )
          : undefined,
      );
      const [list, [count]] = await Promise.all([
        db
          .select({
            itemNo: items.itemNo,
            category: items.category,
            flag: items.flag,
            version: items.version,
            chassisNo: items.chassisNo,
            year: items.year,
            engMaker: makers.engMaker,
            engModel: models.engModel,
            sellPrice: items.sellPrice,
            secret: items.secret,
            partners: items.partners,
            thumbnail: cover.pictureMiniName,
            sellerNo: items.sellerNo,
            sellerId: users.userId,
            companyName: users.companyName,
            updateDate: items.updateDate,
          })
          .from(items)
          .innerJoin(makers, eq(makers.makerNo, items.makerNo))
          .innerJoin(models, eq(models.modelNo, items.modelNo))
          .innerJoin(users, eq(users.userNo, items.sellerNo))
          .leftJoin(cover, and(eq(cover.itemNo, items.itemNo), eq(cover.pictureIndex, 0)))
          .where(where)
          // The item of that very number before those whose chassis number merely contains the digits.
          .orderBy(
            ...(number === undefined ? [] : [desc(sql`${items.itemNo} = ${number}`)]),
            desc(items.updateDate),
            desc(items.itemNo),
          )
          .limit(filter.size)
          .offset((filter.page - 1) * filter.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(items)
          .innerJoin(users, eq(users.userNo, items.sellerNo))
          .where(where),
      ]);
      return { list, total: count?.total ?? 0 };
    },

    async itemFlag(tx: Db, itemNo: number) {
      const [row] = await tx
        .select({ flag: items.flag, version: items.version })
        .from(items)
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    /** Compare-and-set on the version: answers the new version, or undefined when the item changed meanwhile. */
    async setItemFlag(tx: Db, itemNo: number, flag: number, version: number, deleteReason: string | null) {
      const [row] = await tx
        .update(items)
        .set({ flag, deleteReason, version: sql`${items.version} + 1` })
        .where(and(eq(items.itemNo, itemNo), eq(items.version, version)))
        .returning({ version: items.version, sellerNo: items.sellerNo });
      return row;
    },
  };
}

export type StaffItemsRepo = ReturnType<typeof createStaffItemsRepo>;
