import { and, asc, eq, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CATEGORY } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/like.ts';
import { modelChoiceColumns } from '../../db/model-columns.ts';
import { names } from '../../db/names.ts';
import { detailModels, makers, models, products } from '../../db/schema/index.ts';

/** A catalog entry sold in `year` (any entry when no year is given). */
function activeIn(year: number | undefined, from: PgColumn, to: PgColumn): SQL | undefined {
  if (year === undefined) return undefined;
  return and(lte(from, year), or(isNull(to), gte(to, year)));
}

/** The car cascade: maker, model, detail model (with the year each was sold), also found by English names. */
export function createCarCatalogRepo(db: Db) {
  const carLists = {
    async carMakers(year?: number) {
      return db
        .selectDistinct({ makerNo: makers.makerNo, sort: makers.sort, ...names(makers, 'maker') })
        .from(makers)
        .innerJoin(models, eq(models.makerNo, makers.makerNo))
        .innerJoin(detailModels, eq(detailModels.modelNo, models.modelNo))
        .where(and(eq(makers.category, CATEGORY.car), activeIn(year, detailModels.fromYear, detailModels.toYear)))
        .orderBy(asc(makers.sort), asc(makers.engMaker));
    },

    async makersOf(category: number) {
      return db
        .select({ makerNo: makers.makerNo, ...names(makers, 'maker') })
        .from(makers)
        .where(eq(makers.category, category))
        .orderBy(asc(makers.sort), asc(makers.engMaker));
    },

    async carModels(makerNo: number, year?: number) {
      return db
        .selectDistinct(modelChoiceColumns())
        .from(models)
        .innerJoin(detailModels, eq(detailModels.modelNo, models.modelNo))
        .where(
          and(
            eq(models.makerNo, makerNo),
            eq(models.category, CATEGORY.car),
            activeIn(year, detailModels.fromYear, detailModels.toYear),
          ),
        )
        .orderBy(asc(models.engModel));
    },

    async detailModels(makerNo: number, modelNo: number, year?: number) {
      return db
        .select({
          detailModelNo: detailModels.detailModelNo,
          modelNo: detailModels.modelNo,
          productNo: detailModels.productNo,
          ...names(products, 'productName'),
          weight: detailModels.weightKg,
          length: detailModels.lengthMm,
          width: detailModels.widthMm,
          height: detailModels.heightMm,
          cc: detailModels.cc,
          fuelNo: detailModels.fuelNo,
          seats: detailModels.seats,
          door: detailModels.doors,
          cfvtNo: detailModels.cfvtNo,
          lineCbm: detailModels.lineCbm,
          ...names(detailModels, 'detailModel'),
        })
        .from(detailModels)
        .innerJoin(models, eq(models.modelNo, detailModels.modelNo))
        .innerJoin(products, eq(products.productNo, detailModels.productNo))
        .where(
          and(
            eq(detailModels.modelNo, modelNo),
            eq(models.makerNo, makerNo),
            activeIn(year, detailModels.fromYear, detailModels.toYear),
          ),
        )
        .orderBy(asc(detailModels.engDetailModel));
    },

    async carModelsByMakerName(makerName: string) {
      return db
        .select(modelChoiceColumns())
        .from(models)
        .innerJoin(makers, eq(makers.makerNo, models.makerNo))
        .where(and(eq(makers.category, CATEGORY.car), ilike(makers.engMaker, likeLiteral(makerName))))
        .orderBy(asc(models.engModel));
    },

    async detailModelsByNames(makerName: string, modelName: string) {
      const [model] = await db
        .select({ makerNo: models.makerNo, modelNo: models.modelNo })
        .from(models)
        .innerJoin(makers, eq(makers.makerNo, models.makerNo))
        .where(
          and(
            eq(makers.category, CATEGORY.car),
            ilike(makers.engMaker, likeLiteral(makerName)),
            ilike(models.engModel, likeLiteral(modelName)),
          ),
        )
        .limit(1);
      return model ? carLists.detailModels(model.makerNo, model.modelNo) : [];
    },
  };
  return carLists;
}
