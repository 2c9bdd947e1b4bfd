import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CATEGORY } from '@market/domain';
import type { Db } from '../../db/client.ts';
import {
  capacities,
  colors,
  detailModels,
  drives,
  formDetails,
  fuels,
  locations,
  makers,
  models,
  optionEntries,
  products,
  transmissions,
  underStatusEntries,
  workingStatusEntries,
} from '../../db/schema/index.ts';

/** The simple lookups a listing form names. */
export interface LookupChoices {
  transmission: number;
  fuel: number;
  location: number;
  color: number;
  drive: number | null;
  product?: number | null;
}

/** The catalog a listing form's choices are checked against: models, lookups, options and condition entries. */
export function createFormLookupsRepo(db: Db) {
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
  };
}
