import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localizedColumns } from './localized.ts';

/** Makers of cars (category 1) and of special vehicles (category 2). */
export const makers = pgTable(
  'makers',
  {
    makerNo: serial().primaryKey(),
    code: text().notNull(),
    category: smallint().notNull(),
    origin: text().notNull().default('domestic'),
    sort: integer().notNull().default(0),
    ...localizedColumns('maker'),
  },
  (t) => [uniqueIndex('makers_category_code_key').on(t.category, t.code)],
);

/** Body types of cars: the spec's product. */
export const products = pgTable('products', {
  productNo: serial().primaryKey(),
  code: text().notNull().unique(),
  ...localizedColumns('productName'),
});

export const forms = pgTable('forms', {
  formNo: serial().primaryKey(),
  code: text().notNull().unique(),
  sort: integer().notNull().default(0),
  ...localizedColumns('formName'),
});

export const formDetails = pgTable(
  'form_details',
  {
    formDetailNo: serial().primaryKey(),
    formNo: integer()
      .notNull()
      .references(() => forms.formNo),
    code: text().notNull().unique(),
    ...localizedColumns('formDetailName'),
  },
  (t) => [index('form_details_form_idx').on(t.formNo)],
);

export const capacities = pgTable(
  'capacities',
  {
    capacityNo: serial().primaryKey(),
    formDetailNo: integer()
      .notNull()
      .references(() => formDetails.formDetailNo),
    code: text().notNull().unique(),
    ...localizedColumns('capacityName'),
  },
  (t) => [index('capacities_form_detail_idx').on(t.formDetailNo)],
);

/**
 * Car models (category 1), and special-vehicle models (category 2) which belong to a load capacity and carry the
 * freight class (cfvtNo) and container volume (lineCbm) the special form fills from them.
 */
export const models = pgTable(
  'models',
  {
    modelNo: serial().primaryKey(),
    makerNo: integer()
      .notNull()
      .references(() => makers.makerNo),
    category: smallint().notNull(),
    capacityNo: integer().references(() => capacities.capacityNo),
    fromYear: smallint().notNull(),
    toYear: smallint(),
    cfvtNo: smallint(),
    lineCbm: numeric({ precision: 8, scale: 3, mode: 'number' }),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    weightKg: integer(),
    cc: integer(),
    powerHp: integer(),
    ...localizedColumns('model'),
  },
  (t) => [
    index('models_maker_idx').on(t.makerNo, t.fromYear, t.toYear),
    index('models_capacity_idx').on(t.capacityNo, t.makerNo),
  ],
);

/** Car trims; choosing one fills product, weight, size, cfvtNo and lineCbm in the seller's form. */
export const detailModels = pgTable(
  'detail_models',
  {
    detailModelNo: serial().primaryKey(),
    modelNo: integer()
      .notNull()
      .references(() => models.modelNo),
    fromYear: smallint().notNull(),
    toYear: smallint(),
    productNo: integer()
      .notNull()
      .references(() => products.productNo),
    lengthMm: integer().notNull(),
    widthMm: integer().notNull(),
    heightMm: integer().notNull(),
    weightKg: integer().notNull(),
    cc: integer().notNull(),
    fuelNo: integer().notNull(),
    seats: smallint().notNull(),
    doors: smallint().notNull(),
    cfvtNo: smallint().notNull(),
    lineCbm: numeric({ precision: 8, scale: 3, mode: 'number' }).notNull(),
    ...localizedColumns('detailModel'),
  },
  (t) => [index('detail_models_model_idx').on(t.modelNo, t.fromYear, t.toYear)],
);

export const transmissions = pgTable('transmissions', {
  transmissionNo: serial().primaryKey(),
  code: text().notNull().unique(),
  ...localizedColumns('transmissionName'),
});

export const fuels = pgTable('fuels', {
  fuelNo: serial().primaryKey(),
  code: text().notNull().unique(),
  ...localizedColumns('fuelName'),
});

export const drives = pgTable('drives', {
  driveNo: serial().primaryKey(),
  code: text().notNull().unique(),
  /** The category whose vehicles have this drive (1 car: 2WD, AWD; 2 special: 6x4, crawler); null for both (4WD). */
  category: smallint(),
  ...localizedColumns('driveName'),
});

