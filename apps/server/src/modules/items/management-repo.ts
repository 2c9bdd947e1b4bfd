import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ITEM_FLAG, STAFF_DELETED_FLAGS, type ManagementQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { modelChoiceColumns } from '../../db/model-columns.ts';
import { names } from '../../db/names.ts';
import { itemOptions, items, itemStatuses, makers, models, pictures } from '../../db/schema/index.ts';
import { createPicturesRepo } from './pictures-repo.ts';
import { ACTIVE_FLAGS, SELLER_VISIBLE_FLAGS } from './repo.ts';

/** What the seller's management page and update form read of their own listings. */
export function createManagementRepo(db: Db) {
  const firstPicture = alias(pictures, 'first_picture');
  const pictureRows = createPicturesRepo();
  return {
    /** One own item with everything the update form shows. */
    async ownItem(itemNo: number, sellerNo: number) {
      const [item] = await db
        .select()
        .from(items)
        .where(and(eq(items.itemNo, itemNo), eq(items.sellerNo, sellerNo), inArray(items.flag, ACTIVE_FLAGS)));
      if (!item) return undefined;
      const [options, statuses, itemPicture] = await Promise.all([
        db.select({ optionNo: itemOptions.optionNo }).from(itemOptions).where(eq(itemOptions.itemNo, itemNo)),
        db
          .select({ kind: itemStatuses.kind, entryNo: itemStatuses.entryNo, flag: itemStatuses.flag })
          .from(itemStatuses)
          .where(eq(itemStatuses.itemNo, itemNo))
          .orderBy(asc(itemStatuses.entryNo)),
        pictureRows.pictures(db, itemNo),
      ]);
      return { item, options: options.map((o) => o.optionNo), statuses, itemPicture };
    },

    /** Makers of the seller's own listings (the management page's filter). */
    async myMakers(sellerNo: number) {
      return db
        .selectDistinct({ makerNo: makers.makerNo, ...names(makers, 'maker') })
        .from(items)
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .where(and(eq(items.sellerNo, sellerNo), inArray(items.flag, SELLER_VISIBLE_FLAGS)))
        .orderBy(asc(makers.engMaker));
    },

    /** Models of the seller's own listings of a maker (the spec's GET /items/my-model). */
    async myModels(sellerNo: number, makerNo: number) {
      return db
        .selectDistinct(modelChoiceColumns())
        .from(items)
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .where(and(eq(items.sellerNo, sellerNo), eq(items.makerNo, makerNo), inArray(items.flag, SELLER_VISIBLE_FLAGS)))
        .orderBy(asc(models.engModel));
    },

    /** The seller's listings, newest first by updateDate, with the first picture. */
    async managementList(sellerNo: number, query: ManagementQuery) {
      const conditions: (SQL | undefined)[] = [
        eq(items.sellerNo, sellerNo),
        query.flag === undefined
          ? inArray(items.flag, ACTIVE_FLAGS)
          : query.flag === ITEM_FLAG.deleted
            ? inArray(items.flag, [ITEM_FLAG.deleted, ...STAFF_DELETED_FLAGS])
            : eq(items.flag, query.flag),
        query.category === undefined ? undefined : eq(items.category, query.category),
        query.maker === undefined ? undefined : eq(items.makerNo, query.maker),
        query.model === undefined ? undefined : eq(items.modelNo, query.model),
      ];
      const keyword = query.keyword?.trim();
      if (keyword) {
        const number = /^(?:cb)?\s*(\d{1,15})$/i.exec(keyword)?.[1];
        const pattern = likeContains(keyword);
        conditions.push(
          or(
            number ? eq(items.itemNo, Number(number)) : undefined,
            ilike(items.chassisNo, pattern),
            ilike(models.model, pattern),
            ilike(models.engModel, pattern),
            ilike(makers.engMaker, pattern),
            ilike(makers.maker, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const [total, list] = await Promise.all([
        db
          .select({ total: count() })
          .from(items)
          .innerJoin(makers, eq(makers.makerNo, items.makerNo))
          .innerJoin(models, eq(models.modelNo, items.modelNo))
          .where(where),
        db
          .select({
            itemNo: items.itemNo,
            category: items.category,
            flag: items.flag,
            secret: items.secret,
            partners: items.partners,
            sellPrice: items.sellPrice,
            discountPrice: items.discountPrice,
            commission: items.commission,
            year: items.year,
            chassisNo: items.chassisNo,
            deleteReason: items.deleteReason,
            ...names(makers, 'maker'),
            ...names(models, 'model'),
            thumbnail: firstPicture.pictureMiniName,
            updateViews: items.updateViews,
            createdAt: items.createdAt,
            updateDate: items.updateDate,
            memo: items.memo,
            version: items.version,
          })
          .from(items)
          .innerJoin(makers, eq(makers.makerNo, items.makerNo))
          .innerJoin(models, eq(models.modelNo, items.modelNo))
          .leftJoin(firstPicture, and(eq(firstPicture.itemNo, items.itemNo), eq(firstPicture.pictureIndex, 0)))
          .where(where)
          .orderBy(desc(items.updateDate), desc(items.itemNo))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
      ]);
      return { total: total[0]?.total ?? 0, list };
    },
  };
}
