import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LISTED_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { modelChoiceColumns } from '../../db/model-columns.ts';
import { names } from '../../db/names.ts';
import { capacities, formDetails, forms, items, makers, models } from '../../db/schema/index.ts';

/** What of the special-vehicle cascade a list is narrowed to. */
export interface SpecialScope {
  form?: number;
  formDetail?: number;
  capacity?: number;
}

/** column = value for each pair whose value is given. */
function optionalEq(...pairs: [PgColumn, number | undefined][]): SQL[] {
  return pairs.flatMap(([column, value]) => (value === undefined ? [] : [eq(column, value)]));
}

/**
 * The special-vehicle cascade: form, detail form, capacity, maker, model; the search's lists (`onlyListed`) keep the
 * entries some listed item has.
 */
export function createSpecialCatalogRepo(db: Db) {
  /** Some listed (not deleted) item matches: for the search filters' `upload=0`. */
  const listedWhere = (...conditions: SQL[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(items)
        .where(and(...conditions, inArray(items.flag, [...LISTED_FLAGS]))),
    );
  return {
    async forms() {
      return db
        .select({ formNo: forms.formNo, ...names(forms, 'formName') })
        .from(forms)
        .orderBy(asc(forms.sort));
    },

    async formDetails(formNo: number, onlyListed: boolean) {
      const hasListings = listedWhere(eq(items.formDetailNo, formDetails.formDetailNo));
      return db
        .select({
          formDetailNo: formDetails.formDetailNo,
          formNo: formDetails.formNo,
          ...names(formDetails, 'formDetailName'),
        })
        .from(formDetails)
        .where(and(eq(formDetails.formNo, formNo), onlyListed ? hasListings : undefined))
        .orderBy(asc(formDetails.formDetailNo));
    },

    async capacities(formDetailNo: number, onlyListed: boolean) {
      const hasListings = listedWhere(eq(items.capacityNo, capacities.capacityNo));
      return db
        .select({
          capacityNo: capacities.capacityNo,
          formDetailNo: capacities.formDetailNo,
          ...names(capacities, 'capacityName'),
        })
        .from(capacities)
        .where(and(eq(capacities.formDetailNo, formDetailNo), onlyListed ? hasListings : undefined))
        .orderBy(asc(capacities.capacityNo));
    },

    /**
     * Makers of special vehicles with models under what is chosen of form, detail form and capacity (the seller's form
     * names a capacity; the search may name only a form, or nothing).
     */
    async specialMakers(under: SpecialScope, onlyListed: boolean) {
      const hasListings = listedWhere(
        eq(items.makerNo, makers.makerNo),
        ...optionalEq(
          [items.formNo, under.form],
          [items.formDetailNo, under.formDetail],
          [items.capacityNo, under.capacity],
        ),
      );
      return db
        .selectDistinct({ makerNo: makers.makerNo, sort: makers.sort, ...names(makers, 'maker') })
        .from(makers)
        .innerJoin(models, eq(models.makerNo, makers.makerNo))
        .innerJoin(capacities, eq(capacities.capacityNo, models.capacityNo))
        .innerJoin(formDetails, eq(formDetails.formDetailNo, capacities.formDetailNo))
        .where(
          and(
            ...optionalEq(
              [formDetails.formNo, under.form],
              [capacities.formDetailNo, under.formDetail],
              [models.capacityNo, under.capacity],
            ),
            onlyListed ? hasListings : undefined,
          ),
        )
        .orderBy(asc(makers.sort), asc(makers.engMaker));
    },

    async specialModels(capacityNo: number, makerNo: number, onlyListed: boolean) {
      const hasListings = listedWhere(eq(items.modelNo, models.modelNo));
      return db
        .select(modelChoiceColumns())
        .from(models)
        .where(
          and(eq(models.capacityNo, capacityNo), eq(models.makerNo, makerNo), onlyListed ? hasListings : undefined),
        )
        .orderBy(asc(models.engModel));
    },
  };
}
