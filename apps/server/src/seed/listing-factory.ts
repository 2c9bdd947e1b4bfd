import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CATEGORY, commissionFor, type Category } from '@market/domain';
import type { Db } from '../db/client.ts';
import type { items } from '../db/schema/index.ts';
import {
  capacities,
  colors,
  commissionTiers,
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
  underStatusEntries,
  users,
  workingStatusEntries,
} from '../db/schema/index.ts';
import type { Random } from './random.ts';
import { VEHICLE_SHAPES, type VehicleShape } from './vehicle-drawing/kinds.ts';

const DEMO_SELLER_IDS = ['demo-seller', 'demo-dealer'] as const;
/** Demo colours, most common first (white, black and silver make most of Korea's used-car exports). */
const DEMO_COLORS = ['white', 'black', 'silver', 'gray', 'pearl-white', 'blue', 'red', 'dark-gray'];
const CURRENT_YEAR = 2026;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const GRADES = ['Premium', 'Exclusive', 'Inspiration', 'Prestige', 'Noblesse', 'Signature', 'Modern', 'Smart'];
/** Sample clips: some listings link a walk-around video, as sellers do. */
const VIDEO_IDS = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'ScMzIvxBSi4', 'aqz-KE-bpKQ'];

export interface Picked {
  category: Category;
  makerNo: number;
  makerCode: string;
  modelNo: number;
  detailModelNo: number | null;
  productNo: number | null;
  formNo: number | null;
  formDetailNo: number | null;
  capacityNo: number | null;
  shape: VehicleShape;
  fromYear: number;
  toYear: number | null;
  cfvtNo: number;
  lineCbm: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  cc: number;
  power: number | null;
  seats: number | null;
  door: number | null;
  fuelNo: number | null;
  origin: string;
  /** The drives (codes) such a vehicle is sold with, one picked per listing; [null] when it has none of the list. */
  drives: (string | null)[];
}

/** Makers whose SUVs and pickups are body-on-frame with part-time four-wheel drive. */
const FOUR_WD_MAKERS = new Set(['kg-mobility', 'land-rover']);
/** Makers whose saloons and coupes drive the rear wheels. */
const REAR_DRIVE_MAKERS = new Set(['genesis', 'mercedes-benz', 'bmw', 'lexus', 'porsche']);

/** A car's drives by body and maker: SUVs 60% AWD (4WD when body-on-frame), else front; pickups 4WD; light trucks rear. */
function carDrives(body: string, makerCode: string): string[] {
  if (body === 'suv') {
    const fourWheels = FOUR_WD_MAKERS.has(makerCode) ? '4wd' : 'awd';
    return [fourWheels, fourWheels, fourWheels, '2wd-front', '2wd-front'];
  }
  if (body === 'pickup') return ['4wd'];
  if (body === 'light_truck') return ['2wd-rear'];
  if (REAR_DRIVE_MAKERS.has(makerCode) && ['sedan', 'coupe', 'convertible', 'wagon'].includes(body))
    return ['2wd-rear'];
  return ['2wd-front'];
}

/**
 * A special vehicle's drive from its form, detail form and capacity (their own codes: 'excavator', 'crawler', '25t')
 * and model name: the axle layout the model or capacity states ("Xcient 8x4"), else its form's (tracks for crawler
 * excavators, 4WD for wheeled machinery, none for forklifts), else the usual layout of its load.
 */
function specialDrives(form: string, detail: string, capacity: string, modelName: string): (string | null)[] {
  const axles = /\b([4-8]x[24])\b/.exec(`${modelName} ${capacity}`)?.[1];
  if (axles) return [axles];
  if (form === 'excavator') return detail === 'wheeled' ? ['4wd'] : ['crawler'];
  if (form === 'wheel-loader' || (form === 'crane' && detail === 'rough-terrain')) return ['4wd'];
  if (form === 'crane' || form === 'concrete-mixer') return ['6x4', '8x4'];
  if (form === 'forklift' || (form === 'dump-truck' && detail === 'articulated')) return [null];
  const tons = Number(/^([0-9.]+)t$/.exec(capacity)?.[1] ?? 0);
  return [tons >= 20 ? '8x4' : tons >= 15 ? '6x4' : tons >= 10 ? '6x2' : '4x2'];
}

function asShape(code: string): VehicleShape {
  const match = VEHICLE_SHAPES.find(
    (shape) => code === shape || code.startsWith(`${shape}.`) || shape.startsWith(code),
  );
  return match ?? 'special-purpose';
}

