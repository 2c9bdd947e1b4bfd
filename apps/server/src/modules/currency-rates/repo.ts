import { asc, eq, gte, sql } from 'drizzle-orm';
import type { CurrencyRateBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { currencyRates } from '../../db/schema/index.ts';

type RateRow = typeof currencyRates.$inferSelect;
const present = (row: RateRow) => ({ ...row, perUsd: Number(row.perUsd), updatedAt: row.updatedAt.toISOString() });

export function createCurrencyRatesRepo(db: Db) {
  return {
    async all() {
      return (await db.select().from(currencyRates).orderBy(asc(currencyRates.currency))).map(present);
    },

    /** The rates dated `oldestDay` or later. */
    async since(oldestDay: string) {
      return db
        .select({
          currency: currencyRates.currency,
          perUsd: sql<number>`${currencyRates.perUsd}::float8`,
          ratedOn: currencyRates.ratedOn,
          source: currencyRates.source,
        })
        .from(currencyRates)
        .where(gte(currencyRates.ratedOn, oldestDay))
        .orderBy(asc(currencyRates.currency));
    },

    async row(tx: Db, rateNo: number) {
      const [row] = await tx.select().from(currencyRates).where(eq(currencyRates.rateNo, rateNo));
      return row && present(row);
    },

    async insert(tx: Db, values: CurrencyRateBody) {
      const [row] = await tx.insert(currencyRates).values(values).returning();
      return present(row!);
    },

    async update(tx: Db, rateNo: number, values: CurrencyRateBody) {
      const [row] = await tx
        .update(currencyRates)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(currencyRates.rateNo, rateNo))
        .returning();
      return present(row!);
    },

    async remove(tx: Db, rateNo: number): Promise<void> {
      await tx.delete(currencyRates).where(eq(currencyRates.rateNo, rateNo));
    },

    /** Writes a fetched rate unless the one kept is as new or newer (staff's later correction stays). */
    async upsertNewer(tx: Db, values: CurrencyRateBody) {
      return tx
        .insert(currencyRates)
        .values(values)
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { perUsd: values.perUsd, ratedOn: values.ratedOn, source: values.source, updatedAt: sql`now()` },
          setWhere: sql`${currencyRates.ratedOn} < excluded.rated_on`,
        })
        .returning({ currency: currencyRates.currency });
    },
  };
}
export type CurrencyRatesRepo = ReturnType<typeof createCurrencyRatesRepo>;
