import { and, asc, eq, exists, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CATEGORY, LISTED_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/like.ts';
import { names } from '../../db/names.ts';
import { modelChoiceColumns } from '../../db/model-columns.ts';
import { allCountries, optionLists } from '../../db/reference-lists.ts';
import {
  capacities,
  colors,
  countries,
  fuels,
  locations,
  transmissions,
  commissionTiers,
  detailModels,
  drives,
  formDetails,
  forms,
  items,
  makers,
  models,
  ports,
  products,
  shippingTerms,
  vesselOffers,
  vesselTypes,
} from '../../db/schema/index.ts';

function activeIn(year: number | undefined, from: PgColumn, to: PgColumn): SQL | undefined {
  if (year === undefined) return undefined;
  return and(lte(from, year), or(isNull(to), gte(to, year)));
}

const listed = inArray(items.flag, [...LISTED_FLAGS]);

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

/** Lists of the seller's form and the search filters that the spec uses without naming a path. */
export const SIMPLE_LISTS = [
  { path: 'transmissions', table: transmissions, no: 'transmissionNo', name: 'transmissionName' },
  { path: 'fuels', table: fuels, no: 'fuelNo', name: 'fuelName' },
  { path: 'locations', table: locations, no: 'locationNo', name: 'locationName' },
  { path: 'colors', table: colors, no: 'colorNo', name: 'colorName' },
  { path: 'products', table: products, no: 'productNo', name: 'productName' },
] as const;
type SimpleList = (typeof SIMPLE_LISTS)[number];

export function createCatalogRepo(db: Db) {
  /** Some listed (not deleted) item matches: for the search filters' `upload=0`. */
  const listedWhere = (...conditions: SQL[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(items)
        .where(and(...conditions, listed)),
    );
  return {
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
      return model ? this.detailModels(model.makerNo, model.modelNo) : [];
    },

    countries: () => allCountries(db),

    /** A country by its ISO code, or by the number the spec's inquiry fields carry; undefined when there is none. */
    async country(key: { countryCode: string } | { countryNo: number }) {
      const [row] = await db
        .select({
          countryNo: countries.countryNo,
          countryCode: countries.countryCode,
          ...names(countries, 'countryName'),
        })
        .from(countries)
        .where(
          'countryCode' in key ? eq(countries.countryCode, key.countryCode) : eq(countries.countryNo, key.countryNo),
        );
      return row;
    },

    async ports(countryNo: number) {
      return db
        .select({ portNo: ports.portNo, countryNo: ports.countryNo, ...names(ports, 'portName') })
        .from(ports)
        .where(eq(ports.countryNo, countryNo))
        .orderBy(asc(ports.sort), asc(ports.engPortName));
    },

    async vesselRates(portNo: number, cfvtNo: number) {
      return db
        .select({
          smvpNo: vesselOffers.smvpNo,
          vessel: vesselOffers.vessel,
          ...names(vesselTypes, 'vesselName'),
          terms: vesselOffers.terms,
          ...names(shippingTerms, 'termsName'),
          basePrice: vesselOffers.basePrice,
          pricePerCbm: vesselOffers.pricePerCbm,
          askFlag: vesselOffers.askFlag,
          count: vesselOffers.count,
        })
        .from(vesselOffers)
        .innerJoin(vesselTypes, eq(vesselTypes.vessel, vesselOffers.vessel))
        .innerJoin(shippingTerms, eq(shippingTerms.terms, vesselOffers.terms))
        .where(and(eq(vesselOffers.portNo, portNo), eq(vesselOffers.cfvtNo, cfvtNo)))
        .orderBy(asc(vesselOffers.sort), asc(vesselOffers.smvpNo));
    },

    /** The freight attributes of a listed item, or undefined when there is none (or it is deleted). */
    async itemFreight(itemNo: number) {
      const [item] = await db
        .select({ cfvtNo: items.cfvtNo, lineCbm: items.lineCbm })
        .from(items)
        .where(and(eq(items.itemNo, itemNo), listed));
      return item;
    },

    async commissionTiers() {
      return db
        .select({
          startPrice: commissionTiers.startPrice,
          endPrice: commissionTiers.endPrice,
          commission: commissionTiers.commission,
        })
        .from(commissionTiers)
        .orderBy(asc(commissionTiers.startPrice));
    },

    optionLists: () => optionLists(db),

    /** A simple lookup table: its number column and its localized name, in number order. */
    /** The drives of a category's vehicles (with those of every category), or all of them. */
    async drives(category?: number) {
      return db
        .select({ driveNo: drives.driveNo, ...names(drives, 'driveName') })
        .from(drives)
        .where(category === undefined ? undefined : or(isNull(drives.category), eq(drives.category, category)))
        .orderBy(asc(drives.driveNo));
    },

    async simpleList({ table, no: noColumn, name: nameBase }: SimpleList) {
      const columns = table as unknown as Record<string, PgColumn>;
      const no = columns[noColumn] as PgColumn;
      // The catalog code names an entry whatever its number (the form knows electric and hydrogen fuels by it).
      const extra: Record<string, PgColumn> = {
        code: columns.code as PgColumn,
        ...(columns.colorCode ? { colorCode: columns.colorCode } : {}),
      };
      return db
        .select({ [noColumn]: no, ...extra, ...names(table, nameBase) })
        .from(table)
        .orderBy(asc(no));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
