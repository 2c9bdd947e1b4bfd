import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { DELETED_FLAGS, LISTED_FLAGS, type InspectionRecord, type VehicleHistory } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/transaction.ts';
import {
  capacities,
  colors,
  countries,
  detailModels,
  drives,
  formDetails,
  forms,
  fuels,
  items,
  LISTED_FLAG_LITERALS,
  locations,
  makers,
  models,
  pictures,
  ports,
  products,
  referenceVersion,
  salesContactGroups,
  salesContacts,
  transmissions,
} from '../../db/schema/index.ts';
import { pictureFileColumns } from '../../db/picture-columns.ts';
import { names } from '../../db/names.ts';
import { allCountries, optionLists } from '../../db/reference-lists.ts';

/** A listing's condition record as the detail answer sums it up (issue 31). */
export interface ConditionParts {
  inspection: InspectionRecord | null;
  history: VehicleHistory | null;
  verifiedAt: string | null;
}

/** How many recently viewed items a user keeps. */
const RECENT_VIEWS_KEPT = 20;

/** The recently viewed list of a user as JSON. */
const recentViewList = (userNo: number) => sql`
          (SELECT coalesce(json_agg(json_build_object('itemNo', v.item_no, 'category', v.category, 'clNo', v.cl_no,
            'sclNo', v.car_info_no, 'thumbnail', v.thumbnail) ORDER BY v.viewed_at DESC), '[]')
          FROM (
            SELECT r.item_no, i.category, r.cl_no, i.car_info_no, f.picture_mini_name AS thumbnail, r.viewed_at
            FROM recent_views r
            JOIN items i ON i.item_no = r.item_no
            LEFT JOIN pictures f ON f.item_no = i.item_no AND f.picture_index = 0
            WHERE r.user_no = ${userNo}::int AND i.flag IN (${LISTED_FLAG_LITERALS})
            ORDER BY r.viewed_at DESC LIMIT ${RECENT_VIEWS_KEPT}
          ) v)`;

/**
 * The listing with every name joined in, whatever its flag, and `extra` columns. The joins are kept in the order
 * written (the listing by its key, then each name by its key): searching for a better order of thirteen tables
 * cost 20-100 ms of planning per answer on PGlite, for an execution of 1 ms (docs/decisions/0097).
 */
