import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_FLAGS, LISTED_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import {
  capacities,
  colors,
  countries,
  detailModels,
  drives,
  formDetails,
  forms,
  fuels,
  itemOptions,
  items,
  itemStatuses,
  locations,
  makers,
  models,
  optionEntries,
  pictures,
  ports,
  products,
  recentViews,
  salesContactGroups,
  salesContacts,
  transmissions,
  underStatusEntries,
  workingStatusEntries,
} from '../../db/schema/index.ts';
import { createCatalogRepo, names } from '../catalog/repo.ts';

/** How many recently viewed items a user keeps. */
export const RECENT_VIEWS_KEPT = 20;

export function createDetailRepo(db: Db) {
  const catalog = createCatalogRepo(db);
  const firstPicture = alias(pictures, 'first_picture');
  return {
    /** The listing not deleted with this chassis number (stored upper case, unique). */
    async byChassis(chassisNo: string): Promise<number | undefined> {
      const [row] = await db
        .select({ itemNo: items.itemNo })
        .from(items)
        .where(and(eq(items.chassisNo, chassisNo), notInArray(items.flag, [...DELETED_FLAGS])));
      return row?.itemNo;
    },

    /** The listing with every name joined in, whatever its flag. */
    async item(itemNo: number) {
      const [row] = await db
        .select({
          itemNo: items.itemNo,
          category: items.category,
          flag: items.flag,
          partners: items.partners,
          premierFlag: items.premierFlag,
          secret: items.secret,
          youtube: items.youtube,
          sellPrice: items.sellPrice,
          discountPrice: items.discountPrice,
          updateDate: items.updateDate,
          updateViews: items.updateViews,
          year: items.year,
          carInfoNo: items.carInfoNo,
          grade: items.grade,
          mileage: items.mileage,
          cc: items.cc,
          power: items.power,
          seats: items.seats,
          door: items.door,
          handle: items.handle,
          cfvtNo: items.cfvtNo,
          lineCbm: items.lineCbm,
          initialRegister: items.initialRegister,
          chassisNo: items.chassisNo,
          weight: items.weight,
          length: items.length,
          width: items.width,
          height: items.height,
          colorCode: colors.colorCode,
          makerNo: items.makerNo,
          modelNo: items.modelNo,
          ...names(makers, 'maker'),
          ...names(models, 'model'),
          ...names(detailModels, 'detailModel'),
          ...names(products, 'productName'),
          ...names(forms, 'formName'),
          ...names(formDetails, 'formDetailName'),
          ...names(capacities, 'capacityName'),
          ...names(transmissions, 'transmissionName'),
          ...names(fuels, 'fuelName'),
          ...names(drives, 'driveName'),
          ...names(colors, 'colorName'),
          ...names(locations, 'locationName'),
        })
        .from(items)
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .innerJoin(transmissions, eq(transmissions.transmissionNo, items.transmissionNo))
        .innerJoin(fuels, eq(fuels.fuelNo, items.fuelNo))
        .innerJoin(colors, eq(colors.colorNo, items.colorNo))
        .innerJoin(locations, eq(locations.locationNo, items.locationNo))
        .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
        .leftJoin(products, eq(products.productNo, items.productNo))
        .leftJoin(forms, eq(forms.formNo, items.formNo))
        .leftJoin(formDetails, eq(formDetails.formDetailNo, items.formDetailNo))
        .leftJoin(capacities, eq(capacities.capacityNo, items.capacityNo))
        .leftJoin(drives, eq(drives.driveNo, items.driveNo))
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    async pictures(itemNo: number) {
      return db
        .select({
          pictureIndex: pictures.pictureIndex,
          pictureMiniName: pictures.pictureMiniName,
          pictureWatermarkName: pictures.pictureWatermarkName,
          pictureOriginName: pictures.pictureOriginName,
        })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo))
        .orderBy(asc(pictures.pictureIndex));
    },

    async options(itemNo: number) {
      return db
        .select({
          optionNo: optionEntries.optionNo,
          optionGroup: optionEntries.optionGroup,
          ...names(optionEntries, 'optionName'),
          selected: sql<boolean>`${itemOptions.itemNo} IS NOT NULL`,
        })
        .from(optionEntries)
        .leftJoin(itemOptions, and(eq(itemOptions.optionNo, optionEntries.optionNo), eq(itemOptions.itemNo, itemNo)))
        .orderBy(asc(optionEntries.optionGroup), asc(optionEntries.sort));
    },

    async statuses(itemNo: number) {
      const flags = await db
        .select({ kind: itemStatuses.kind, entryNo: itemStatuses.entryNo, flag: itemStatuses.flag })
        .from(itemStatuses)
        .where(eq(itemStatuses.itemNo, itemNo));
      const under = await db
        .select({ underNo: underStatusEntries.underNo, ...names(underStatusEntries, 'underName') })
        .from(underStatusEntries)
        .orderBy(asc(underStatusEntries.underNo));
      const working = await db
        .select({ workingNo: workingStatusEntries.workingNo, ...names(workingStatusEntries, 'workingName') })
        .from(workingStatusEntries)
        .orderBy(asc(workingStatusEntries.workingNo));
      const flagOf = (kind: string, entryNo: number) =>
        flags.find((row) => row.kind === kind && row.entryNo === entryNo)?.flag ?? null;
      return {
        under: under.map((entry) => ({ ...entry, flag: flagOf('under', entry.underNo) })),
        working: working.map((entry) => ({ ...entry, flag: flagOf('working', entry.workingNo) })),
      };
    },

    async salesContacts() {
      return db
        .select({
          siNo: salesContacts.siNo,
          siName: salesContacts.siName,
          siLanguage: salesContacts.siLanguage,
          siPhone: salesContacts.siPhone,
          siSrc: salesContacts.siSrc,
          ...names(salesContactGroups, 'siLocation'),
          siContent: salesContacts.siContent,
          engSiContent: salesContacts.engSiContent,
          fraSiContent: salesContacts.fraSiContent,
          arSiContent: salesContacts.arSiContent,
          ruSiContent: salesContacts.ruSiContent,
          esSiContent: salesContacts.esSiContent,
          countryCodes: salesContactGroups.countryCodes,
        })
        .from(salesContacts)
        .innerJoin(salesContactGroups, eq(salesContactGroups.groupNo, salesContacts.groupNo))
        .orderBy(asc(salesContactGroups.sort), asc(salesContacts.sort));
    },

    countries: () => catalog.countries(),

    async portsOf(countryCode: string) {
      return db
        .select({ portNo: ports.portNo, countryNo: ports.countryNo, ...names(ports, 'portName') })
        .from(ports)
        .innerJoin(countries, eq(countries.countryNo, ports.countryNo))
        .where(eq(countries.countryCode, countryCode))
        .orderBy(asc(ports.sort));
    },

    async recentViews(userNo: number) {
      return db
        .select({
          itemNo: recentViews.itemNo,
          category: items.category,
          clNo: recentViews.clNo,
          sclNo: items.carInfoNo,
          thumbnail: firstPicture.pictureMiniName,
        })
        .from(recentViews)
        .innerJoin(items, eq(items.itemNo, recentViews.itemNo))
        .leftJoin(firstPicture, and(eq(firstPicture.itemNo, items.itemNo), eq(firstPicture.pictureIndex, 0)))
        .where(and(eq(recentViews.userNo, userNo), inArray(items.flag, [0, 2, 3])))
        .orderBy(desc(recentViews.viewedAt))
        .limit(RECENT_VIEWS_KEPT);
    },

    /** The first picture of a listing, for link previews. */
    async firstPicture(itemNo: number) {
      const [row] = await db
        .select({ pictureWatermarkName: pictures.pictureWatermarkName })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo))
        .orderBy(asc(pictures.pictureIndex))
        .limit(1);
      return row?.pictureWatermarkName;
    },

    /** Listings anyone may see (listed, not members-only), most recently updated first: the sitemap. */
    async publicItems(limit: number) {
      return db
        .select({ itemNo: items.itemNo, updateDate: items.updateDate })
        .from(items)
        .where(and(inArray(items.flag, [...LISTED_FLAGS]), eq(items.secret, false)))
        .orderBy(desc(items.updateDate), desc(items.itemNo))
        .limit(limit);
    },

    /** Counts the view and, for a logged-in user, moves the item to the top of their recently viewed list. */
    async recordView(itemNo: number, userNo: number | undefined) {
      await db.transaction(async (tx) => {
        await tx
          .update(items)
          .set({ updateViews: sql`${items.updateViews} + 1` })
          .where(eq(items.itemNo, itemNo));
        if (userNo === undefined) return;
        await tx
          .insert(recentViews)
          .values({ userNo, itemNo })
          .onConflictDoUpdate({ target: [recentViews.userNo, recentViews.itemNo], set: { viewedAt: sql`now()` } });
        const kept = tx
          .select({ clNo: recentViews.clNo })
          .from(recentViews)
          .where(eq(recentViews.userNo, userNo))
          .orderBy(desc(recentViews.viewedAt))
          .limit(RECENT_VIEWS_KEPT);
        await tx.delete(recentViews).where(and(eq(recentViews.userNo, userNo), notInArray(recentViews.clNo, kept)));
      });
    },
  };
}

export type DetailRepo = ReturnType<typeof createDetailRepo>;