async function candidates(db: Db): Promise<Picked[]> {
  const cars = await db
    .select({
      makerNo: makers.makerNo,
      makerCode: makers.code,
      origin: makers.origin,
      modelNo: models.modelNo,
      detailModelNo: detailModels.detailModelNo,
      productNo: detailModels.productNo,
      productCode: products.code,
      fromYear: detailModels.fromYear,
      toYear: detailModels.toYear,
      cfvtNo: detailModels.cfvtNo,
      lineCbm: detailModels.lineCbm,
      length: detailModels.lengthMm,
      width: detailModels.widthMm,
      height: detailModels.heightMm,
      weight: detailModels.weightKg,
      cc: detailModels.cc,
      seats: detailModels.seats,
      door: detailModels.doors,
      fuelNo: detailModels.fuelNo,
    })
    .from(detailModels)
    .innerJoin(models, eq(models.modelNo, detailModels.modelNo))
    .innerJoin(makers, eq(makers.makerNo, models.makerNo))
    .innerJoin(products, eq(products.productNo, detailModels.productNo));
  const special = await db
    .select({
      makerNo: makers.makerNo,
      makerCode: makers.code,
      modelNo: models.modelNo,
      formNo: forms.formNo,
      formCode: forms.code,
      formDetailNo: formDetails.formDetailNo,
      formDetailCode: formDetails.code,
      capacityNo: capacities.capacityNo,
      capacityCode: capacities.code,
      engModel: models.engModel,
      fromYear: models.fromYear,
      toYear: models.toYear,
      cfvtNo: models.cfvtNo,
      lineCbm: models.lineCbm,
      length: models.lengthMm,
      width: models.widthMm,
      height: models.heightMm,
      weight: models.weightKg,
      cc: models.cc,
      power: models.powerHp,
    })
    .from(models)
    .innerJoin(makers, eq(makers.makerNo, models.makerNo))
    .innerJoin(capacities, eq(capacities.capacityNo, models.capacityNo))
    .innerJoin(formDetails, eq(formDetails.formDetailNo, capacities.formDetailNo))
    .innerJoin(forms, eq(forms.formNo, formDetails.formNo))
    .where(eq(models.category, CATEGORY.special));
  return [
    ...cars.map(({ productCode, ...car }) => ({
      ...car,
      category: CATEGORY.car,
      formNo: null,
      formDetailNo: null,
      capacityNo: null,
      power: null,
      shape: asShape(productCode.replace('_', '-')),
      drives: carDrives(productCode, car.makerCode),
    })),
    ...special.map(({ formDetailCode, capacityCode, engModel, ...vehicle }) => ({
      ...vehicle,
      category: CATEGORY.special,
      origin: 'special',
      detailModelNo: null,
      productNo: null,
      seats: null,
      door: null,
      fuelNo: null,
      cfvtNo: vehicle.cfvtNo ?? 7,
      lineCbm: vehicle.lineCbm ?? 0,
      length: vehicle.length ?? 8000,
      width: vehicle.width ?? 2490,
      height: vehicle.height ?? 3000,
      weight: vehicle.weight ?? 8000,
      cc: vehicle.cc ?? 0,
      shape: asShape(vehicle.formCode),
      drives: specialDrives(
        vehicle.formCode,
        formDetailCode.slice(vehicle.formCode.length + 1),
        capacityCode.slice(formDetailCode.length + 1),
        engModel,
      ),
    })),
  ];
}

/** A chassis number of 17 letters and digits; the last six encode the serial, so serials never collide. */
function vin(random: Random, serial: number): string {
  const body = Array.from({ length: 9 }, () => random.pick([...VIN_CHARS])).join('');
  let tail = '';
  for (let rest = serial, i = 0; i < 6; i++, rest = Math.floor(rest / VIN_CHARS.length)) {
    tail = VIN_CHARS[rest % VIN_CHARS.length] + tail;
  }
  return `KM${body}${tail}`;
}

/** A used price in USD from the freight class (size), origin and age, as export dealers ask. */
function askingPrice(random: Random, vehicle: Picked, year: number): number {
  const byClass = [0, 8_000, 14_000, 24_000, 30_000, 22_000, 45_000, 70_000, 90_000][vehicle.cfvtNo] ?? 20_000;
  const originFactor = vehicle.origin === 'import' ? 1.6 : 1;
  const age = Math.max(0, CURRENT_YEAR - year);
  const price = byClass * originFactor * 0.87 ** age * (0.8 + random.next() * 0.4);
  return Math.max(900, Math.round(price / 10) * 10);
}

function listingFlag(random: Random): number {
  const roll = random.next();
  if (roll < 0.82) return 0;
  if (roll < 0.88) return 2;
  if (roll < 0.94) return 3;
  return random.pick([1, 4, 5]);
}

/** Code -> number of a coded lookup table. */
async function codeMap(db: Db, table: PgTable, no: PgColumn, code: PgColumn): Promise<Map<string, number>> {
  const rows = await db.select({ no, code }).from(table);
  return new Map(rows.map((row) => [row.code as string, row.no as number]));
}

export type ListingContext = Awaited<ReturnType<typeof loadListingContext>>;