export const locations = pgTable('locations', {
  locationNo: serial().primaryKey(),
  code: text().notNull().unique(),
  ...localizedColumns('locationName'),
});

export const colors = pgTable('colors', {
  colorNo: serial().primaryKey(),
  code: text().notNull().unique(),
  /** Hex swatch; null for 'other', which the forms show with an extra icon. */
  colorCode: text(),
  ...localizedColumns('colorName'),
});

/** Option checkboxes of the car form: group safe (safety devices), outside (exterior), inside (interior). */
export const optionEntries = pgTable(
  'option_entries',
  {
    optionNo: serial().primaryKey(),
    optionGroup: text().notNull(),
    sort: integer().notNull(),
    ...localizedColumns('optionName'),
  },
  (t) => [uniqueIndex('option_entries_group_sort_key').on(t.optionGroup, t.sort)],
);

/** Lower-body condition entries; underNo 1 is graded 1-5 (0%..100%), the others are yes (1) or none (0). */
export const underStatusEntries = pgTable('under_status_entries', {
  underNo: integer().primaryKey(),
  ...localizedColumns('underName'),
});

/** Operation condition entries: working (1) or not (0); workingNo 8 may also be not applicable (2). */
export const workingStatusEntries = pgTable('working_status_entries', {
  workingNo: integer().primaryKey(),
  ...localizedColumns('workingName'),
});

export const commissionTiers = pgTable('commission_tiers', {
  tierNo: serial().primaryKey(),
  startPrice: bigint({ mode: 'number' }).notNull(),
  endPrice: bigint({ mode: 'number' }).notNull(),
  commission: integer().notNull(),
});

export const countries = pgTable('countries', {
  countryNo: serial().primaryKey(),
  countryCode: text().notNull().unique(),
  ...localizedColumns('countryName'),
});

export const ports = pgTable(
  'ports',
  {
    portNo: serial().primaryKey(),
    countryNo: integer()
      .notNull()
      .references(() => countries.countryNo),
    locode: text().notNull().unique(),
    sort: integer().notNull().default(0),
    ...localizedColumns('portName'),
  },
  (t) => [index('ports_country_idx').on(t.countryNo)],
);

export const vesselTypes = pgTable('vessel_types', {
  vessel: text().primaryKey(),
  ...localizedColumns('vesselName'),
});

export const shippingTerms = pgTable('shipping_terms', {
  terms: text().primaryKey(),
  ...localizedColumns('termsName'),
});

/**
 * A carrier's offer from Korea to a port for a freight class. The price of a vehicle is basePrice plus
 * pricePerCbm times its lineCbm; askFlag offers are quoted on request; count is how many sailings are open.
 */
export const vesselOffers = pgTable(
  'vessel_offers',
  {
    smvpNo: serial().primaryKey(),
    portNo: integer()
      .notNull()
      .references(() => ports.portNo),
    cfvtNo: smallint().notNull(),
    vessel: text()
      .notNull()
      .references(() => vesselTypes.vessel),
    terms: text()
      .notNull()
      .references(() => shippingTerms.terms),
    basePrice: integer().notNull(),
    pricePerCbm: integer().notNull().default(0),
    askFlag: boolean().notNull().default(false),
    count: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [index('vessel_offers_port_class_idx').on(t.portNo, t.cfvtNo, t.sort)],
);

export const salesContactGroups = pgTable('sales_contact_groups', {
  groupNo: serial().primaryKey(),
  sort: integer().notNull(),
  countryCodes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...localizedColumns('siLocation'),
});

export const salesContacts = pgTable(
  'sales_contacts',
  {
    siNo: serial().primaryKey(),
    groupNo: integer()
      .notNull()
      .references(() => salesContactGroups.groupNo),
    sort: integer().notNull(),
    siName: text().notNull(),
    siLanguage: text().notNull(),
    siPhone: text().notNull(),
    /** Stored picture key; served under /api/media. */
    siSrc: text(),
    /** Optional extra description. */
    ...localizedColumns('siContent', () => text()),
  },
  (t) => [index('sales_contacts_group_idx').on(t.groupNo, t.sort)],
);
