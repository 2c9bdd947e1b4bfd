import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LISTED_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { names } from '../../db/names.ts';
import { allCountries, optionLists } from '../../db/reference-lists.ts';
import {
  colors,
  commissionTiers,
  countries,
  drives,
  fuels,
  items,
  locations,
  ports,
  products,
  shippingTerms,
  transmissions,
  vesselOffers,
  vesselTypes,
} from '../../db/schema/index.ts';
import { createCarCatalogRepo } from './car-catalog-repo.ts';
import { createSpecialCatalogRepo } from './special-catalog-repo.ts';

/** Lists of the seller's form and the search filters that the spec uses without naming a path. */
export const SIMPLE_LISTS = [
  { path: 'transmissions', table: transmissions, no: 'transmissionNo', name: 'transmissionName' },
  { path: 'fuels', table: fuels, no: 'fuelNo', name: 'fuelName' },
  { path: 'locations', table: locations, no: 'locationNo', name: 'locationName' },
  { path: 'colors', table: colors, no: 'colorNo', name: 'colorName' },
  { path: 'products', table: products, no: 'productNo', name: 'productName' },
] as const;
type SimpleList = (typeof SIMPLE_LISTS)[number];

/** The catalog: the car and special cascades, the simple lookups, ports and vessel offers, commission tiers. */
export function createCatalogRepo(db: Db) {
  return {
    ...createCarCatalogRepo(db),
    ...createSpecialCatalogRepo(db),

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
        .where(and(eq(items.itemNo, itemNo), inArray(items.flag, [...LISTED_FLAGS])));
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

    /** The drives of a category's vehicles (with those of every category), or all of them. */
    async drives(category?: number) {
      return db
        .select({ driveNo: drives.driveNo, ...names(drives, 'driveName') })
        .from(drives)
        .where(category === undefined ? undefined : or(isNull(drives.category), eq(drives.category, category)))
        .orderBy(asc(drives.driveNo));
    },

    /** A simple lookup table: its number column and its localized name, in number order. */
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
