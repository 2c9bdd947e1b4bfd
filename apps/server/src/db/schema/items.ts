import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  capacities,
  colors,
  detailModels,
  drives,
  formDetails,
  forms,
  fuels,
  locations,
  makers,
  models,
  optionEntries,
  products,
  transmissions,
} from './catalog.ts';
import { LISTED_FLAGS } from '@market/domain';
import { users } from './users.ts';

/**
 * The listed flags as literals (`0, 2, 3`): partial indexes name them, and a query must write the same literals, never
 * bound parameters, for the planner to prove such an index applies.
 */
export const LISTED_FLAG_LITERALS = sql.raw(LISTED_FLAGS.join(', '));
const LISTED_ONLY = sql`flag IN (${LISTED_FLAG_LITERALS})`;

/**
 * A listing: a car (category 1) or a special or commercial vehicle (category 2). flag: 0 normal, 2 reserved,
 * 3 sold out, 1/4/5 deleted. version increases with every edit, so a stale edit can be refused.
 */
export const items = pgTable(
  'items',
  {
    itemNo: bigserial({ mode: 'number' }).primaryKey(),
    sellerNo: integer()
      .notNull()
      .references(() => users.userNo),
    category: smallint().notNull(),
    flag: smallint().notNull().default(0),
    partners: boolean().notNull().default(false),
    premierFlag: boolean().notNull().default(false),
    secret: boolean().notNull().default(false),
    /** The seller's declaration of a salvage title or flood damage (issue 18, docs/decisions/0140). */
    salvage: boolean().notNull().default(false),
    youtube: text(),
    sellPrice: bigint({ mode: 'number' }).notNull(),
    discountPrice: bigint({ mode: 'number' }),
    commission: integer().notNull().default(0),
    carInfoNo: bigint({ mode: 'number' }).notNull(),
    year: smallint().notNull(),
    grade: varchar({ length: 25 }),
    mileage: integer(),
    cc: integer(),
    power: integer(),
    seats: smallint(),
    door: smallint(),
    /** 0 left-hand drive, 1 right-hand drive; null when not stated (special listings before issue 28). */
    handle: smallint(),
    cfvtNo: smallint().notNull(),
    lineCbm: numeric({ precision: 8, scale: 3, mode: 'number' }).notNull(),
    initialRegister: date({ mode: 'string' }),
    chassisNo: varchar({ length: 17 }).notNull(),
    weight: integer().notNull(),
    length: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    formNo: integer().references(() => forms.formNo),
    formDetailNo: integer().references(() => formDetails.formDetailNo),
    capacityNo: integer().references(() => capacities.capacityNo),
    makerNo: integer()
      .notNull()
      .references(() => makers.makerNo),
    modelNo: integer()
      .notNull()
      .references(() => models.modelNo),
    detailModelNo: integer().references(() => detailModels.detailModelNo),
    productNo: integer().references(() => products.productNo),
    transmissionNo: integer()
      .notNull()
      .references(() => transmissions.transmissionNo),
    fuelNo: integer()
      .notNull()
      .references(() => fuels.fuelNo),
    driveNo: integer().references(() => drives.driveNo),
    locationNo: integer()
      .notNull()
      .references(() => locations.locationNo),
    colorNo: integer()
      .notNull()
      .references(() => colors.colorNo),
    memo: text(),
    updateViews: integer().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moves a listing up the lists ("move to top"); set at creation and by PUT /items/date. */
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last "move to top" (once a day per listing); null until the first. */
    movedToTopAt: timestamp({ withTimezone: true }),
    /** Why staff deleted the listing (flags 4 and 5), shown to its seller; null otherwise. */
    deleteReason: text(),
  },
  (t) => {
    // Search (docs/decisions/0030, 0031): keyset pages on (sort key, itemNo), for every listing, within a maker or a
    // model, and within one year (a short year range is read year by year). After itemNo come the columns buyers
    // filter on, so a filter is checked in the index and only matching rows are read from the table. Ascending only:
    // a backward scan serves the descending sorts (DESC NULLS FIRST, PostgreSQL's default), which a DESC NULLS LAST
    // index would not. Mileage sorts with missing values last; the search writes the same expression.
    // Migration 0007 also creates `items_catalog_stats` (maker, model and detail model depend on each other), which
    // Drizzle cannot declare.
    const sortKeys = {
      newest: t.updateDate,
      price: t.sellPrice,
      year: t.year,
      mileage: sql`coalesce(${t.mileage}, 2147483647)`,
    };
    const filtered = [
      t.category,
      t.secret,
      t.makerNo,
      t.modelNo,
      t.year,
      t.sellPrice,
      t.mileage,
      t.fuelNo,
      t.transmissionNo,
      t.premierFlag,
    ];
    type Key = (typeof filtered)[number] | SQL;
    const searchIndex = (name: string, first: Key, ...leading: Key[]) =>
      index(`items_search_${name}_idx`)
        .on(first, ...leading, t.itemNo, ...filtered.filter((column) => column !== first && !leading.includes(column)))
        .where(LISTED_ONLY);
    return [
      uniqueIndex('items_chassis_no_key').on(t.chassisNo),
      index('items_seller_idx').on(t.sellerNo, t.updateDate.desc()),
      ...Object.entries(sortKeys).flatMap(([name, key]) => [
        searchIndex(name, key),
        searchIndex(`maker_${name}`, t.makerNo, key),
        searchIndex(`model_${name}`, t.modelNo, key),
        ...(key === t.year
          ? []
          : [searchIndex(`year_${name}`, t.year, key), searchIndex(`maker_year_${name}`, t.makerNo, t.year, key)]),
      ]),
    ];
  },
);

export const pictures = pgTable(
  'pictures',
  {
    pictureNo: bigserial({ mode: 'number' }).primaryKey(),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    pictureIndex: smallint().notNull(),
    pictureMiniName: text().notNull(),
    pictureWatermarkName: text().notNull(),
    pictureOriginName: text().notNull(),
  },
  (t) => [uniqueIndex('pictures_item_index_key').on(t.itemNo, t.pictureIndex)],
);

/**
 * Pictures uploaded for a listing form but not saved with a listing yet (decision 0074): processed and stored, bound to
 * the seller who sent them. The item save takes them in its own transaction; unclaimed ones are swept after a day.
 */
export const stagedPictures = pgTable(
  'staged_pictures',
  {
    stagedId: uuid().primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    category: smallint().notNull(),
    pictureMiniName: text().notNull(),
    pictureWatermarkName: text().notNull(),
    pictureOriginName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staged_pictures_created_idx').on(t.createdAt)],
);

/** The options a car has (selected checkboxes). */
export const itemOptions = pgTable(
  'item_options',
  {
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    optionNo: integer()
      .notNull()
      .references(() => optionEntries.optionNo),
  },
  (t) => [uniqueIndex('item_options_key').on(t.itemNo, t.optionNo)],
);

/** Lower-body (kind 'under') and operation (kind 'working') condition of a car: entry number and its flag. */
export const itemStatuses = pgTable(
  'item_statuses',
  {
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    kind: text().notNull(),
    entryNo: integer().notNull(),
    flag: smallint().notNull(),
  },
  (t) => [uniqueIndex('item_statuses_key').on(t.itemNo, t.kind, t.entryNo)],
);

/** The recently-viewed list of a logged-in user: one row per item, the latest view time kept. */
export const recentViews = pgTable(
  'recent_views',
  {
    clNo: bigserial({ mode: 'number' }).primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_views_user_item_key').on(t.userNo, t.itemNo),
    index('recent_views_user_time_idx').on(t.userNo, t.viewedAt.desc()),
  ],
);
