import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY, ITEM_FLAG, LISTED_FLAGS, STAFF_DELETED_FLAGS, type ManagementQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import {
  capacities,
  colors,
  detailModels,
  drives,
  formDetails,
  fuels,
  itemOptions,
  items,
  itemStatuses,
  locations,
  makers,
  models,
  optionEntries,
  pictures,
  products,
  transmissions,
  underStatusEntries,
  workingStatusEntries,
} from '../../db/schema/index.ts';
import { pictureFileColumns } from '../../db/picture-columns.ts';
import { names } from '../../db/names.ts';
import { modelChoiceColumns } from '../../db/model-columns.ts';

export type ItemRow = typeof items.$inferInsert;
/** The columns a seller's form writes; owner, flag, commission, views and version are set only by the service. */
export type ItemFormColumns = Omit<
  ItemRow,
  'itemNo' | 'sellerNo' | 'flag' | 'commission' | 'updateViews' | 'version' | 'createdAt' | 'updateDate' | 'memo'
>;
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
const SELLER_VISIBLE_FLAGS = [...LISTED_FLAGS, ITEM_FLAG.deleted];
const ACTIVE_FLAGS = [...LISTED_FLAGS];

/** A gap between the reference numbers of demo and bulk listings and those of listings sellers register. */
export const CAR_INFO_NO_OFFSET = 10_000_000;

/** The simple lookups a listing form names. */
export interface LookupChoices {
  transmission: number;
  fuel: number;
  location: number;
  color: number;
  drive: number | null;
  product?: number | null;
}

export function createItemsRepo(db: Db) {
  const firstPicture = alias(pictures, 'first_picture');
  return {
    /** The freight class of a car's detail model, when the detail model belongs to the model and maker and the year. */
    async carCatalog(info: { maker: number; model: number; detailModel: number; year: number }) {
      const [row] = await db
        .select({ cfvtNo: detailModels.cfvtNo, fromYear: detailModels.fromYear, toYear: detailModels.toYear })
        .from(detailModels)
        .innerJoin(models, eq(models.modelNo, detailModels.modelNo))
        .innerJoin(makers, eq(makers.makerNo, models.makerNo))
        .where(
          and(
            eq(detailModels.detailModelNo, info.detailModel),
            eq(models.modelNo, info.model),
            eq(makers.makerNo, info.maker),
            eq(makers.category, CATEGORY.car),
          ),
        );
      return row;
    },

    /** The freight class of a special model, when the chain form -> detail form -> capacity -> maker -> model holds. */
    async specialCatalog(info: { form: number; formDetail: number; capacity: number; maker: number; model: number }) {
      const [row] = await db
        .select({ cfvtNo: models.cfvtNo })
        .from(models)
        .innerJoin(capacities, eq(capacities.capacityNo, models.capacityNo))
        .innerJoin(formDetails, eq(formDetails.formDetailNo, capacities.formDetailNo))
        .where(
          and(
            eq(models.modelNo, info.model),
            eq(models.makerNo, info.maker),
            eq(models.category, CATEGORY.special),
            eq(capacities.capacityNo, info.capacity),
            eq(formDetails.formDetailNo, info.formDetail),
            eq(formDetails.formNo, info.form),
          ),
        );
      return row;
    },

    /** Which of the simple lookups named by the form do not exist, or (a drive) are not of the category. */
    async missingLookups(category: number, info: LookupChoices): Promise<string[]> {
      const checks: [string, number | null | undefined, SQL][] = [
        [
          'transmission',
          info.transmission,
          sql`SELECT 1 FROM ${transmissions} WHERE transmission_no = ${info.transmission}`,
        ],
        ['fuel', info.fuel, sql`SELECT 1 FROM ${fuels} WHERE fuel_no = ${info.fuel}`],
        ['location', info.location, sql`SELECT 1 FROM ${locations} WHERE location_no = ${info.location}`],
        ['color', info.color, sql`SELECT 1 FROM ${colors} WHERE color_no = ${info.color}`],
        [
          'drive',
          info.drive,
          sql`SELECT 1 FROM ${drives} WHERE drive_no = ${info.drive} AND (category IS NULL OR category = ${category})`,
        ],
        ['product', info.product, sql`SELECT 1 FROM ${products} WHERE product_no = ${info.product}`],
      ];
      const wanted = checks.filter(([, value]) => value !== null && value !== undefined);
      const [row] = await db
        .select(
          Object.fromEntries(wanted.map(([name, , query]) => [name, sql<boolean>`EXISTS (${query})`])) as Record<
            string,
            SQL<boolean>
          >,
        )
        .from(sql`(SELECT 1) AS one`);
      return wanted.map(([name]) => name).filter((name) => !row?.[name]);
    },

    /** The catalog code of a fuel ('electric', 'diesel', ...), or undefined for an unknown number. */
    async fuelCode(fuelNo: number): Promise<string | undefined> {
      const [row] = await db.select({ code: fuels.code }).from(fuels).where(eq(fuels.fuelNo, fuelNo));
      return row?.code;
    },

    async optionGroups(optionNos: number[]): Promise<Map<number, string>> {
      if (optionNos.length === 0) return new Map();
      const rows = await db
        .select({ optionNo: optionEntries.optionNo, optionGroup: optionEntries.optionGroup })
        .from(optionEntries)
        .where(inArray(optionEntries.optionNo, optionNos));
      return new Map(rows.map((row) => [row.optionNo, row.optionGroup]));
    },

    async statusEntryNos(): Promise<{ under: Set<number>; working: Set<number> }> {
      const [under, working] = await Promise.all([
        db.select({ no: underStatusEntries.underNo }).from(underStatusEntries),
        db.select({ no: workingStatusEntries.workingNo }).from(workingStatusEntries),
      ]);
      return { under: new Set(under.map((r) => r.no)), working: new Set(working.map((r) => r.no)) };
    },

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
        this.pictures(db, itemNo),
      ]);
      return { item, options: options.map((o) => o.optionNo), statuses, itemPicture };
    },

    async pictures(tx: Db, itemNo: number) {
      return tx
        .select({
          pictureNo: pictures.pictureNo,
          ...pictureFileColumns,
        })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo))
        .orderBy(asc(pictures.pictureIndex));
    },

    async nextPictureIndex(tx: Db, itemNo: number): Promise<number> {
      const [row] = await tx
        .select({ last: max(pictures.pictureIndex) })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insertPictures(tx: Db, itemNo: number, rows: (PictureKeys & { pictureIndex: number })[]) {
      if (rows.length > 0) await tx.insert(pictures).values(rows.map((row) => ({ itemNo, ...row })));
    },

    /** Rewrites the order: deletes every picture of the item, then inserts the kept and new ones as 0..n-1. */
    async replacePictures(tx: Db, itemNo: number, ordered: PictureKeys[]) {
      await tx.delete(pictures).where(eq(pictures.itemNo, itemNo));
      await this.insertPictures(
        tx,
        itemNo,
        ordered.map((keys, pictureIndex) => ({ ...keys, pictureIndex })),
      );
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

export type ItemsRepo = ReturnType<typeof createItemsRepo>;
