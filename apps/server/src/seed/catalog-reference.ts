import { CATEGORY, cbm } from '@market/domain';
import type { Db } from '../db/client.ts';
import {
  capacities,
  colors,
  commissionTiers,
  countries,
  detailModels,
  drives,
  formDetails,
  forms,
  fuels,
  locations,
  makers,
  models,
  optionEntries,
  ports,
  products,
  shippingTerms,
  transmissions,
  underStatusEntries,
  vesselOffers,
  vesselTypes,
  workingStatusEntries,
} from '../db/schema/index.ts';
import { CAR_MAKERS } from './data/car-catalog.ts';
import { COUNTRIES } from './data/countries.ts';
import { COLORS, DRIVES, FUELS, LOCATIONS, TRANSMISSIONS } from './data/lookups.ts';
import { EXTERIOR_OPTIONS, INTERIOR_OPTIONS, SAFETY_OPTIONS, UNDER_STATUS, WORKING_STATUS } from './data/options.ts';
import { PORTS } from './data/ports.ts';
import {
  BODY_TYPES,
  BULK_BASE_USD,
  BULK_MIN_CLASS,
  CIF_SURCHARGE,
  COMMISSION_TIERS,
  CONTAINER_BASE_USD,
  RORO_CLASS_FACTOR,
  SHIPPING_TERMS,
  VESSEL_TYPES,
} from './data/reference.ts';
import { FORMS, SPECIAL_MAKERS } from './data/special-catalog.ts';
import type { Coded, Port } from './data/types.ts';
import type { SeedStep } from './index.ts';
import { localizedValues } from './localized-values.ts';
import { createRandom } from './random.ts';