async function itemWith<Extra extends Record<string, SQL>>(db: Db, itemNo: number, extra: Extra) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL join_collapse_limit = 1`);
    const [row] = await tx
      .select({
        ...extra,
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
  });
}

/** The reference data every detail answer carries, whatever the listing: names, contacts, countries, ports. */
async function referenceData(db: Db) {
  const [{ options, under, working }, salesList, countryList, portList] = await Promise.all([
    optionLists(db),
    db
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
      .orderBy(asc(salesContactGroups.sort), asc(salesContacts.sort)),
    allCountries(db),
    db
      .select({
        countryCode: countries.countryCode,
        portNo: ports.portNo,
        countryNo: ports.countryNo,
        ...names(ports, 'portName'),
      })
      .from(ports)
      .innerJoin(countries, eq(countries.countryNo, ports.countryNo))
      .orderBy(asc(ports.sort), asc(ports.portNo)),
  ]);
  return { options, under, working, salesList, countryList, portList };
}

/** The detail page's reads: the listing and its pictures, reference data, views, the sitemap's listings. */
export function createDetailRepo(db: Db) {
  return {
    /** The listing not deleted with this chassis number (stored upper case, unique). */
    async byChassis(chassisNo: string): Promise<number | undefined> {
      const [row] = await db
        .select({ itemNo: items.itemNo })
        .from(items)
        .where(and(eq(items.chassisNo, chassisNo), notInArray(items.flag, [...DELETED_FLAGS])));
      return row?.itemNo;
    },

    async pictures(itemNo: number) {
      return db
        .select(pictureFileColumns)
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo))
        .orderBy(asc(pictures.pictureIndex));
    },

    /** The numbers of reference data (decision 0097): read before the data, so a copy is never newer than its number. */
    async referenceVersion(): Promise<number> {
      const [row] = await db.select({ version: referenceVersion.version }).from(referenceVersion);
      return row?.version ?? 0;
    },

    /** The reference data every detail answer carries, whatever the listing: names, contacts, countries, ports. */
    reference: () => referenceData(db),

    item: (itemNo: number) => itemWith(db, itemNo, {}),

    /**
     * The listing and everything of it a detail answer shows, in one statement: its pictures, the options it has and
     * its status flags. Whoever views it is not part of it: the answer is kept in memory (docs/decisions/0125).
     */
    detailRow: (itemNo: number) =>
      itemWith(db, itemNo, {
        pictureList: sql<DetailPicture[]>`(
          SELECT coalesce(json_agg(json_build_object(
            'pictureIndex', p.picture_index, 'pictureMiniName', p.picture_mini_name,
            'pictureWatermarkName', p.picture_watermark_name) ORDER BY p.picture_index), '[]')
          FROM pictures p WHERE p.item_no = ${items.itemNo})`,
        selectedOptions: sql<
          number[]
        >`ARRAY(SELECT o.option_no FROM item_options o WHERE o.item_no = ${items.itemNo})::int[]`,
        condition: sql<ConditionParts | null>`(
          SELECT json_build_object('inspection', c.inspection, 'history', c.history,
            'verifiedAt', to_char(c.verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          FROM item_conditions c WHERE c.item_no = ${items.itemNo})`,
        statusFlags: sql<[string, number, number][]>`(
          SELECT coalesce(json_agg(json_build_array(s.kind, s.entry_no, s.flag)), '[]')
          FROM item_statuses s WHERE s.item_no = ${items.itemNo})`,
      }),

    /** The recently viewed list of a user, newest first (one statement). */
    async viewList(userNo: number): Promise<RecentView[]> {
      const [row] = rowsOf<{ view_list: RecentView[] }>(
        await db.execute(sql`SELECT ${recentViewList(userNo)} AS view_list`),
      );
      return row?.view_list ?? [];
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

    /**
     * Adds counted views to the listings and moves each user's viewed listings to the top of their recently viewed
     * list (keeping the newest RECENT_VIEWS_KEPT), in one transaction.
     */
    async recordViews(views: { itemNo: number; count: number }[], recent: RecentViewRecord[]) {
      await db.transaction(async (tx) => {
        if (views.length > 0)
          await tx.execute(sql`
            UPDATE items SET update_views = items.update_views + v.n
            FROM unnest(${sql.param(views.map((view) => view.itemNo))}::bigint[], ${sql.param(views.map((view) => view.count))}::int[]) AS v(item_no, n)
            WHERE items.item_no = v.item_no`);
        if (recent.length === 0) return;
        await tx.execute(sql`
          INSERT INTO recent_views (user_no, item_no, viewed_at)
          SELECT r.user_no, r.item_no, r.viewed_at
          FROM unnest(${sql.param(recent.map((view) => view.userNo))}::int[], ${sql.param(recent.map((view) => view.itemNo))}::bigint[],
                      ${sql.param(recent.map((view) => view.viewedAt.toISOString()))}::timestamptz[]) AS r(user_no, item_no, viewed_at)
          -- An account or listing removed since the view has no list to keep.
          WHERE EXISTS (SELECT 1 FROM users u WHERE u.user_no = r.user_no)
            AND EXISTS (SELECT 1 FROM items i WHERE i.item_no = r.item_no)
          ON CONFLICT (user_no, item_no) DO UPDATE SET viewed_at = greatest(recent_views.viewed_at, excluded.viewed_at)`);
        await tx.execute(sql`
          DELETE FROM recent_views r
          WHERE r.user_no = ANY(${sql.param([...new Set(recent.map((view) => view.userNo))])}::int[])
            AND r.cl_no NOT IN (
              SELECT k.cl_no FROM recent_views k WHERE k.user_no = r.user_no
              ORDER BY k.viewed_at DESC LIMIT ${RECENT_VIEWS_KEPT})`);
      });
    },
  };
}

export interface DetailPicture {
  pictureIndex: number;
  pictureMiniName: string;
  pictureWatermarkName: string;
}

export interface RecentView {
  itemNo: number;
  category: number;
  clNo: number;
  sclNo: number;
  thumbnail: string | null;
}

export interface RecentViewRecord {
  userNo: number;
  itemNo: number;
  viewedAt: Date;
}

export type DetailRepo = ReturnType<typeof createDetailRepo>;