/** What generating listings needs from the catalog: the vehicles to pick from and the lookup numbers. */
export async function loadListingContext(db: Db) {
  const sellers = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(inArray(users.userId, [...DEMO_SELLER_IDS]));
  if (sellers.length === 0) throw new Error('Listings need the demo seller accounts (seed step users-demo).');
  const pool = await candidates(db);
  // One after another: db is the seed step's transaction, one connection that runs one query at a time.
  const fuelNo = await codeMap(db, fuels, fuels.fuelNo, fuels.code);
  const transmissionNo = await codeMap(db, transmissions, transmissions.transmissionNo, transmissions.code);
  const driveNo = await codeMap(db, drives, drives.driveNo, drives.code);
  const colorNo = await codeMap(db, colors, colors.colorNo, colors.code);
  const locationNo = await codeMap(db, locations, locations.locationNo, locations.code);
  const colorRows = await db.select({ code: colors.code, hex: colors.colorCode }).from(colors);
  return {
    sellers: sellers.map((seller) => seller.userNo),
    cars: pool.filter((vehicle) => vehicle.category === CATEGORY.car),
    special: pool.filter((vehicle) => vehicle.category === CATEGORY.special),
    fuelNo,
    transmissionNo,
    driveNo,
    colorNo,
    colorHex: new Map(colorRows.map((row) => [row.code, row.hex ?? '#888888'])),
    locationNos: [...locationNo.values()],
    colors: DEMO_COLORS.filter((code) => colorNo.has(code)),
    tiers: await db.select().from(commissionTiers),
    optionNos: (await db.select({ optionNo: optionEntries.optionNo }).from(optionEntries)).map((row) => row.optionNo),
    underNos: (await db.select({ no: underStatusEntries.underNo }).from(underStatusEntries)).map((row) => row.no),
    workingNos: (await db.select({ no: workingStatusEntries.workingNo }).from(workingStatusEntries)).map(
      (row) => row.no,
    ),
  };
}

export interface GeneratedListing {
  row: typeof items.$inferInsert;
  vehicle: Picked;
  color: string;
}

/** One realistic listing; `serial` makes its chassis number unique. */
export function makeListing(context: ListingContext, random: Random, serial: number): GeneratedListing {
  const vehicle = random.chance(0.72) ? random.pick(context.cars) : random.pick(context.special);
  const lastYear = Math.min(vehicle.toYear ?? CURRENT_YEAR, CURRENT_YEAR);
  const year = random.int(Math.min(vehicle.fromYear, lastYear), lastYear);
  const isCar = vehicle.category === CATEGORY.car;
  const sellPrice = askingPrice(random, vehicle, year);
  const partners = random.chance(0.1);
  const color = random.pick(context.colors);
  const transmission = isCar
    ? random.chance(0.9)
      ? 'automatic'
      : 'manual'
    : random.chance(0.6)
      ? 'manual'
      : 'automatic';
  // One draw for every special vehicle and every SUV, as before drives were chosen by vehicle, so that every other
  // value of the demo listings stays as it was.
  const drive = !isCar || vehicle.shape === 'suv' ? random.pick(vehicle.drives) : vehicle.drives[0];
  const row: typeof items.$inferInsert = {
    sellerNo: random.pick(context.sellers),
    category: vehicle.category,
    flag: listingFlag(random),
    partners,
    premierFlag: random.chance(0.12),
    secret: random.chance(0.05),
    youtube: random.chance(0.12) ? `https://www.youtube.com/watch?v=${random.pick(VIDEO_IDS)}` : null,
    sellPrice,
    discountPrice: partners ? Math.round(sellPrice * 0.95) : null,
    commission: commissionFor(sellPrice, context.tiers),
    carInfoNo: 240_000 + serial,
    year,
    grade: isCar && random.chance(0.7) ? random.pick(GRADES) : null,
    mileage: Math.round((CURRENT_YEAR - year + 0.5) * random.int(6_000, 24_000)),
    cc: vehicle.cc,
    power: vehicle.power,
    seats: vehicle.seats,
    door: vehicle.door,
    handle: 0,
    cfvtNo: vehicle.cfvtNo,
    lineCbm: vehicle.lineCbm,
    initialRegister: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    chassisNo: vin(random, serial),
    weight: vehicle.weight,
    length: vehicle.length,
    width: vehicle.width,
    height: vehicle.height,
    formNo: vehicle.formNo,
    formDetailNo: vehicle.formDetailNo,
    capacityNo: vehicle.capacityNo,
    makerNo: vehicle.makerNo,
    modelNo: vehicle.modelNo,
    detailModelNo: vehicle.detailModelNo,
    productNo: vehicle.productNo,
    transmissionNo: context.transmissionNo.get(transmission) ?? [...context.transmissionNo.values()][0]!,
    fuelNo: vehicle.fuelNo ?? context.fuelNo.get('diesel') ?? [...context.fuelNo.values()][0]!,
    driveNo: drive ? (context.driveNo.get(drive) ?? null) : null,
    locationNo: random.pick(context.locationNos),
    colorNo: context.colorNo.get(color)!,
    updateViews: random.int(0, 900),
    updateDate: new Date(Date.UTC(2026, 10, 21) - random.int(0, 120) * 86_400_000 - random.int(0, 86_399) * 1000),
  };
  return { row, vehicle, color };
}