/** Inserts in chunks: one statement per chunk keeps the parameter count under PostgreSQL's limit. */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** A coded lookup list: its code, any further columns of the entry (a drive's category) and its six names. */
async function codedList(db: Db, table: Parameters<Db['insert']>[0], base: string, list: Coded[]) {
  await db
    .insert(table)
    .values(list.map(({ names, ...columns }) => ({ ...columns, ...localizedValues(base, names) })) as never);
}

async function seedCars(db: Db, fuelNoByCode: Map<string, number>) {
  const productRows = await db
    .insert(products)
    .values(Object.entries(BODY_TYPES).map(([code, names]) => ({ code, ...localizedValues('productName', names) })))
    .returning();
  const productNo = new Map(productRows.map((row) => [row.code, row.productNo]));
  for (const [sort, maker] of CAR_MAKERS.entries()) {
    const [makerRow] = await db
      .insert(makers)
      .values({
        code: maker.code,
        category: CATEGORY.car,
        origin: maker.origin,
        sort,
        ...localizedValues('maker', maker.names),
      })
      .returning();
    for (const model of maker.models) {
      const details = model.detailModels;
      const [modelRow] = await db
        .insert(models)
        .values({
          makerNo: makerRow!.makerNo,
          category: CATEGORY.car,
          fromYear: Math.min(...details.map((d) => d.fromYear)),
          toYear: details.some((d) => d.toYear === null) ? null : Math.max(...details.map((d) => d.toYear ?? 0)),
          ...localizedValues('model', model.names),
        })
        .returning();
      await db.insert(detailModels).values(
        details.map((d) => ({
          modelNo: modelRow!.modelNo,
          fromYear: d.fromYear,
          toYear: d.toYear,
          productNo: productNo.get(d.body)!,
          lengthMm: d.lengthMm,
          widthMm: d.widthMm,
          heightMm: d.heightMm,
          weightKg: d.weightKg,
          cc: d.cc,
          fuelNo: fuelNoByCode.get(d.fuel)!,
          seats: d.seats,
          doors: d.doors,
          cfvtNo: d.cfvtNo,
          lineCbm: cbm(d.lengthMm, d.widthMm, d.heightMm),
          ...localizedValues('detailModel', d.names),
        })),
      );
    }
  }
}

async function seedSpecial(db: Db) {
  const makerRows = await db
    .insert(makers)
    .values(
      SPECIAL_MAKERS.map((maker, sort) => ({
        code: maker.code,
        category: CATEGORY.special,
        origin: 'special',
        sort,
        ...localizedValues('maker', maker.names),
      })),
    )
    .returning();
  const makerNo = new Map(makerRows.map((row) => [row.code, row.makerNo]));
  for (const [sort, form] of FORMS.entries()) {
    const [formRow] = await db
      .insert(forms)
      .values({ code: form.code, sort, ...localizedValues('formName', form.names) })
      .returning();
    for (const detail of form.details) {
      const [detailRow] = await db
        .insert(formDetails)
        .values({ formNo: formRow!.formNo, code: detail.code, ...localizedValues('formDetailName', detail.names) })
        .returning();
      for (const capacity of detail.capacities) {
        const [capacityRow] = await db
          .insert(capacities)
          .values({
            formDetailNo: detailRow!.formDetailNo,
            code: capacity.code,
            ...localizedValues('capacityName', capacity.names),
          })
          .returning();
        await db.insert(models).values(
          capacity.models.map((model) => ({
            makerNo: makerNo.get(model.maker)!,
            category: CATEGORY.special,
            capacityNo: capacityRow!.capacityNo,
            fromYear: model.fromYear,
            toYear: model.toYear,
            cfvtNo: model.cfvtNo,
            lineCbm: cbm(model.lengthMm, model.widthMm, model.heightMm),
            lengthMm: model.lengthMm,
            widthMm: model.widthMm,
            heightMm: model.heightMm,
            weightKg: model.weightKg,
            cc: model.cc,
            powerHp: model.powerHp,
            ...localizedValues('model', model.names),
          })),
        );
      }
    }
  }
}

/** The offers of one port: every vessel type it has, for every freight class, CFR and for RoRo also CIF. */
function offersFor(port: Port, portNo: number, random: ReturnType<typeof createRandom>) {
  const offers: (typeof vesselOffers.$inferInsert)[] = [];
  let sort = 0;
  for (let cfvtNo = 1; cfvtNo <= 8; cfvtNo++) {
    for (const vessel of port.vessels) {
      if (vessel === 'bulk' && cfvtNo < BULK_MIN_CLASS) continue;
      const rate =
        vessel === 'roro'
          ? { basePrice: Math.round(port.sedanFreightUsd * RORO_CLASS_FACTOR[cfvtNo]!), pricePerCbm: 0 }
          : vessel === 'container'
            ? { basePrice: CONTAINER_BASE_USD, pricePerCbm: port.containerPerCbmUsd }
            : { basePrice: BULK_BASE_USD, pricePerCbm: Math.round(port.containerPerCbmUsd * 0.8) };
      const terms = vessel === 'roro' ? (['CFR', 'CIF'] as const) : (['CFR'] as const);
      for (const term of terms) {
        const surcharge = term === 'CIF' ? 1 + CIF_SURCHARGE : 1;
        offers.push({
          portNo,
          cfvtNo,
          vessel,
          terms: term,
          basePrice: Math.round(rate.basePrice * surcharge),
          pricePerCbm: Math.round(rate.pricePerCbm * surcharge),
          askFlag: port.askOnly === true,
          // Some sailings are full: offers with count 0 are not offered to buyers.
          count: random.chance(0.15) ? 0 : random.int(1, 6),
          sort: sort++,
        });
      }
    }
  }
  return offers;
}

async function seedShipping(db: Db) {
  const countryRows = await db
    .insert(countries)
    .values(
      COUNTRIES.map((country) => ({ countryCode: country.code, ...localizedValues('countryName', country.names) })),
    )
    .returning();
  const countryNo = new Map(countryRows.map((row) => [row.countryCode, row.countryNo]));
  await db
    .insert(vesselTypes)
    .values(
      Object.entries(VESSEL_TYPES).map(([vessel, names]) => ({ vessel, ...localizedValues('vesselName', names) })),
    );
  await db
    .insert(shippingTerms)
    .values(
      Object.entries(SHIPPING_TERMS).map(([terms, names]) => ({ terms, ...localizedValues('termsName', names) })),
    );
  const random = createRandom(20261122);
  for (const [sort, port] of PORTS.entries()) {
    const [portRow] = await db
      .insert(ports)
      .values({
        countryNo: countryNo.get(port.country)!,
        locode: port.locode,
        sort,
        ...localizedValues('portName', port.names),
      })
      .returning();
    await insertAll(offersFor(port, portRow!.portNo, random), (chunk) => db.insert(vesselOffers).values(chunk));
  }
}

async function seedOptions(db: Db) {
  const groups = { safe: SAFETY_OPTIONS, outside: EXTERIOR_OPTIONS, inside: INTERIOR_OPTIONS };
  await db
    .insert(optionEntries)
    .values(
      Object.entries(groups).flatMap(([optionGroup, entries]) =>
        entries.map((names, sort) => ({ optionGroup, sort, ...localizedValues('optionName', names) })),
      ),
    );
  await db
    .insert(underStatusEntries)
    .values(UNDER_STATUS.map((names, index) => ({ underNo: index + 1, ...localizedValues('underName', names) })));
  await db
    .insert(workingStatusEntries)
    .values(WORKING_STATUS.map((names, index) => ({ workingNo: index + 1, ...localizedValues('workingName', names) })));
}

/** Everything the forms, lookups and price tables read: makers to detail models, forms to models, ports and offers. */
export const catalogReferenceStep: SeedStep = {
  name: 'catalog-reference',
  async run(db) {
    await codedList(db, transmissions, 'transmissionName', TRANSMISSIONS);
    await codedList(db, fuels, 'fuelName', FUELS);
    await codedList(db, drives, 'driveName', DRIVES);
    await codedList(db, locations, 'locationName', LOCATIONS);
    await db.insert(colors).values(
      COLORS.map((color) => ({
        code: color.code,
        colorCode: color.colorCode,
        ...localizedValues('colorName', color.names),
      })),
    );
    const fuelRows = await db.select({ fuelNo: fuels.fuelNo, code: fuels.code }).from(fuels);
    await seedCars(db, new Map(fuelRows.map((row) => [row.code, row.fuelNo])));
    await seedSpecial(db);
    await seedOptions(db);
    await db.insert(commissionTiers).values(COMMISSION_TIERS);
    await seedShipping(db);
  },
};
