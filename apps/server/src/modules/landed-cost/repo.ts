import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { landedCostRateSchema, type LandedCostRate, type LandedCostRateBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import {
  countries,
  forms,
  fuels,
  items,
  landedCostRates,
  ports,
  products,
  vesselOffers,
} from '../../db/schema/index.ts';

/** What the rates read of a listing besides its engine size and year: its fuel, and the body or form its class is read from. */
export const vehicleFactColumns = {
  category: items.category,
  cc: items.cc,
  year: items.year,
  fuelCode: fuels.code,
  productCode: products.code,
  formCode: forms.code,
};
/** Joins the tables `vehicleFactColumns` read to a select from `items`. */
export const joinVehicleFacts = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(fuels, eq(fuels.fuelNo, items.fuelNo))
    .leftJoin(products, eq(products.productNo, items.productNo))
    .leftJoin(forms, eq(forms.formNo, items.formNo));

type RateRow = typeof landedCostRates.$inferSelect;
/** A row as the API shows it; its lines filled with the defaults of fields added since it was saved. */
const presentRate = (row: RateRow): LandedCostRate => ({
  ...row,
  lines: landedCostRateSchema.shape.lines.parse(row.lines),
  category: row.category as LandedCostRateBody['category'],
  status: row.status as LandedCostRateBody['status'],
  updatedAt: row.updatedAt.toISOString(),
});

export function createLandedCostRepo(db: Db) {
  return {
    async rates() {
      const rows = await db
        .select()
        .from(landedCostRates)
        .orderBy(asc(landedCostRates.countryCode), asc(landedCostRates.category));
      return rows.map(presentRate);
    },

    async rate(tx: Db, rateNo: number) {
      const [row] = await tx.select().from(landedCostRates).where(eq(landedCostRates.rateNo, rateNo));
      return row && presentRate(row);
    },

    async rateOf(countryCode: string, category: number, executor: Db = db) {
      const [row] = await executor
        .select()
        .from(landedCostRates)
        .where(and(eq(landedCostRates.countryCode, countryCode), eq(landedCostRates.category, category)));
      return row && presentRate(row);
    },

    async insertRate(tx: Db, body: LandedCostRateBody) {
      const [row] = await tx.insert(landedCostRates).values(body).returning();
      return presentRate(row!);
    },

    async updateRate(tx: Db, rateNo: number, body: LandedCostRateBody) {
      const [row] = await tx
        .update(landedCostRates)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(landedCostRates.rateNo, rateNo))
        .returning();
      return presentRate(row!);
    },

    async deleteRate(tx: Db, rateNo: number) {
      await tx.delete(landedCostRates).where(eq(landedCostRates.rateNo, rateNo));
    },

    /** What the estimate reads of a listing, and what decides whether it may be shown. */
    async vehicle(itemNo: number) {
      const [row] = await joinVehicleFacts(
        db
          .select({
            ...vehicleFactColumns,
            flag: items.flag,
            secret: items.secret,
            sellPrice: items.sellPrice,
            discountPrice: items.discountPrice,
            partners: items.partners,
            cfvtNo: items.cfvtNo,
            lineCbm: items.lineCbm,
          })
          .from(items)
          .$dynamic(),
      ).where(eq(items.itemNo, itemNo));
      return row;
    },

    /** A vessel offer with the country of its port. */
    async offer(smvpNo: number) {
      const [row] = await db
        .select({
          cfvtNo: vesselOffers.cfvtNo,
          portNo: vesselOffers.portNo,
          vessel: vesselOffers.vessel,
          countryCode: countries.countryCode,
          basePrice: vesselOffers.basePrice,
          pricePerCbm: vesselOffers.pricePerCbm,
          askFlag: vesselOffers.askFlag,
          count: vesselOffers.count,
        })
        .from(vesselOffers)
        .innerJoin(ports, eq(ports.portNo, vesselOffers.portNo))
        .innerJoin(countries, eq(countries.countryNo, ports.countryNo))
        .where(eq(vesselOffers.smvpNo, smvpNo));
      return row;
    },
  };
}
export type LandedCostRepo = ReturnType<typeof createLandedCostRepo>;
