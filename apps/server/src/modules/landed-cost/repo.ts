import { and, asc, eq, sql } from 'drizzle-orm';
import type { LandedCostRate, LandedCostRateBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { countries, items, landedCostRates, ports, vesselOffers } from '../../db/schema/index.ts';

type RateRow = typeof landedCostRates.$inferSelect;
export const presentRate = (row: RateRow): LandedCostRate => ({
  ...row,
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

    async countryNoOf(tx: Db, countryCode: string) {
      const [row] = await tx
        .select({ countryNo: countries.countryNo })
        .from(countries)
        .where(eq(countries.countryCode, countryCode));
      return row?.countryNo;
    },

    /** What the estimate reads of a listing, and what decides whether it may be shown. */
    async vehicle(itemNo: number) {
      const [row] = await db
        .select({
          flag: items.flag,
          secret: items.secret,
          category: items.category,
          year: items.year,
          cc: items.cc,
          sellPrice: items.sellPrice,
          discountPrice: items.discountPrice,
          partners: items.partners,
          cfvtNo: items.cfvtNo,
          lineCbm: items.lineCbm,
        })
        .from(items)
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    /** A vessel offer with the country of its port. */
    async offer(smvpNo: number) {
      const [row] = await db
        .select({
          cfvtNo: vesselOffers.cfvtNo,
          countryNo: ports.countryNo,
          basePrice: vesselOffers.basePrice,
          pricePerCbm: vesselOffers.pricePerCbm,
          askFlag: vesselOffers.askFlag,
          count: vesselOffers.count,
        })
        .from(vesselOffers)
        .innerJoin(ports, eq(ports.portNo, vesselOffers.portNo))
        .where(eq(vesselOffers.smvpNo, smvpNo));
      return row;
    },
  };
}
export type LandedCostRepo = ReturnType<typeof createLandedCostRepo>;
